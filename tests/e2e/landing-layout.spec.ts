import type { Locator, Page } from '@playwright/test';
import { hero } from '../../src/content/hero';
import { portfolioSection, portfolioSites, portfolioVideos } from '../../src/content/portfolio';
import { services } from '../../src/content/services';
import {
  testimonialsSection,
  videoTestimonials,
  writtenTestimonials,
} from '../../src/content/testimonials';
import { MEASURING_ATTRIBUTE } from '../../src/boot/contract';
import {
  expect,
  fadedIn,
  fontsAndStylesInAndMeasured,
  gotoReady,
  holdRequests,
  hydrateOnIntent,
  noteDeferredStylesLoad,
  test,
} from './fixtures';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function openAt(page: Page, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport);
  await gotoReady(page, '/');
}

/** How much of a card's width its scroll row shows, from 0 (none) to 1 (all of it). */
function shareShownInRow(card: Locator) {
  return card.evaluate((element) => {
    const row = element.parentElement?.getBoundingClientRect();
    if (!row) return 0;
    const card = element.getBoundingClientRect();
    const shown = Math.min(card.right, row.right) - Math.max(card.left, row.left);
    return Math.max(0, shown) / card.width;
  });
}

test.describe('compact on phones', () => {
  test('compact, it still shows every item of the content @content', async ({ page }) => {
    await openAt(page, PHONE);
    const count = (locator: Locator) => locator.count();
    expect(await count(page.locator('#services').getByRole('heading', { level: 3 }))).toBe(
      services.length,
    );
    expect(await count(page.getByRole('button', { name: /Ampliar imagem do projeto/ }))).toBe(
      portfolioSites.length,
    );
    expect(await count(page.getByRole('link', { name: /Assistir ao vídeo/ }))).toBe(
      portfolioVideos.length,
    );
    expect(await count(page.getByRole('button', { name: /Assistir ao depoimento de/ }))).toBe(
      videoTestimonials.length,
    );
    expect(await count(page.getByRole('img', { name: /de 5 estrelas/ }))).toBe(
      writtenTestimonials.length,
    );
  });

  // One load, resized through the widths: the grids are CSS, laid out anew at each width.
  test('no grid leaves a card alone on its last row, from phones to desktops', async ({ page }) => {
    await openAt(page, { width: 390, height: 900 });
    for (const width of [390, 768, 1024, 1280]) {
      await test.step(`at ${width} px`, async () => {
        await page.setViewportSize({ width, height: 900 });
        const grids = await page.locator('main').evaluate((main) => {
          // Layout positions (offsetTop/Left), so a fade-in's transform does not move a card.
          return [...main.querySelectorAll<HTMLElement>('*')]
            .filter((element) => getComputedStyle(element).display === 'grid')
            .map((grid) => {
              const items = [...grid.children].filter(
                (child): child is HTMLElement =>
                  child instanceof HTMLElement && child.offsetParent !== null,
              );
              const rows = new Map<number, HTMLElement[]>();
              for (const item of items)
                rows.set(item.offsetTop, [...(rows.get(item.offsetTop) ?? []), item]);
              const sorted = [...rows.entries()].sort(([a], [b]) => a - b).map(([, row]) => row);
              const widest = sorted[0]?.length ?? 0;
              const last = sorted.at(-1) ?? [];
              const lastWidth = last.reduce((sum, item) => sum + item.offsetWidth, 0);
              const firstWidth = (sorted[0] ?? []).reduce((sum, item) => sum + item.offsetWidth, 0);
              return {
                name:
                  grid.closest('section')?.id ||
                  grid.closest('section')?.getAttribute('aria-labelledby'),
                rows: sorted.map((row) => row.length),
                // A short last row is fine only when its cards span the full row between them.
                full: last.length === widest || lastWidth >= firstWidth * 0.95,
              };
            });
        });
        expect(grids.length).toBeGreaterThan(0);
        expect(grids.filter((grid) => !grid.full)).toEqual([]);
      });
    }
  });

  test('at 390×844 the landing page is at most 11,000 px tall, and card rows scroll with Portuguese previous/next buttons', async ({
    page,
  }) => {
    await openAt(page, PHONE);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height, 'the landing page is at most 11,000 px tall').toBeLessThanOrEqual(11_000);
    for (const row of [
      portfolioSection.sitesRow,
      portfolioSection.videosRow,
      testimonialsSection.videosRow,
      testimonialsSection.writtenRow,
    ]) {
      const region = page.getByRole('region', { name: row.region });
      const list = region.getByRole('list');
      await region.scrollIntoViewIfNeeded();
      await fadedIn(region);
      const next = region.getByRole('button', { name: row.next });
      const previous = region.getByRole('button', { name: row.previous });
      await expect(next).toBeVisible();
      await expect(previous).toBeVisible();

      // A slice of the second card shows at the row's right edge: there is more. Measured within
      // the row, not the viewport: a click may scroll the page to reach its button.
      const second = list.getByRole('listitem').nth(1);
      const secondShown = () => shareShownInRow(second);
      expect(await secondShown()).toBeGreaterThan(0);
      expect(await secondShown()).toBeLessThan(0.9);

      const scrollLeft = () => list.evaluate((element) => element.scrollLeft);
      await next.click();
      await expect.poll(scrollLeft).toBeGreaterThan(0);
      await expect.poll(secondShown).toBeGreaterThanOrEqual(0.9);
      await previous.click();
      await expect.poll(scrollLeft).toBe(0);
    }
  });

  test('from tablets on, portfolio videos and written testimonials are plain grids', async ({
    page,
  }) => {
    await openAt(page, DESKTOP);
    for (const row of [portfolioSection.videosRow, testimonialsSection.writtenRow]) {
      const region = page.getByRole('region', { name: row.region });
      await expect(region.getByRole('button', { name: row.next })).toBeHidden();
      for (const item of await region.getByRole('listitem').all()) {
        await item.scrollIntoViewIfNeeded();
        await expect(item).toBeInViewport({ ratio: 0.99 });
      }
    }
  });
});

test.describe('hero visual', () => {
  const heroPictureRequests = (page: Page) => {
    const urls: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/hero-phone-[^/]+\.(avif|webp)$/.test(request.url())) urls.push(request.url());
    });
    return urls;
  };

  test('desktop: the phone picture fills the right side, sized before it loads', async ({
    page,
  }) => {
    const requests = heroPictureRequests(page);
    await openAt(page, DESKTOP);
    const picture = page.locator('#hero').getByRole('img', { name: hero.visual.alt });
    await expect(picture).toBeVisible();
    await expect(picture).toHaveAttribute('width', String(hero.visual.width));
    await expect(picture).toHaveAttribute('height', String(hero.visual.height));
    await expect(picture).not.toHaveAttribute('loading', 'lazy');
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/hero-phone-.*\.avif$/);
    const box = await picture.boundingBox();
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
    expect(box && heading && box.x > heading.x + heading.width).toBe(true);
    expect(box?.width).toBe(hero.visual.width);
    expect(requests).toHaveLength(1);
  });

  test('phone: no picture is shown or downloaded, and it is never the LCP', async ({ page }) => {
    const requests = heroPictureRequests(page);
    await openAt(page, PHONE);
    await expect(page.locator('#hero').getByRole('img', { name: hero.visual.alt })).toBeHidden();
    const lcp = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          // Chromium stops recording LCP at the first input (here the press that loads the app),
          // and now and then has recorded none by then. The page has always painted, so watching
          // paints too makes the first callback certain; it brings every buffered entry at once.
          const observer = new PerformanceObserver((list) => {
            const lcp = list.getEntriesByType('largest-contentful-paint') as (PerformanceEntry & {
              element?: Element;
            })[];
            observer.disconnect();
            resolve(lcp.at(-1)?.element?.tagName ?? 'none');
          });
          observer.observe({ type: 'largest-contentful-paint', buffered: true });
          observer.observe({ type: 'paint', buffered: true });
        }),
    );
    expect(lcp).not.toBe('IMG');
    expect(requests).toEqual([]);
  });
});

test.describe('rendering what is near the viewport only', () => {
  /** Whether the browser renders the element now, or skips it as far from the viewport. */
  const rendered = (element: Locator) =>
    element.evaluate((node) => node.checkVisibility({ contentVisibilityAuto: true }));

  // One load, watched from before its first paint to after hydration: what the page skips at
  // load, when it links the styles of what it skipped, and what hydrating adds.
  test('skips far blocks at load, styles them after the first paint, and hydrating restyles nothing', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    // They may be requested earlier (a preload holds no paint back); linked as a stylesheet
    // before the first paint, they could hold it back.
    await page.addInitScript(() => {
      new MutationObserver((records, observer) => {
        const linked = records.some(({ addedNodes }) =>
          [...addedNodes].some(
            (node) =>
              node instanceof HTMLLinkElement &&
              node.rel === 'stylesheet' &&
              /\/assets\/page-[\w-]+\.css$/.test(node.href),
          ),
        );
        if (!linked) return;
        observer.disconnect();
        (window as Window & { stylesLinkedAt?: number }).stylesLinkedAt = performance.now();
      }).observe(document, { childList: true, subtree: true });
    });
    // No input: the page stays as loaded, before any sign of intent.
    await page.goto('/');

    await test.step('at load, blocks far below the fold are skipped, even in a section that starts near it', async () => {
      // The services section starts near the fold, so it is rendered, but not its long card list.
      const services = page.locator('#services');
      await expect.poll(() => rendered(services.locator('> *'))).toBe(true);
      expect(await rendered(services.getByRole('heading', { level: 3 }).last())).toBe(false);
      expect(await rendered(page.locator('#contact-heading'))).toBe(false);
      expect(await rendered(page.getByRole('contentinfo').getByRole('link').first())).toBe(false);
    });

    const prerendered = await page.evaluate(() => [
      ...new Set(
        [...document.querySelectorAll('[class*="css-"]')].flatMap((element) =>
          [...element.classList].filter((name) => name.startsWith('css-')),
        ),
      ),
    ]);

    await test.step('the styles of skipped blocks are linked only after the first paint', async () => {
      const times = () =>
        page.evaluate(() => ({
          paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
          linked: (window as Window & { stylesLinkedAt?: number }).stylesLinkedAt,
        }));
      await expect.poll(async () => (await times()).linked).toBeDefined();
      const { paint, linked } = await times();
      expect(linked).toBeGreaterThanOrEqual(paint ?? Number.POSITIVE_INFINITY);
    });

    await test.step('hydrating inserts no rule again for a class the prerendered page already styles', async () => {
      await hydrateOnIntent(page);
      const inserted = await page.evaluate(() =>
        [...document.querySelectorAll('style[data-emotion="css"]')]
          .flatMap((style) => [...((style as HTMLStyleElement).sheet?.cssRules ?? [])])
          .map((rule) => rule.cssText)
          .join('\n'),
      );
      expect(inserted).not.toBe('');
      const insertedAgain = prerendered.filter((name) =>
        new RegExp(`\\.${name}(?![\\w-])`).test(inserted),
      );
      expect(insertedAgain).toEqual([]);
    });

    await test.step('the deferred styles style a skipped block when it is seen', async () => {
      const heading = page.locator('#contact-heading');
      await heading.scrollIntoViewIfNeeded();
      await expect
        .poll(() => heading.evaluate((node) => getComputedStyle(node).fontFamily))
        .toContain('Sora');
    });
  });

  const DEFERRED_STYLES = '**/assets/page-*.css';

  /** Scrolls through the whole page a screen at a time; fails if its height ever changes. */
  async function expectSteadyHeightWhileScrolling(page: Page) {
    const height = () => page.evaluate(() => document.documentElement.scrollHeight);
    const measured = await height();
    for (let top = 0; top < measured; top += PHONE.height) {
      await page.evaluate(
        (y) =>
          new Promise<void>((resolve) => {
            window.scrollTo({ top: y, behavior: 'instant' });
            // Two frames: the blocks now near the viewport are laid out in the first.
            requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
          }),
        top,
      );
      expect(await height(), `scrolled to ${top}`).toBe(measured);
    }
  }

  test.beforeEach(({ page }) => noteDeferredStylesLoad(page));

  test('scrolling through the page never changes its height: each skipped block holds its own', async ({
    page,
  }) => {
    await openAt(page, PHONE);
    await fontsAndStylesInAndMeasured(page);
    await expectSteadyHeightWhileScrolling(page);
  });

  /**
   * Opens the page with the requests matching `held` held back until the page has been measured
   * at the first sign of intent, then lets them through.
   */
  async function openMeasuredBefore(page: Page, held: string) {
    const waiting: (() => Promise<void>)[] = [];
    await page.route(held, (route) => {
      waiting.push(() => route.continue());
    });
    await page.setViewportSize(PHONE);
    await gotoReady(page, '/');
    await page.waitForFunction(
      (attribute) => !document.documentElement.hasAttribute(attribute),
      MEASURING_ATTRIBUTE,
    );
    await expect.poll(() => waiting.length).toBeGreaterThan(0);
    await page.unroute(held);
    await Promise.all(waiting.map((release) => release()));
  }

  test('web fonts arriving after the first sign of intent are measured in too', async ({
    page,
  }) => {
    // The fonts are held until the page has been measured in their fallbacks.
    await openMeasuredBefore(page, '**/*.woff2');
    await fontsAndStylesInAndMeasured(page);
    await expectSteadyHeightWhileScrolling(page);
  });

  test('styles arriving after the first sign of intent are measured in too', async ({ page }) => {
    await openMeasuredBefore(page, DEFERRED_STYLES);
    await fontsAndStylesInAndMeasured(page);
    await expectSteadyHeightWhileScrolling(page);
  });

  test('the page is not laid out whole before its deferred styles are in: unstyled heights are wrong', async ({
    page,
  }) => {
    await page.addInitScript((attribute) => {
      new MutationObserver(() => {
        const root = document.documentElement;
        if (root.hasAttribute(attribute) && root.dataset.testStylesLoaded === undefined) {
          root.dataset.testMeasuredUnstyled = '';
        }
      }).observe(document, { attributes: true, subtree: true, attributeFilter: [attribute] });
    }, MEASURING_ATTRIBUTE);
    const styles = await holdRequests(page, /\/assets\/page-[\w-]+\.css$/);
    await page.setViewportSize(PHONE);
    await page.goto('/');
    // The visitor's intent brings the app in, which the styles do not hold back.
    await hydrateOnIntent(page);
    expect(styles.requested()).toBe(true);
    await styles.release();
    await fontsAndStylesInAndMeasured(page);
    expect(await page.evaluate(() => document.documentElement.dataset.testMeasuredUnstyled)).toBe(
      undefined,
    );
    await expectSteadyHeightWhileScrolling(page);
  });
});
