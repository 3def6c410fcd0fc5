import { siteConfig } from '../../src/config/site';
import { notFoundTitle, pagesSeo, toolSeo } from '../../src/content/seo';
import { expect, gotoReady, test } from './fixtures';
import { absoluteUrl as url, expectHead, structuredData } from './seo-helpers';

const BAD_PATH = '/pagina/que-nao-existe';

const freeWebApp = (path: string) => ({
  step: 'a free web application in pt-BR',
  data: {
    url: url(path),
    operatingSystem: 'Web',
    inLanguage: 'pt-BR',
    offers: { price: '0', priceCurrency: 'BRL' },
  },
});

/** Each indexable page, its structured data's type and what that data must say. */
const PAGES = [
  {
    seo: pagesSeo.home,
    type: 'ProfessionalService',
    about: {
      step: 'the agency is a professional service with its contacts and social profiles',
      data: {
        '@context': 'https://schema.org',
        name: siteConfig.agencyName,
        url: url('/'),
        telephone: `+${siteConfig.whatsapp.number}`,
        areaServed: 'BR',
        sameAs: Object.values(siteConfig.social),
      },
    },
  },
  {
    seo: toolSeo('whatsapp-link-creator'),
    type: 'WebApplication',
    about: freeWebApp(toolSeo('whatsapp-link-creator').path),
  },
  {
    seo: toolSeo('site-button'),
    type: 'WebApplication',
    about: freeWebApp(toolSeo('site-button').path),
  },
  { seo: pagesSeo.privacy, type: undefined, about: undefined },
] as const;

test.describe('prerendered HTML, as a crawler reads it', () => {
  test.use({ javaScriptEnabled: false });

  for (const { seo, type, about } of PAGES) {
    test(`${seo.path} has its own head and structured data`, async ({ page }) => {
      await page.goto(seo.path);
      await test.step('its own head', () => expectHead(page, seo));
      const data = await structuredData(page);
      expect(data.map((item) => item['@type'])).toEqual(type ? [type] : []);
      if (about) {
        await test.step(about.step, () => {
          expect(data[0]).toMatchObject(about.data);
        });
      }
    });
  }

  test('the 404 page has its own title and stays out of search results', async ({
    page,
    problems,
  }) => {
    problems.allow(/status of 404/);
    await page.goto(BAD_PATH);
    await expect(page).toHaveTitle(notFoundTitle);
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0);
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
  });
});

test.describe('in the browser', () => {
  test('client-side navigation keeps the title, canonical and structured data right', async ({
    page,
  }) => {
    await gotoReady(page, '/');
    await expectHead(page, pagesSeo.home);

    await page.locator('footer').getByRole('link', { name: 'Política de privacidade' }).click();
    await expect(page).toHaveURL(pagesSeo.privacy.path);
    await expectHead(page, pagesSeo.privacy);
    expect(await structuredData(page)).toEqual([]);

    await page.getByRole('link', { name: 'Voltar para o início' }).click();
    await expect(page).toHaveURL('/');
    await expectHead(page, pagesSeo.home);
    expect((await structuredData(page)).map((item) => item['@type'])).toEqual([
      'ProfessionalService',
    ]);
  });

  test('from one tool to the other, the page opens at its top with the focus at its content', async ({
    page,
  }) => {
    await gotoReady(page, toolSeo('site-button').path);
    await page.locator('footer').getByRole('link', { name: 'Criador de Link WhatsApp' }).click();
    await expect(page).toHaveURL(toolSeo('whatsapp-link-creator').path);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    await expect(page.getByRole('main')).toBeFocused();
  });

  for (const tool of [toolSeo('whatsapp-link-creator'), toolSeo('site-button')]) {
    test(`${tool.path} links to the privacy notice, which opens at its top with its head`, async ({
      page,
    }) => {
      await gotoReady(page, tool.path);
      await expectHead(page, tool);
      await expect(page.getByText('Seus dados não saem do seu navegador.')).toBeVisible();
      // Below the form: the click scrolls the page down to it.
      await page.getByRole('main').getByRole('link', { name: 'Política de privacidade' }).click();
      await expect(page).toHaveURL(pagesSeo.privacy.path);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Política de privacidade' }),
      ).toBeInViewport();
      await expectHead(page, pagesSeo.privacy);
      expect(await structuredData(page)).toEqual([]);
    });
  }
});

test.describe('files for crawlers', () => {
  test('sitemap.xml lists every indexable page by its absolute URL', async ({ request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.ok()).toBe(true);
    const locations = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => match[1],
    );
    expect(locations.sort()).toEqual(PAGES.map(({ seo }) => url(seo.path)).sort());
  });

  test('robots.txt allows everything and names the sitemap', async ({ request }) => {
    const response = await request.get('/robots.txt');
    expect(response.ok()).toBe(true);
    const text = await response.text();
    expect(text).toContain('User-agent: *\nAllow: /');
    expect(text).toContain(`Sitemap: ${url('/sitemap.xml')}`);
  });
});
