import type { Page } from '@playwright/test';

import { gotoReady } from './fixtures';

/**
 * Scrolls the whole page in steps so every fade-in section has entered, then back to the top.
 * The waits are the test runner's, so this works with the page's clock paused.
 */
export async function revealWholePage(page: Page) {
  const { height, step } = await page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    step: window.innerHeight / 2,
  }));
  for (let y = 0; y < height; y += step) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await page.waitForTimeout(40);
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

/**
 * The meteor timeline mounts just after hydration (it is client-only): advancing the clock before
 * it exists would let its delays start late. Its layer is there in every state, `off` included.
 */
export async function meteorTimelineStarted(page: Page) {
  await page.locator('[data-meteors]').waitFor({ state: 'attached' });
}

/** Loads a page with time stopped, so timed effects start at a known instant. */
export async function openWithFrozenClock(page: Page, path = '/') {
  await page.clock.install({ time: new Date('2026-01-01T12:00:00Z') });
  await page.clock.pauseAt(new Date('2026-01-01T12:00:01Z'));
  await gotoReady(page, path);
  if (path === '/') await meteorTimelineStarted(page);
}

/** Seeds the meteor shower so its 8 meteors land in the same places every run. */
export async function seedMeteors(page: Page, seed = 2026) {
  await page.addInitScript((value) => {
    window.__meteorSeed = value;
  }, seed);
}

export const SECTION_IDS = ['hero', 'services', 'portfolio', 'about', 'testimonials', 'contact'];
