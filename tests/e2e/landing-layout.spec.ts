import type { Locator, Page } from '@playwright/test';
import { hero } from '../../src/content/hero';
import { portfolioSection, portfolioSites, portfolioVideos } from '../../src/content/portfolio';
import { services } from '../../src/content/services';
import {
  testimonialsSection,
  videoTestimonials,
  writtenTestimonials,
} from '../../src/content/testimonials';
import { expect, fadedIn, gotoReady, test } from './fixtures';

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

test.describe('the first paint', () => {
  // One load, watched from before its first paint: when it links the styles of what it deferred.
  test('styles what comes later after the first paint', async ({ page }) => {
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
    await page.goto('/');

    await test.step('the deferred styles are linked only after the first paint', async () => {
      const times = () =>
        page.evaluate(() => ({
          paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
          linked: (window as Window & { stylesLinkedAt?: number }).stylesLinkedAt,
        }));
      await expect.poll(async () => (await times()).linked).toBeDefined();
      const { paint, linked } = await times();
      expect(linked).toBeGreaterThanOrEqual(paint ?? Number.POSITIVE_INFINITY);
    });

    await test.step('the deferred styles style a later block when it is seen', async () => {
      const heading = page.locator('#contact-heading');
      await heading.scrollIntoViewIfNeeded();
      await expect
        .poll(() => heading.evaluate((node) => getComputedStyle(node).fontFamily))
        .toContain('Sora');
    });
  });
});
