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
    await revealWholePage(page);
    await settleAfter(page, 7000);
    await expect(page).toHaveScreenshot(['landing', 'full-page.png'], { fullPage: true });
  });

  test('meteors prominent', async ({ page }) => {
    await settleAfter(page, 2500);
    await expect(page.locator('[data-meteor="prominent"]')).toHaveCount(1);
    await expect(page).toHaveScreenshot(['meteors', 'prominent.png']);
  });

  test('meteors shower', async ({ page }) => {
    await settleAfter(page, 7000);
    await expect(page.locator('[data-meteor="shower"]')).toHaveCount(8);
    await expect(page).toHaveScreenshot(['meteors', 'shower.png']);
  });

  test('menu open', async ({ page }) => {
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await settleAfter(page, 1000);
    await expect(page).toHaveScreenshot(['menu', 'open.png']);
  });

  test('menu tools expanded', async ({ page }) => {
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await page.getByRole('button', { name: 'Ferramentas' }).click();
    await expect(page.getByRole('link', { name: 'Criador de Link WhatsApp' })).toBeVisible();
    await settleAfter(page, 1000);
    await expect(page).toHaveScreenshot(['menu', 'tools-expanded.png']);
  });

  test('lightbox open', async ({ page }) => {
    await page
      .getByRole('button', { name: /Ampliar imagem do projeto/ })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await settleAfter(page, 1000);
    await expect(page).toHaveScreenshot(['lightbox', 'open.png']);
  });

  test('video modal open', async ({ page }) => {
    await page
      .getByRole('button', { name: /Assistir ao depoimento de/ })
      .first()
      .click();
    await expect(page.getByRole('dialog').locator('iframe')).toBeVisible();
    await settleAfter(page, 1000);
    await expect(page).toHaveScreenshot(['videoModal', 'open.png']);
  });

  test('back to top visible', async ({ page }) => {
    await page.evaluate(() => window.scrollTo({ top: 1200, behavior: 'instant' }));
    await expect(page.getByRole('button', { name: 'Voltar ao topo' })).toBeVisible();
    await settleAfter(page, 1000);
    await expect(page).toHaveScreenshot(['backToTop', 'visible.png']);
  });
});
