import type { Page } from '@playwright/test';
import { gainsSection } from '../../src/content/gains';
import { portfolioSection, portfolioSites, portfolioVideos } from '../../src/content/portfolio';
import { testimonialPosterSize, videoTestimonials } from '../../src/content/testimonials';
import { expect, gotoReady, settle, test } from './fixtures';

const dialog = (page: Page) => page.getByRole('dialog');

/** The URLs the page requests from now on whose address matches `pattern`, as they come. */
function requestsMatching(page: Page, pattern: RegExp): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (pattern.test(request.url())) urls.push(request.url());
  });
  return urls;
}

test.beforeEach(async ({ page }) => {
  await gotoReady(page, '/');
});

test.describe('portfolio lightbox', () => {
  const firstSite = (page: Page) =>
    page
      .locator('#portfolio')
      .getByRole('button', { name: /Ampliar imagem do projeto/ })
      .first();

  test('shows every site project and video; a project opens large, and closes with X, Escape and the backdrop', async ({
    page,
  }) => {
    await test.step('shows every site project and video', async () => {
      const portfolio = page.locator('#portfolio');
      await expect(portfolio.getByRole('button', { name: /Ampliar imagem/ })).toHaveCount(
        portfolioSites.length,
      );
      const videos = portfolio.getByRole('link', { name: /Assistir ao vídeo/ });
      await expect(videos).toHaveCount(portfolioVideos.length);
      for (const video of await videos.all()) {
        await expect(video).toHaveAttribute('target', '_blank');
        await expect(video).toHaveAttribute('rel', 'noopener noreferrer');
      }
    });
    await test.step('opens the large image and closes with X', async () => {
      await firstSite(page).click();
      await expect(dialog(page)).toBeVisible();
      // Over an opaque veil: the title and the counter never read over the page's text.
      await expect(dialog(page)).toHaveCSS('background-color', /^rgb\(/);
      await expect(
        dialog(page).getByRole('img', { name: /Página inicial do site/ }),
      ).toHaveAttribute('src', /-full-.*\.webp$/);
      await dialog(page).getByRole('button', { name: 'Fechar' }).click();
      await expect(dialog(page)).toHaveCount(0);
      await expect(firstSite(page)).toBeFocused();
    });
    await test.step('closes with Escape and with a click on the backdrop', async () => {
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
});

test.describe('portfolio lightbox, stepping and zooming', () => {
  const labels = portfolioSection.lightbox;
  const total = portfolioSites.length;
  const title = (page: Page) => dialog(page).getByRole('heading');

  async function openSite(page: Page, index: number) {
    const site = portfolioSites[index];
    await page
      .getByRole('button', { name: portfolioSection.openSiteLabel(site?.title ?? '') })
      .click();
    await expect(title(page)).toHaveText(site?.title ?? '');
  }

  async function expectShowing(page: Page, index: number) {
    const site = portfolioSites[index];
    await expect(title(page)).toHaveText(site?.title ?? '');
    await expect(dialog(page).getByText(`${index + 1} / ${total}`)).toBeVisible();
    await expect(dialog(page).getByRole('img', { name: site?.imageAlt })).toBeVisible();
  }

  // One lightbox, opened once: each step starts where the last one left it.
  test('steps with the buttons, the arrow keys and a swipe; zooms to full resolution with the button and with a tap', async ({
    page,
  }) => {
    await test.step('steps with the buttons, wrapping at both ends, with a counter', async () => {
      await openSite(page, 2);
      await expectShowing(page, 2);
      await dialog(page).getByRole('button', { name: labels.nextLabel }).click();
      await expectShowing(page, 3);
      await dialog(page).getByRole('button', { name: labels.previousLabel }).click();
      await dialog(page).getByRole('button', { name: labels.previousLabel }).click();
      await dialog(page).getByRole('button', { name: labels.previousLabel }).click();
      await expectShowing(page, 0);
      await dialog(page).getByRole('button', { name: labels.previousLabel }).click();
      await expectShowing(page, total - 1);
      await dialog(page).getByRole('button', { name: labels.nextLabel }).click();
      await expectShowing(page, 0);
    });
    await test.step('steps with the arrow keys', async () => {
      // From the first project, where the buttons left it.
      await expectShowing(page, 0);
      await page.keyboard.press('ArrowRight');
      await expectShowing(page, 1);
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expectShowing(page, total - 1);
      await page.keyboard.press('ArrowRight');
      await expectShowing(page, 0);
    });
    await test.step('steps with a sideways swipe', async () => {
      await expectShowing(page, 0);
      const image = dialog(page).getByRole('img', { name: portfolioSites[0]?.imageAlt });
      const box = await image.boundingBox();
      if (!box) throw new Error('The lightbox image has no box');
      const y = box.y + box.height / 2;
      const swipe = async (from: number, to: number) => {
        await page.mouse.move(box.x + box.width * from, y);
        await page.mouse.down();
        await page.mouse.move(box.x + box.width * to, y, { steps: 5 });
        await page.mouse.up();
      };
      await swipe(0.8, 0.2);
      await expectShowing(page, 1);
      await swipe(0.2, 0.8);
      await expectShowing(page, 0);
      // A swipe is not a tap: the image stayed fitted.
      await expect(dialog(page).getByRole('button', { name: labels.zoomLabel })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
    });
    await test.step('shows the image at full resolution, panned by scrolling', async () => {
      await expectShowing(page, 0);
      const zoom = dialog(page).getByRole('button', { name: labels.zoomLabel });
      await zoom.click();
      await expect(zoom).toHaveAttribute('aria-pressed', 'true');
      const area = dialog(page).getByRole('region', { name: labels.zoomedRegionLabel });
      const image = area.getByRole('img');
      await expect(image).toHaveJSProperty('complete', true);
      // Drawn at its own pixels: as wide as the file, wider than the area that pans it.
      const sizes = await image.evaluate((img: HTMLImageElement) => ({
        drawn: img.getBoundingClientRect().width,
        natural: img.naturalWidth,
        area: img.parentElement?.parentElement?.clientWidth ?? 0,
      }));
      expect(sizes.drawn).toBe(sizes.natural);
      expect(sizes.drawn).toBeGreaterThan(sizes.area);
      // A 1× screen keeps the file it already has; the sharper one is for 2× screens.
      expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-full-/);
      // Zoomed in, it opens on the middle of the image; scrolling pans it both ways.
      const scrolled = () =>
        area.evaluate((element) => ({ left: element.scrollLeft, top: element.scrollTop }));
      expect((await scrolled()).left).toBeGreaterThan(0);
      await area.evaluate((element) => element.scrollTo({ left: 0, top: 0, behavior: 'instant' }));
      await area.evaluate((element) =>
        element.scrollBy({ left: 60, top: 40, behavior: 'instant' }),
      );
      await expect.poll(scrolled).toEqual({ left: 60, top: 40 });
      // Stepping on shows the next project whole again.
      await dialog(page).getByRole('button', { name: labels.nextLabel }).click();
      await expectShowing(page, 1);
      await expect(zoom).toHaveAttribute('aria-pressed', 'false');
    });
    await test.step('zooms in with a tap on the image, and out with another', async () => {
      // Back to the first project: the step before moved on to the second.
      await dialog(page).getByRole('button', { name: labels.previousLabel }).click();
      await expectShowing(page, 0);
      await dialog(page).getByRole('img', { name: portfolioSites[0]?.imageAlt }).click();
      const area = dialog(page).getByRole('region', { name: labels.zoomedRegionLabel });
      await expect(area).toBeVisible();
      await area.click();
      await expect(area).toHaveCount(0);
    });
  });
});

test.describe('portfolio lightbox on a 2× screen', () => {
  test.use({ deviceScaleFactor: 2 });
  const labels = portfolioSection.lightbox;

  test('"Ver em tamanho real" shows a file with a pixel for every screen pixel, loaded only then', async ({
    page,
  }) => {
    const zoomFiles = requestsMatching(page, /-zoom-/);
    const [first] = portfolioSites;
    if (!first) throw new Error('No portfolio site');
    await page.getByRole('button', { name: portfolioSection.openSiteLabel(first.title) }).click();
    await expect(dialog(page).getByRole('img', { name: first.imageAlt })).toBeVisible();
    await expect(dialog(page).getByRole('img', { name: first.imageAlt })).toHaveJSProperty(
      'complete',
      true,
    );
    expect(zoomFiles).toEqual([]);

    await dialog(page).getByRole('button', { name: labels.zoomLabel }).click();
    const image = dialog(page)
      .getByRole('region', { name: labels.zoomedRegionLabel })
      .getByRole('img');
    await expect(image).toHaveJSProperty('complete', true);
    expect(zoomFiles).toEqual([expect.stringContaining(`${first.id}-zoom-`)]);
    // The file's own pixels (an `x` descriptor scales naturalWidth down), against its drawn width.
    const drawn = await image.evaluate(async (img: HTMLImageElement) => {
      const file = await createImageBitmap(await (await fetch(img.currentSrc)).blob());
      return {
        file: img.currentSrc,
        imagePixelsPerCssPixel: file.width / img.getBoundingClientRect().width,
      };
    });
    expect(drawn.file).toContain(`${first.id}-zoom-`);
    expect(drawn.imagePixelsPerCssPixel).toBe(2);
  });
});

test.describe('portfolio lightbox on a touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const labels = portfolioSection.lightbox;

  /** A one-finger drag, as the phone's touch screen reports it. */
  async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
    const session = await page.context().newCDPSession(page);
    const steps = 4;
    await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
    for (let step = 1; step <= steps; step += 1) {
      const point = {
        x: from.x + ((to.x - from.x) * step) / steps,
        y: from.y + ((to.y - from.y) * step) / steps,
      };
      await session.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
    }
    await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await session.detach();
  }

  test('a tap zooms in, a drag pans the full image, a swipe steps on', async ({ page }) => {
    // Each touch point is a round trip to the browser: slow on a busy machine.
    test.slow();
    const [first, second] = portfolioSites;
    await page
      .getByRole('button', { name: portfolioSection.openSiteLabel(first?.title ?? '') })
      .click();
    await dialog(page).getByRole('img', { name: first?.imageAlt }).tap();

    const area = dialog(page).getByRole('region', { name: labels.zoomedRegionLabel });
    await expect(area).toBeVisible();
    const scrolled = () =>
      area.evaluate((element) => ({ left: element.scrollLeft, top: element.scrollTop }));
    const before = await scrolled();
    const areaBox = await area.boundingBox();
    if (!areaBox) throw new Error('The zoomed area has no box');
    const centre = { x: areaBox.x + areaBox.width / 2, y: areaBox.y + areaBox.height / 2 };
    // A finger moving mostly one way scrolls along that axis only: one drag each way.
    await drag(page, centre, { x: centre.x - 120, y: centre.y });
    await expect.poll(async () => (await scrolled()).left).toBeGreaterThan(before.left);
    await drag(page, centre, { x: centre.x, y: centre.y - 100 });
    await expect.poll(async () => (await scrolled()).top).toBeGreaterThan(before.top);

    // A tap while the drag's fling is still on only stops the fling (even one held at the image's
    // edge, where nothing moves), and on a busy machine a tap's touches can come apart into a
    // long press: neither makes a click. A visitor taps again; so does the test, until it took.
    const toggle = dialog(page).getByRole('button', { name: labels.zoomLabel });
    await expect(async () => {
      await toggle.tap();
      // The click a tap makes may land after the tap's touches.
      await expect(toggle).toHaveAttribute('aria-pressed', 'false', { timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await expect(area).toBeHidden();
    const image = dialog(page).getByRole('img', { name: first?.imageAlt });
    await expect(image).toHaveJSProperty('complete', true);
    const box = await image.boundingBox();
    if (!box) throw new Error('The lightbox image has no box');
    const y = box.y + box.height / 2;
    await drag(page, { x: box.x + box.width - 20, y }, { x: box.x + 20, y });
    await expect(dialog(page).getByText(`2 / ${portfolioSites.length}`)).toBeVisible();
    await expect(dialog(page).getByRole('img', { name: second?.imageAlt })).toBeVisible();
  });
});

test.describe('video testimonials', () => {
  const firstVideo = (page: Page) =>
    page.getByRole('button', { name: /Assistir ao depoimento de/ }).first();

  test('every video card opens an embedded privacy-enhanced player, removed on closing', async ({
    page,
  }) => {
    await test.step('every video card opens an embedded privacy-enhanced player', async () => {
      await expect(page.getByRole('button', { name: /Assistir ao depoimento de/ })).toHaveCount(
        videoTestimonials.length,
      );
      await firstVideo(page).click();
      const player = dialog(page).locator('iframe');
      await expect(player).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
      await page.keyboard.press('Escape');
      await expect(page.locator('iframe')).toHaveCount(0);
    });
    await test.step('closes with a click on the backdrop, focus back on the card', async () => {
      await firstVideo(page).click();
      await expect(dialog(page).locator('iframe')).toHaveCount(1);
      // The top-left corner is backdrop at every viewport size.
      await page.mouse.click(3, 3);
      await expect(page.locator('iframe')).toHaveCount(0);
      await expect(firstVideo(page)).toBeFocused();
    });
    await test.step('closing removes the player, so the video stops', async () => {
      await firstVideo(page).click();
      await expect(dialog(page).locator('iframe')).toHaveCount(1);
      await dialog(page).getByRole('button', { name: 'Fechar' }).click();
      await expect(page.locator('iframe')).toHaveCount(0);
      await firstVideo(page).click();
      await page.keyboard.press('Escape');
      await expect(page.locator('iframe')).toHaveCount(0);
    });
    await test.step('Tab past the player comes back to the dialog; Escape closes from anywhere', async () => {
      await firstVideo(page).focus();
      await page.keyboard.press('Enter');
      // Loaded: a frame whose document is replaced drops the focus it held (to the body).
      await expect(
        dialog(page)
          .locator('iframe')
          .contentFrame()
          .getByText(/Player de teste/),
      ).toBeVisible();
      // The player takes focus and keeps its keys: Tab out of it lands on the page behind, or in
      // the browser's own controls (then the document has no focus), and must come back.
      for (let tab = 0; tab < 6; tab += 1) {
        await page.keyboard.press('Tab');
        const behind = await page.evaluate(() => {
          const active = document.activeElement;
          const dialog = document.querySelector('dialog[open]');
          return document.hasFocus() && active !== document.body && !dialog?.contains(active);
        });
        expect(behind).toBe(false);
      }
      // Focus on none of its controls (a player that failed to load hands it back to the body).
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.press('Escape');
      await expect(page.locator('iframe')).toHaveCount(0);
    });
  });
});

test.describe('video posters', () => {
  const VIDEO_PLATFORM = /youtube|ytimg|googlevideo/;

  test('no large image and nothing from the video platform is requested until opened, then only its own', async ({
    page,
  }) => {
    // The lightbox is on the page, closed, from the start: it must not load its image until then.
    const largeImages = requestsMatching(page, /-full-/);
    const requests: string[] = [];
    page.on('request', (request) => {
      if (VIDEO_PLATFORM.test(new URL(request.url()).hostname)) requests.push(request.url());
    });
    await gotoReady(page, '/');
    // Loads and decodes every image on the page, the lazy posters included.
    await settle(page);
    expect(largeImages).toEqual([]);
    expect(requests).toEqual([]);

    await test.step('a project opened loads its own large image', async () => {
      const [first] = portfolioSites;
      if (!first) throw new Error('No portfolio site');
      await page
        .locator('#portfolio')
        .getByRole('button', { name: /Ampliar imagem do projeto/ })
        .first()
        .click();
      await expect(dialog(page).getByRole('img', { name: first.imageAlt })).toBeVisible();
      await expect.poll(() => largeImages).toEqual([expect.stringContaining(`${first.id}-full-`)]);
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toHaveCount(0);
      expect(requests).toEqual([]);
    });

    await test.step('a video opened loads the privacy-enhanced player', async () => {
      await page
        .getByRole('button', { name: /Assistir ao depoimento de/ })
        .first()
        .click();
      await expect(dialog(page).locator('iframe')).toHaveCount(1);
      await expect
        .poll(() => requests)
        .toEqual([expect.stringMatching(/^https:\/\/www\.youtube-nocookie\.com\/embed\//)]);
    });
  });

  test('every video shows its own poster, sized, lazy, with one play mark; the gains frame has none', async ({
    page,
  }) => {
    // Eleven videos, seven checks each: on a busy two-core machine that outgrows the default.
    test.slow();
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

    await test.step('the gains block lists the work as text under a caption of its own, and has nothing to play', async () => {
      const { video } = gainsSection;
      const figure = page.getByRole('figure', { name: video.heading });
      await expect(figure.locator('img, svg')).toHaveCount(0);
      await expect(figure.getByRole('button')).toHaveCount(0);
      await expect(figure.getByRole('link')).toHaveCount(0);
      await expect(figure.getByRole('listitem')).toHaveCount(video.steps.length);
      await expect(figure.locator('figcaption')).toHaveText(video.caption);
    });
  });
});
