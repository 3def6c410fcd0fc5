import type { Page } from '@playwright/test';
import { siteConfig } from '../../src/config/site';
import { notFoundTitle, pagesSeo } from '../../src/content/seo';
import type { PageSeo } from '../../src/domain/seo/page-head';
import { expect, gotoReady, test } from './fixtures';

const BAD_PATH = '/pagina/que-nao-existe';
const url = (path: string) => new URL(path, siteConfig.siteUrl).href;
const OG_IMAGE = url('/og-image.png');

const meta = (page: Page, key: string) =>
  page.locator(`head meta[name="${key}"], head meta[property="${key}"]`);

/** The JSON-LD documents on the page, parsed. */
async function structuredData(page: Page): Promise<Array<Record<string, unknown>>> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text));
}

/** Every head tag a crawler or a link preview reads, each exactly once. */
async function expectHead(page: Page, seo: PageSeo) {
  await expect(page).toHaveTitle(seo.title);
  await expect(page.locator('head title')).toHaveCount(1);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', url(seo.path));
  const expected: Record<string, string> = {
    description: seo.description,
    'og:type': 'website',
    'og:url': url(seo.path),
    'og:title': seo.title,
    'og:description': seo.description,
    'og:image': OG_IMAGE,
    'og:image:width': '1200',
    'og:image:height': '630',
    // X falls back to Open Graph for the title, description and image.
    'twitter:card': 'summary_large_image',
  };
  for (const [key, content] of Object.entries(expected)) {
    await expect(meta(page, key), key).toHaveAttribute('content', content);
  }
  await expect(page.locator('head meta[name="robots"]')).toHaveCount(0);
}

const PAGES = [
  { seo: pagesSeo.home, type: 'ProfessionalService' },
  { seo: pagesSeo.whatsappTool, type: 'WebApplication' },
  { seo: pagesSeo.siteButton, type: 'WebApplication' },
  { seo: pagesSeo.privacy, type: undefined },
] as const;

test.describe('prerendered HTML, as a crawler reads it', () => {
  test.use({ javaScriptEnabled: false });

  for (const { seo, type } of PAGES) {
    test(`${seo.path} has its own head and structured data`, async ({ page }) => {
      await page.goto(seo.path);
      await expectHead(page, seo);
      const data = await structuredData(page);
      expect(data.map((item) => item['@type'])).toEqual(type ? [type] : []);
    });
  }

  test('the agency is a professional service with its contacts and social profiles', async ({
    page,
  }) => {
    await page.goto('/');
    const [agency] = await structuredData(page);
    expect(agency).toMatchObject({
      '@context': 'https://schema.org',
      name: siteConfig.agencyName,
      url: url('/'),
      telephone: `+${siteConfig.whatsapp.number}`,
      areaServed: 'BR',
      sameAs: Object.values(siteConfig.social),
    });
  });

  for (const tool of [pagesSeo.whatsappTool, pagesSeo.siteButton]) {
    test(`${tool.path} is a free web application in pt-BR`, async ({ page }) => {
      await page.goto(tool.path);
      const [app] = await structuredData(page);
      expect(app).toMatchObject({
        url: url(tool.path),
        operatingSystem: 'Web',
        inLanguage: 'pt-BR',
        offers: { price: '0', priceCurrency: 'BRL' },
      });
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

  for (const tool of [pagesSeo.whatsappTool, pagesSeo.siteButton]) {
    test(`${tool.path} links to the privacy notice, which takes its head along`, async ({
      page,
    }) => {
      await gotoReady(page, tool.path);
      await expectHead(page, tool);
      await expect(page.getByText('Seus dados não saem do seu navegador.')).toBeVisible();
      await page.getByRole('main').getByRole('link', { name: 'Política de privacidade' }).click();
      await expect(page).toHaveURL(pagesSeo.privacy.path);
      await expectHead(page, pagesSeo.privacy);
      expect(await structuredData(page)).toEqual([]);
    });
  }

  test('the 404 page, rendered in the browser, keeps one title and noindex', async ({
    page,
    problems,
  }) => {
    problems.allow(/404/);
    await gotoReady(page, BAD_PATH);
    await expect(page).toHaveTitle(notFoundTitle);
    await expect(page.locator('head title')).toHaveCount(1);
    await expect(page.locator('head meta[name="robots"]')).toHaveCount(1);

    await page.getByRole('link', { name: 'Voltar para o início' }).click();
    await expectHead(page, pagesSeo.home);
  });
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
