import type { Browser, BrowserContextOptions } from '@playwright/test';
import { setTimeout as sleep } from 'node:timers/promises';
import { MEASURING_ATTRIBUTE } from '../../src/boot/contract';

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
      const shifts: Array<{ at: number; value: number }> = [];
      const note = (entries: PerformanceEntryList) => {
        for (const entry of entries as Array<PerformanceEntry & { value: number }>)
          shifts.push({ at: entry.startTime, value: entry.value });
      };
      const observer = new PerformanceObserver((list) => note(list.getEntries()));
      observer.observe({ type: 'layout-shift', buffered: true });
      // Shifts recorded but not yet handed to the observer's callback count too.
      const read = () => {
        note(observer.takeRecords());
        return shifts;
      };
      const state = { swap: Infinity, read };
      Object.assign(window, { __swapShift: state });
      const add = FontFaceSet.prototype.add;
      FontFaceSet.prototype.add = function (this: FontFaceSet, face: FontFace) {
        state.swap = Math.min(state.swap, performance.now());
        return add.call(this, face);
      };
    });
    await page.goto(url);
    await page.waitForFunction(() =>
      [...document.fonts].some((face) => face.family.replaceAll('"', '') === 'Inter Variable'),
    );
    await page.evaluate(() => document.fonts.ready);
    // The boot's measuring pass, if the page runs one after the swap, then two frames: the one
    // that lays the text out in the fonts and the one after it, so its shifts are recorded.
    await page.waitForFunction(
      (attribute) => !document.documentElement.hasAttribute(attribute),
      MEASURING_ATTRIBUTE,
    );
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    total += await page.evaluate(() => {
      const { swap, read } = (
        window as unknown as {
          __swapShift: { swap: number; read: () => Array<{ at: number; value: number }> };
        }
      ).__swapShift;
      return read()
        .filter(({ at }) => at >= swap)
        .reduce((sum, { value }) => sum + value, 0);
    });
    await context.close();
  }
  return total / runs;
}
