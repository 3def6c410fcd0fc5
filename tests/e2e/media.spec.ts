import type { Page } from '@playwright/test';
import { gainsSection } from '../../src/content/gains';
import { portfolioVideos } from '../../src/content/portfolio';
import { testimonialPosterSize, videoTestimonials } from '../../src/content/testimonials';
import { expect, gotoReady, settle, test } from './fixtures';

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

test.describe('video posters', () => {
  const VIDEO_PLATFORM = /youtube|ytimg|googlevideo/;

  test('nothing is requested from the video platform until a video is opened', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (VIDEO_PLATFORM.test(new URL(request.url()).hostname)) requests.push(request.url());
    });
    await gotoReady(page, '/');
    // Loads and decodes every image on the page, the lazy posters included.
    await settle(page);
    expect(requests).toEqual([]);

    await page
      .getByRole('button', { name: /Assistir ao depoimento de/ })
      .first()
      .click();
    await expect(dialog(page).locator('iframe')).toHaveCount(1);
    await expect
      .poll(() => requests)
      .toEqual([expect.stringMatching(/^https:\/\/www\.youtube-nocookie\.com\/embed\//)]);
  });

  test('every video shows its own poster, sized, lazy, with one play mark', async ({ page }) => {
    const videos = page
      .getByRole('button', { name: /Assistir ao depoimento de/ })
      .or(page.getByRole('link', { name: /Assistir ao vídeo/ }));
    await expect(videos).toHaveCount(videoTestimonials.length + portfolioVideos.length);
    const posterFiles = new Set<string>();
    for (const video of await videos.all()) {
      const poster = video.locator('img');
      await expect(poster).toHaveCount(1);
      await expect(poster).toHaveAttribute('src', /^\/assets\/.+\.webp$/);
      await expect(poster).toHaveAttribute('loading', 'lazy');
      await expect(poster).toHaveAttribute('width', /^\d+$/);
      await expect(poster).toHaveAttribute('height', /^\d+$/);
      await expect(video.locator('picture source[type="image/avif"]')).toHaveCount(1);
      // The play mark is drawn by the page over the poster, once.
      await expect(video.locator('svg')).toHaveCount(1);
      posterFiles.add((await poster.getAttribute('src')) ?? '');
    }
    expect(posterFiles.size).toBe(videoTestimonials.length + portfolioVideos.length);

    // Each poster is rendered at its slot's size, not a shrunken screenshot or a stretched icon.
    const first = page
      .getByRole('button', { name: /Assistir ao depoimento de/ })
      .first()
      .locator('img');
    await first.scrollIntoViewIfNeeded();
    await expect
      .poll(() => first.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(testimonialPosterSize.width);
  });

  test('the gains block has a poster and a caption that agree, and nothing to play', async ({
    page,
  }) => {
    const { video } = gainsSection;
    const figure = page.getByRole('figure', { name: video.ariaLabel });
    await expect(figure.locator('img')).toHaveAttribute('src', /^\/assets\/.+\.webp$/);
    await expect(figure.locator('svg')).toHaveCount(0);
    await expect(figure.getByRole('button')).toHaveCount(0);
    await expect(figure.getByRole('link')).toHaveCount(0);
    await expect(figure.locator('figcaption')).toHaveText(video.caption);
    // The poster prints the headline; the caption says the same words.
    const headline = video.headline.replace(/^Em breve: /, '');
    expect(video.caption).toContain(headline.replace(/, em 2 minutos$/, ''));
    expect(video.caption).toContain('em 2 minutos');
    expect(video.caption.toLowerCase()).toContain(video.status.toLowerCase().replace('vídeo ', ''));
  });
});
