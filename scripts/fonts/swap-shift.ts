import type { Browser, BrowserContextOptions } from '@playwright/test';
import { setTimeout as sleep } from 'node:timers/promises';

/** How long the web fonts are held, so the fallback paints first and the swap is a late one. */
const FONT_DELAY_MS = 1_000;

/**
 * The layout shift (as CLS scores it) of the web fonts' swap on `url`, the page's fallback faces
 * rewritten by `rewrite` in the HTML it is served: the fonts held a second, every shift from the
 * moment the boot adds them to the page summed. The mean of `runs` cold loads.
 */
export async function swapShift(
  browser: Browser,
  url: string,
  screen: BrowserContextOptions,
  rewrite: (html: string) => string,
  runs = 3,
): Promise<number> {
  let total = 0;
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext(screen);
    const page = await context.newPage();
    await page.route(
      (target) => target.href === url,
      async (route) => {
        const response = await route.fetch();
        const headers = { ...response.headers() };
        delete headers['content-encoding'];
        delete headers['content-length'];
        await route.fulfill({ response, headers, body: rewrite(await response.text()) });
      },
    );
    await page.route(/\.woff2$/, async (route) => {
      await sleep(FONT_DELAY_MS);
      await route.continue();
    });
    await page.addInitScript(() => {
      const state = { swap: Infinity, shifts: [] as Array<{ at: number; value: number }> };
      Object.assign(window, { __swapShift: state });
      const add = FontFaceSet.prototype.add;
      FontFaceSet.prototype.add = function (this: FontFaceSet, face: FontFace) {
        state.swap = Math.min(state.swap, performance.now());
        return add.call(this, face);
      };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>)
          state.shifts.push({ at: entry.startTime, value: entry.value });
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(url);
    await page.waitForFunction(() =>
      [...document.fonts].some((face) => face.family.replaceAll('"', '') === 'Inter Variable'),
    );
    await page.evaluate(() => document.fonts.ready);
    // The swap's frames, and the boot's measuring pass after it.
    await page.waitForTimeout(500);
    total += await page.evaluate(() => {
      const { swap, shifts } = (
        window as unknown as {
          __swapShift: { swap: number; shifts: Array<{ at: number; value: number }> };
        }
      ).__swapShift;
      return shifts.filter(({ at }) => at >= swap).reduce((sum, { value }) => sum + value, 0);
    });
    await context.close();
  }
  return total / runs;
}
