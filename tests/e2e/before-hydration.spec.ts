import type { Page, Route } from '@playwright/test';
import { menuLabels } from '../../src/content/menu';
import { expect, test } from './fixtures';

/**
 * Holds the app's module (the boot script requests it on the visitor's first sign of intent) until
 * `release` is called: what the test does meanwhile happens before hydration, as on a slow phone.
 */
async function holdTheApp(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(
    (url) => /\/assets\/index-[\w-]+\.js$/.test(url.pathname),
    (route) => (released ? route.continue() : held.push(route)),
  );
  return {
    requested: () => held.length > 0,
    async release() {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

const hydrated = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');

test.describe('before the app has loaded', () => {
  test('the first viewport is painted whole; only blocks below the fold wait to fade in', async ({
    page,
  }) => {
    await holdTheApp(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const blocks = await page.locator('[data-reveal]').evaluateAll((elements) =>
      elements.map((element) => ({
        top: element.getBoundingClientRect().top,
        pending: element.getAttribute('data-reveal') === 'pending',
        opacity: getComputedStyle(element).opacity,
      })),
    );
    const fold = page.viewportSize()?.height ?? 0;
    for (const block of blocks) {
      if (block.top < fold) expect(block).toMatchObject({ pending: false, opacity: '1' });
      else expect(block.pending).toBe(true);
    }
  });

  test('the app loads only once the visitor shows intent', async ({ page }) => {
    const app = await holdTheApp(page);
    await page.goto('/');
    await expect(page.locator('[data-meteors]')).toBeAttached();
    expect(app.requested()).toBe(false);
    await page.keyboard.press('Shift');
    await expect.poll(app.requested).toBe(true);
  });

  test('a press on the menu button is kept, shown, and opens the menu once the app is live', async ({
    page,
  }) => {
    const app = await holdTheApp(page);
    await page.goto('/');
    const opener = page.getByRole('button', { name: menuLabels.open });
    await opener.click();
    await expect(opener).toHaveAttribute('data-press-kept', '');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await app.release();
    await hydrated(page);
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(opener).not.toHaveAttribute('data-press-kept');
  });
});
