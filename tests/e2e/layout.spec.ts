import type { Page } from '@playwright/test';
import { BACK_TO_TOP_ID } from '../../src/browser/page-contract';
import { siteConfig } from '../../src/config/site';
import { footer } from '../../src/content/footer';
import { notFound } from '../../src/content/not-found';
import { notFoundTitle, pagesSeo, toolSeo } from '../../src/content/seo';
import { tool } from '../../src/content/tools';
import { uiLabels } from '../../src/content/ui';
import { allowNotFound, emulatePrint, expect, gotoReady, test } from './fixtures';
import { SPEC_MENU_SECTIONS } from './landing-helpers';
import { EVERY_PAGE, UNKNOWN_PATH } from './pages';

/**
 * What every page shares: the header with the brand, the skip link, the footer, the floating
 * buttons, and how the page prints. Each check runs on every page, the 404 included.
 */

const pages = EVERY_PAGE.map((path) => ({
  name: path === UNKNOWN_PATH ? '404' : path,
  path,
}));

const siteFooter = (page: Page) => page.getByRole('contentinfo');
const floatingWhatsapp = (page: Page) =>
  page.getByRole('link', { name: uiLabels.floatingWhatsapp });

async function scrollToBottom(page: Page) {
  await page.evaluate(() =>
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
  );
}

/**
 * One load a page, every shared part checked in turn: each check is a step, so a failure names it.
 * The steps that move the page come last (print, then focus, then scroll), each after the ones
 * that need it untouched.
 */
/**
 * The chat-button maker draws a WhatsApp button in its preview, in the corner ours takes: ours
 * steps aside there, so the one is never taken for the other.
 */
const withOurWhatsApp = (path: string) => path !== tool('site-button').path;

for (const { name, path } of pages) {
  test(`the ${name} page has every shared part, and prints without the floating ones`, async ({
    page,
    problems,
  }) => {
    allowNotFound(problems);
    await gotoReady(page, path);

    await test.step('promises nothing that is not there yet, and shows no filler text', async () => {
      const body = page.locator('body');
      // What is shown (not the inline scripts' source).
      const shown = { useInnerText: true };
      await expect(body).not.toContainText(/em breve|em produção|lorem ipsum/i, shown);
      // Case-sensitive: "todo" is a Portuguese word.
      await expect(body).not.toContainText(/\b(TODO|FIXME|TBD|XXX)\b/, shown);
    });

    if (path === UNKNOWN_PATH) {
      await test.step('the 404 page belongs to the site, with its own title', async () => {
        await expect(page).toHaveTitle(notFoundTitle);
        await expect(page.getByRole('heading', { level: 1, name: notFound.code })).toBeVisible();
        await expect(page.getByText(notFound.message)).toBeVisible();
      });
    }

    await test.step('has the header with the brand, leading home', async () => {
      const home = page.getByRole('banner').getByRole('link', { name: uiLabels.homeLink });
      await expect(home).toBeVisible();
      await expect(home).toContainText(siteConfig.agencyName);
      await expect(home).toHaveAttribute('href', '/');
      const box = await home.boundingBox();
      expect(box?.y).toBeLessThan(100);
    });

    await test.step('ends with a footer leading to every section, the tools, socials and contacts', async () => {
      // Every section but the top, which the page itself is.
      for (const [label, anchor] of SPEC_MENU_SECTIONS.slice(1)) {
        const link = siteFooter(page).getByRole('link', { name: label, exact: true });
        await expect(link).toHaveAttribute('href', `/#${anchor}`);
      }
      await expect(
        siteFooter(page).getByRole('link', { name: 'Criador de Link WhatsApp' }),
      ).toHaveAttribute('href', toolSeo('whatsapp-link-creator').path);
      await expect(
        siteFooter(page).getByRole('link', { name: 'Botão de WhatsApp para site' }),
      ).toHaveAttribute('href', toolSeo('site-button').path);
      for (const [label, url] of Object.entries({
        Instagram: siteConfig.social.instagram,
        TikTok: siteConfig.social.tiktok,
        YouTube: siteConfig.social.youtube,
      })) {
        await expect(siteFooter(page).getByRole('link', { name: label })).toHaveAttribute(
          'href',
          url,
        );
      }
      await expect(siteFooter(page).getByText(footer.whatsappNumber)).toBeVisible();
      await expect(siteFooter(page).getByRole('link', { name: siteConfig.email })).toHaveAttribute(
        'href',
        `mailto:${siteConfig.email}`,
      );
      await expect(
        siteFooter(page).getByRole('link', { name: 'Política de privacidade' }),
      ).toHaveAttribute('href', pagesSeo.privacy.path);
      // Who runs the site, as a Brazilian business names itself, from the configuration.
      const { legalName, cnpj, address } = siteConfig.company;
      await expect(siteFooter(page)).toContainText(/© \d{4} /);
      await expect(siteFooter(page)).toContainText(`${legalName}, CNPJ ${cnpj}, ${address}`);
    });

    await test.step('prints every block, without floating buttons, meteors or the menu', async () => {
      const hiddenBlocks = () =>
        page.evaluate(
          () =>
            [...document.querySelectorAll('[data-reveal]')].filter((block) => {
              const style = getComputedStyle(block);
              return style.opacity !== '1' || style.transform !== 'none';
            }).length,
        );
      // On screen, the blocks below the fold wait, hidden, for the visitor to scroll to them.
      if (name === 'landing') await expect.poll(hiddenBlocks).toBeGreaterThan(0);
      await emulatePrint(page);
      expect(await hiddenBlocks()).toBe(0);
      await expect(floatingWhatsapp(page)).toBeHidden();
      await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeHidden();
      for (const layer of await page.locator('[data-meteors]').all())
        await expect(layer).toBeHidden();
      await expect(page.getByRole('main')).toBeVisible();
      await expect(siteFooter(page)).toBeVisible();
      await page.emulateMedia({ media: 'screen' });
    });

    await test.step('starts with a skip link to the content, shown when focused', async () => {
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: uiLabels.skipToContent });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('main')).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(skip).not.toBeInViewport();
    });

    await test.step('keeps the WhatsApp button in sight, and offers a way back to the top', async () => {
      if (withOurWhatsApp(path)) {
        await expect(floatingWhatsapp(page)).toBeVisible();
        await expect(floatingWhatsapp(page)).toHaveAttribute('href', /^https:\/\/wa\.me\//);
        await scrollToBottom(page);
        await expect(floatingWhatsapp(page)).toBeInViewport();
      } else {
        await expect(floatingWhatsapp(page)).toBeHidden();
        await scrollToBottom(page);
      }
      const scrollable = await page.evaluate(
        () => document.documentElement.scrollHeight - window.innerHeight,
      );
      // 'Back to top' belongs on long pages: anything scrolled further than its threshold.
      if (scrollable > 300) {
        await page.getByRole('button', { name: uiLabels.backToTop }).click();
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      }
    });
  });
}

/** A phone as narrow as they come, a common phone, a tablet: text runs near the screen's edges. */
const NARROW_SCREENS = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
];

/**
 * Scrolls the page down half a screen at a time, to its end, and returns the text lines that one
 * of the fixed buttons (the menu's, WhatsApp, 'back to top') covers at each stop. A line's visible
 * part is what lies on the screen between the opaque bars the buttons sit on (the header's bar
 * behind the menu button, the floating buttons' dock): text that has scrolled under a bar is
 * hidden as it is past the screen's edge. The walk runs in the page, one call for every stop.
 */
function coveredLinesWhileScrolling(page: Page) {
  return page.evaluate(async () => {
    const isShown = (element: Element) => element.checkVisibility({ visibilityProperty: true });
    /** An element's bar: its `::before`, drawn, and opaque (text under it does not show). */
    const barOf = (element: Element) => {
      const bar = getComputedStyle(element, '::before');
      const opaque = /^rgb\(/.test(bar.backgroundColor);
      return bar.content !== 'none' && bar.display !== 'none' && opaque ? bar : undefined;
    };
    const coveredLines = () => {
      const buttons = [
        ...document.querySelectorAll('button[data-island="menu"], [data-floating] :is(a, button)'),
      ]
        .filter(isShown)
        .map((button) => button.getBoundingClientRect());
      let top = 0;
      let bottom = window.innerHeight;
      const header = document.querySelector('header');
      if (header && barOf(header) && getComputedStyle(header).position === 'fixed') {
        top = header.getBoundingClientRect().bottom;
      }
      for (const column of document.querySelectorAll('[data-floating]')) {
        const dock = barOf(column);
        if (dock) bottom = Math.min(bottom, window.innerHeight - parseFloat(dock.height));
      }
      const overlaps = (line: DOMRect, button: DOMRect) =>
        Math.max(line.left, 0) < button.right &&
        button.left < Math.min(line.right, window.innerWidth) &&
        Math.max(line.top, top) < button.bottom &&
        button.top < Math.min(line.bottom, bottom);
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const found: string[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim();
        // The fixed buttons' own text (the menu button's, the floating ones') is what covers.
        const fixed = 'button[data-island="menu"], [data-floating]';
        if (!text || node.parentElement?.closest(fixed)) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const line of range.getClientRects()) {
          if (line.width > 0 && buttons.some((button) => overlaps(line, button))) found.push(text);
        }
      }
      return found;
    };
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const scrollable = document.documentElement.scrollHeight - window.innerHeight;
    const step = Math.round(window.innerHeight / 2);
    const stops = Array.from({ length: Math.ceil(scrollable / step) }, (_, i) => i * step);
    const covered: { scrolledTo: number; lines: string[] }[] = [];
    for (const scrolledTo of [...stops, scrollable]) {
      window.scrollTo({ top: scrolledTo, behavior: 'instant' });
      // Two frames: the scroll event has fired and 'back to top' has begun popping in or out;
      // the buttons are judged where that ends (an endless animation would never end).
      await frame();
      await frame();
      const floating = document.getAnimations().filter((animation) => {
        const { effect, playState } = animation;
        const target = (effect as KeyframeEffect | null)?.target;
        const ends = Number.isFinite(Number(effect?.getComputedTiming().endTime));
        return playState === 'running' && ends && target?.closest('[data-floating]');
      });
      await Promise.all(floating.map((animation) => animation.finished.catch(() => undefined)));
      const lines = coveredLines();
      if (lines.length > 0) covered.push({ scrolledTo, lines });
    }
    return { scrollable, covered };
  });
}

// One load a page, resized to each narrow screen in turn.
for (const { name, path } of pages) {
  test(`scrolling down on narrow screens, the fixed buttons cover no text of the ${name} page`, async ({
    page,
    problems,
  }) => {
    allowNotFound(problems);
    await gotoReady(page, path);
    // 'Back to top' comes with its island.
    await expect(page.locator(`#${BACK_TO_TOP_ID}`)).toBeAttached();
    for (const viewport of NARROW_SCREENS) {
      await test.step(`at ${viewport.width}×${viewport.height}`, async () => {
        await page.setViewportSize(viewport);
        const { scrollable, covered } = await coveredLinesWhileScrolling(page);
        expect(covered, 'the text lines a fixed button covers, by scroll stop').toEqual([]);
        if (scrollable > 300)
          await expect(page.getByRole('button', { name: uiLabels.backToTop })).toBeInViewport({
            ratio: 1,
          });
        if (withOurWhatsApp(path)) {
          await expect(floatingWhatsapp(page)).toBeInViewport({ ratio: 1 });
        }
      });
    }
  });
}

test('the privacy notice names who answers for the data, from the configuration', async ({
  page,
}) => {
  await page.goto(pagesSeo.privacy.path);
  const section = page.getByRole('main').locator('section', {
    has: page.getByRole('heading', { name: 'Quem responde pelos seus dados' }),
  });
  const { legalName, cnpj, address } = siteConfig.company;
  for (const value of [legalName, `CNPJ ${cnpj}`, address, siteConfig.email]) {
    await expect(section).toContainText(value);
  }
});

/** One walk through the footer's links between pages, each leg from where the last one landed. */
test('the footer leads from an inner page to a landing section, and from page to page to the tools', async ({
  page,
}) => {
  await gotoReady(page, pagesSeo.privacy.path);
  await test.step('from the privacy notice to the landing portfolio', async () => {
    await siteFooter(page).getByRole('link', { name: 'Portfólio' }).click();
    await expect(page).toHaveURL('/#portfolio');
    await expect(page.locator('#portfolio')).toBeInViewport();
  });
  for (const [label, seo, title] of [
    [
      'Criador de Link WhatsApp',
      toolSeo('whatsapp-link-creator'),
      tool('whatsapp-link-creator').title,
    ],
    ['Botão de WhatsApp para site', toolSeo('site-button'), tool('site-button').title],
  ] as const) {
    await test.step(`to ${seo.path}`, async () => {
      await siteFooter(page).getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(seo.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    });
  }
});

test('the landing page prints dark on light, on at most 8 A4 pages', async ({ page }) => {
  await gotoReady(page, '/');
  await emulatePrint(page);
  /** Relative luminance (WCAG) of a computed `rgb(…)` colour. */
  const luminance = (colour: string) => {
    const [r = 0, g = 0, b = 0] = (colour.match(/[\d.]+/g) ?? []).map((value) => {
      const channel = Number(value) / 255;
      return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [paper, ink] = await page.evaluate(() => [
    // The page's own background: the body's, or the root's that shows through it.
    [document.body, document.documentElement]
      .map((element) => getComputedStyle(element).backgroundColor)
      .find((colour) => colour !== 'rgba(0, 0, 0, 0)') ?? 'rgb(255, 255, 255)',
    getComputedStyle(document.querySelector('main') ?? document.body).color,
  ]);
  expect(luminance(paper ?? '')).toBeGreaterThan(0.9);
  expect(luminance(ink ?? '')).toBeLessThan(0.2);
  // Nor a dark block on it: no box of any size (images aside) on a mostly opaque dark background.
  const backgrounds = await page.evaluate(() => {
    const page = document.documentElement;
    const area = page.scrollWidth * page.scrollHeight;
    return [...document.body.querySelectorAll('*')]
      .filter((element) => !element.closest('img, picture, video, svg, iframe'))
      .filter((element) => {
        const { width, height } = element.getBoundingClientRect();
        return width * height >= area * 0.005;
      })
      .map((element) => ({
        block: `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}`,
        colour: getComputedStyle(element).backgroundColor,
      }));
  });
  expect(backgrounds.length).toBeGreaterThan(0);
  const opaque = (colour: string) => Number(colour.match(/[\d.]+/g)?.[3] ?? 1) > 0.5;
  expect(backgrounds.filter(({ colour }) => opaque(colour) && luminance(colour) < 0.5)).toEqual([]);
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g) ?? [];
  expect(pages.length).toBeGreaterThan(0);
  expect(pages.length).toBeLessThanOrEqual(8);
});

test('the tool prints its result without its toasts or floating buttons', async ({ page }) => {
  await gotoReady(page, toolSeo('whatsapp-link-creator').path);
  await page.getByLabel('Número do WhatsApp').fill('11987654321');
  await page.getByRole('button', { name: 'GERAR LINK' }).click();
  const toast = page.getByRole('status').filter({ hasText: 'Link gerado com sucesso!' });
  await expect(toast).toBeVisible();
  // Scrolled down, so that back-to-top shows too.
  await page.mouse.wheel(0, 2_000);
  const backToTop = page.getByRole('button', { name: uiLabels.backToTop });
  await expect(backToTop).toBeVisible();
  await emulatePrint(page);
  await expect(toast).toBeHidden();
  await expect(floatingWhatsapp(page)).toBeHidden();
  await expect(backToTop).toBeHidden();
  await expect(page.getByLabel('Link gerado', { exact: true })).toBeVisible();
});

test('printed with a dialog open, the dialog stays off the paper', async ({ page }) => {
  await gotoReady(page, '/');
  await page
    .getByRole('button', { name: /Ampliar imagem do projeto/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await emulatePrint(page);
  await expect(page.getByRole('dialog')).toBeHidden();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { name, path } of pages) {
    test(`the ${name} page shows every text, and every link leads somewhere`, async ({
      page,
      request,
      problems,
    }) => {
      allowNotFound(problems);
      await page.goto(path);
      const invisible = await page.evaluate(() => {
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        const found: string[] = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement;
          if (!node.textContent?.trim() || !parent) continue;
          // A select's options show when it opens; its chosen one shows in the select itself. A
          // part only for narrower screens (the maker's 'Ver prévia') is hidden at this width.
          if (
            parent.closest('script, style, template, option, [data-skip-link], [data-narrow-only]')
          )
            continue;
          const shown = parent.checkVisibility({ opacityProperty: true, visibilityProperty: true });
          if (!shown) found.push(node.textContent.trim());
        }
        return found;
      });
      expect(invisible).toEqual([]);

      const hrefs = await page
        .locator('a[href]')
        .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href') ?? ''))]);
      expect(hrefs.length).toBeGreaterThan(0);
      for (const href of hrefs) {
        const url = new URL(href, page.url());
        if (href.startsWith('#')) {
          await expect(page.locator(href), href).toHaveCount(1);
        } else if (url.protocol === 'mailto:') {
          expect(url.pathname, href).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
        } else if (url.origin !== new URL(page.url()).origin) {
          expect(url.protocol, href).toBe('https:');
        } else {
          const response = await request.get(url.pathname);
          expect(response.status(), href).toBe(200);
          if (url.hash) {
            const id = decodeURIComponent(url.hash.slice(1));
            expect(await response.text(), href).toContain(`id="${id}"`);
          }
        }
      }
    });
  }
});
