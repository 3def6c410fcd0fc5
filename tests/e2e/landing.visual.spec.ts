import type { Page } from '@playwright/test';
import { expect, settle, test } from './fixtures';
import { openWithFrozenClock, revealWholePage, seedMeteors } from './landing-helpers';

/**
 * Visual states of the landing page. Time is frozen and the meteors seeded, so every run draws the
 * same sky; scrolling through first lets every section finish its fade-in.
 */
async function openLanding(page: Page) {
  await seedMeteors(page);
  await openWithFrozenClock(page);
}

async function settleAfter(page: Page, ms: number) {
  await page.clock.runFor(ms);
  await settle(page);
}

test.describe('@visual landing', () => {
  test.beforeEach(async ({ page }) => {
    await openLanding(page);
  });

  test('full page', async ({ page }) => {
    // Scrolling through 17,000 px, running the clock and capturing it all outlasts the default
    // test timeout on a loaded two-core machine; the screenshot's own 60 s needs room too.
    test.slow();
    await revealWholePage(page);
    await settleAfter(page, 7000);
    await expect(page).toHaveScreenshot(['landing', 'full-page.png'], {
      fullPage: true,
      timeout: 60_000,
    });
  });
});
