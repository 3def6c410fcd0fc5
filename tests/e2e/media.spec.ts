import type { Page } from '@playwright/test';
import { expect, gotoReady, test } from './fixtures';

const dialog = (page: Page) => page.getByRole('dialog');

test.beforeEach(async ({ page }) => {
  await gotoReady(page, '/');
});

test.describe('portfolio lightbox', () => {
  const firstSite = (page: Page) =>
    page
      .locator('#portfolio')
      .getByRole('button', { name: /Ampliar imagem do projeto/ })
      .first();

  test('shows 7 site projects and 4 videos', async ({ page }) => {
    const portfolio = page.locator('#portfolio');
    await expect(portfolio.getByRole('button', { name: /Ampliar imagem/ })).toHaveCount(7);
    const videos = portfolio.getByRole('link', { name: /Assistir ao vídeo/ });
    await expect(videos).toHaveCount(4);
    for (const video of await videos.all()) {
      await expect(video).toHaveAttribute('target', '_blank');
      await expect(video).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  test('opens the large image and closes with X', async ({ page }) => {
    await firstSite(page).click();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByRole('img', { name: /Página inicial do site/ })).toHaveAttribute(
      'src',
      /-full-.*\.webp$/,
    );
    await dialog(page).getByRole('button', { name: 'Fechar' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(firstSite(page)).toBeFocused();
  });

  test('closes with Escape and with a click on the backdrop', async ({ page }) => {
    await firstSite(page).click();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await firstSite(page).click();
    await expect(dialog(page)).toBeVisible();
    // The top-left corner is backdrop at every viewport size.
    await page.mouse.click(3, 3);
    await expect(dialog(page)).toHaveCount(0);
  });
});

test.describe('video testimonials', () => {
  const firstVideo = (page: Page) =>
    page.getByRole('button', { name: /Assistir ao depoimento de/ }).first();

  test('7 video cards open an embedded privacy-enhanced player', async ({ page }) => {
    await expect(page.getByRole('button', { name: /Assistir ao depoimento de/ })).toHaveCount(7);
    await firstVideo(page).click();
    const player = dialog(page).locator('iframe');
    await expect(player).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
  });

  test('closes with a click on the backdrop, focus back on the card', async ({ page }) => {
    await firstVideo(page).click();
    await expect(dialog(page).locator('iframe')).toHaveCount(1);
    // The top-left corner is backdrop at every viewport size.
    await page.mouse.click(3, 3);
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(firstVideo(page)).toBeFocused();
  });

  test('closing removes the player, so the video stops', async ({ page }) => {
    await firstVideo(page).click();
    await expect(dialog(page).locator('iframe')).toHaveCount(1);
    await dialog(page).getByRole('button', { name: 'Fechar' }).click();
    await expect(page.locator('iframe')).toHaveCount(0);
    await firstVideo(page).click();
    await page.keyboard.press('Escape');
    await expect(page.locator('iframe')).toHaveCount(0);
  });
});

test('video thumbnails fall back to the local placeholder when blocked', async ({
  page,
  problems,
}) => {
  problems.allow(/Failed to load resource/);
  await page.route('https://i.ytimg.com/**', (route) => route.abort('blockedbyclient'));
  await gotoReady(page, '/');
  const thumbnail = page.locator('#testimonials button img').first();
  await thumbnail.scrollIntoViewIfNeeded();
  await expect(thumbnail).not.toHaveAttribute('src', /i\.ytimg\.com/);
  expect(await thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});
