import { siteConfig } from '../../src/config/site';
import { hero } from '../../src/content/hero';
import { services } from '../../src/content/services';
import { stats } from '../../src/content/stats';
import { writtenTestimonials } from '../../src/content/testimonials';
import { expect, gotoReady, test } from './fixtures';
import { SECTION_IDS } from './landing-helpers';

test.describe('landing page', () => {
  test.beforeEach(async ({ page }) => {
    await gotoReady(page, '/');
  });

  // One load for what the landing page shows and where its links lead; the steps that scroll come
  // last, the floating buttons' from the top.
  test("shows the spec's sections, numbers and links, and the floating buttons", async ({
    page,
  }) => {
    await test.step('has the sections in the spec order, then the footer', async () => {
      const names = await page
        .locator('main > section')
        .evaluateAll((sections) =>
          sections.map(
            (s) => s.id || s.getAttribute('aria-label') || s.getAttribute('aria-labelledby'),
          ),
        );
      expect(names).toEqual([
        'hero',
        'Nossos números',
        'services',
        'portfolio',
        'capcut-heading',
        'about',
        'gains-heading',
        'testimonials',
        'contact',
      ]);
      expect(names.filter((name) => SECTION_IDS.includes(name ?? ''))).toEqual(SECTION_IDS);
      await expect(page.locator('footer')).toContainText(/© \d{4} Órbita Digital/);
    });
    await test.step('hero: Fale Conosco opens the WhatsApp chat with the greeting in a new tab', async () => {
      const cta = page.locator('#hero').getByRole('link', { name: 'Fale Conosco' });
      await expect(cta).toHaveAttribute('target', '_blank');
      await expect(cta).toHaveAttribute('rel', 'noopener noreferrer');
      const href = new URL((await cta.getAttribute('href')) ?? '');
      expect(href.origin + href.pathname).toBe(`https://wa.me/${siteConfig.whatsapp.number}`);
      expect(href.searchParams.get('text')).toBe(siteConfig.whatsapp.greeting);
    });
    await test.step('numbers show the spec claims', async () => {
      const statsRegion = page.getByRole('region', { name: 'Nossos números' });
      for (const stat of stats) {
        await expect(statsRegion).toContainText(stat.value);
        await expect(statsRegion).toContainText(stat.label);
      }
      expect(stats.map((stat) => stat.value)).toEqual(['+1,2 mi', '+147', '8 anos', '100%']);
    });
    await test.step('CapCut button opens the templates in a new tab', async () => {
      const link = page.getByRole('link', { name: 'Usar modelos no CapCut' });
      await expect(link).toHaveAttribute('href', 'https://www.capcut.com/t/orbitadigital-example');
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    });
    await test.step('floating WhatsApp is always visible; back to top only past 300 px', async () => {
      const whatsapp = page.getByRole('link', { name: 'Conversar no WhatsApp' });
      const backToTop = page.getByRole('button', { name: 'Voltar ao topo' });
      await expect(whatsapp).toBeVisible();
      await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/5511900000000\?text=/);
      await expect(whatsapp).toHaveAttribute('target', '_blank');
      await expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(backToTop).toHaveCount(0);
      await page.evaluate(() => window.scrollTo({ top: 300, behavior: 'instant' }));
      await expect(backToTop).toHaveCount(0);
      await page.evaluate(() => window.scrollTo({ top: 301, behavior: 'instant' }));
      await expect(backToTop).toBeVisible();
      await expect(whatsapp).toBeVisible();
      await backToTop.click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect(backToTop).toHaveCount(0);
      // By keyboard, focus goes up with the page: the button hides under it.
      await page.evaluate(() => window.scrollTo({ top: 301, behavior: 'instant' }));
      await backToTop.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect(page.getByRole('link', { name: 'Pular para o conteúdo' })).toBeFocused();
    });
    await test.step('hero: Ver Portfólio scrolls to the portfolio', async () => {
      await page.getByRole('link', { name: 'Ver Portfólio' }).click();
      await expect(page.locator('#portfolio')).toBeInViewport();
    });
  });

  // What the content drill adds must show too: one load for all of it.
  test('shows what its content says: the hero, every service, every rating @content', async ({
    page,
  }) => {
    await test.step('the hero says what its content says', async () => {
      const section = page.locator('#hero');
      await expect(section.getByRole('heading', { level: 1 })).toHaveText(hero.title);
      await expect(section.getByText(hero.subtitle, { exact: true })).toBeVisible();
    });
    await test.step('lists every service', async () => {
      const headings = page.locator('#services').getByRole('heading', { level: 3 });
      await expect(headings).toHaveText(services.map((service) => service.title));
    });
    await test.step('written testimonials carry their star rating', async () => {
      for (const { rating } of writtenTestimonials) {
        expect(rating).toBe(5);
      }
      await expect(page.getByRole('img', { name: '5 de 5 estrelas' })).toHaveCount(
        writtenTestimonials.length,
      );
    });
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the prerendered landing shows every section', async ({ page }) => {
    await page.goto('/');
    for (const id of SECTION_IDS) await expect(page.locator(`#${id}`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
  });
});
