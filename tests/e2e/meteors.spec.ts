import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, gotoReady, settle, test } from './fixtures';
import {
  intersectionsComputed,
  meteorCount,
  meteorsOf,
  openWithFrozenClock,
  seedMeteors,
} from './landing-helpers';

test('one prominent meteor after about 2 s, replaced by 8 meteors 4 s later, placed as the seed says', async ({
  page,
}) => {
  const positions = () =>
    meteorsOf(page, 'shower').evaluateAll((meteors) => meteors.map((m) => m.getAttribute('style')));
  await seedMeteors(page, 7);
  await openWithFrozenClock(page);
  await test.step('one prominent meteor after about 2 s, replaced by 8 meteors 4 s later', async () => {
    await page.clock.runFor(1999);
    await expect(page.locator('[data-meteors]')).toHaveAttribute('data-meteors', 'waiting');
    await expect(page.locator('[data-meteor]')).toHaveCount(0);
    await page.clock.runFor(1);
    await expect.poll(() => meteorCount(page, 'prominent')).toBe(1);
    await page.clock.runFor(3999);
    await expect.poll(() => meteorCount(page, 'prominent')).toBe(1);
    await expect(meteorsOf(page, 'shower')).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(page.locator('[data-meteors]')).toHaveAttribute('data-meteors', 'shower');
    await expect.poll(() => meteorCount(page, 'shower')).toBe(8);
    await expect(meteorsOf(page, 'prominent')).toHaveCount(0);
  });
  await test.step('the shower is reproducible with a seed', async () => {
    await page.clock.runFor(1000);
    const first = await positions();
    await openWithFrozenClock(page);
    await page.clock.runFor(7000);
    await expect.poll(() => meteorCount(page, 'shower')).toBe(8);
    expect(await positions()).toEqual(first);
  });
  await test.step('the sky measured anew, each meteor goes on from where it was', async () => {
    const flown = () =>
      meteorsOf(page, 'shower')
        .first()
        .evaluate((meteor) => Number(meteor.getAnimations()[0]?.currentTime));
    await meteorsOf(page, 'shower')
      .first()
      .evaluate((meteor) => {
        const [flight] = meteor.getAnimations();
        if (flight) flight.currentTime = 10_000;
      });
    const sky = await page.locator('[data-sky]').first().getAttribute('style');
    // Narrower, the hero's text wraps anew: its sky is measured again and drawn again.
    await page.setViewportSize({ width: 1000, height: 800 });
    await expect(page.locator('[data-sky]').first()).not.toHaveAttribute('style', sky ?? '');
    expect(await flown()).toBeGreaterThanOrEqual(10_000);
  });
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('there are no meteors at all, and content below the fold is simply visible', async ({
    page,
  }) => {
    await openWithFrozenClock(page);
    await page.clock.runFor(10_000);
    await expect(page.locator('[data-meteor]')).toHaveCount(0);
    const contact = page.locator('#contact h2');
    await contact.scrollIntoViewIfNeeded();
    await expect(contact).toBeVisible();
    expect(
      await page
        .locator('[data-reveal]')
        .evaluateAll((els) => els.every((el) => getComputedStyle(el).opacity === '1')),
    ).toBe(true);
  });
});

// How a section fades in as it scrolls into view: hidden until the margin, shown past it.
test('a section fades in only once 10% of it is 50 px above the bottom edge', async ({ page }) => {
  await gotoReady(page, '/');
  const reveal = page.locator('#contact [data-reveal]').first();
  await expect(reveal).toHaveCSS('opacity', '0');
  const placeTopAt = (offsetFromBottom: number) =>
    reveal.evaluate((el, offset) => {
      const top = el.getBoundingClientRect().top + window.scrollY;
      window.scrollTo({ top: top - window.innerHeight + offset, behavior: 'instant' });
      return el.getBoundingClientRect().height;
    }, offsetFromBottom);

  // 40 px showing: still inside the 50 px margin, so not yet "in view".
  const height = await placeTopAt(40);
  await intersectionsComputed(page, '#contact [data-reveal]');
  await expect(reveal).toHaveCSS('opacity', '0');
  // 50 px margin plus 10% of its height, and a little more: now it enters.
  await placeTopAt(50 + height * 0.1 + 20);
  await expect(reveal).toHaveCSS('opacity', '1');
});

/**
 * Every animation of the page paused, each meteor's at `fraction` of its flight: from then on the
 * meteors alone change the page.
 */
async function pauseFlights(page: Page, fraction: number) {
  await page.evaluate((at) => {
    for (const animation of document.getAnimations()) {
      animation.pause();
      const target = (animation.effect as KeyframeEffect | null)?.target;
      if (!target?.matches('[data-meteor]')) continue;
      const { delay = 0, duration } = animation.effect?.getComputedTiming() ?? {};
      animation.currentTime = Number(delay) + at * Number(duration);
    }
  }, fraction);
}

/** The viewport's boxes of every line of text on the page. */
const textLines = (page: Page) =>
  page.evaluate(() => {
    const lines: { left: number; top: number; right: number; bottom: number }[] = [];
    const range = document.createRange();
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      if (!node.nodeValue?.trim()) continue;
      range.selectNodeContents(node);
      for (const { left, top, right, bottom } of range.getClientRects()) {
        if (right > 0 && bottom > 0 && left < innerWidth && top < innerHeight) {
          lines.push({ left, top, right, bottom });
        }
      }
    }
    return lines;
  });

/** The part of the viewport the meteors' layer covers: it paints nothing outside its box. */
async function layerClip(page: Page) {
  const box = await page
    .locator('[data-meteors]')
    .evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect);
  const size = page.viewportSize() ?? { width: 0, height: 0 };
  const x = Math.max(0, Math.floor(box.left));
  const y = Math.max(0, Math.floor(box.top));
  const width = Math.min(size.width, Math.ceil(box.right)) - x;
  const height = Math.min(size.height, Math.ceil(box.bottom)) - y;
  return { x, y, width, height };
}

type Clip = Awaited<ReturnType<typeof layerClip>>;

/** The clipped screen's pixels, raw. */
const shot = async (page: Page, clip: Clip) =>
  sharp(await page.screenshot({ animations: 'allow', caret: 'hide', clip }))
    .raw()
    .toBuffer({ resolveWithObject: true });

/** The clipped screen without the meteors: the page they fly over. */
async function withoutMeteors(page: Page, clip: Clip) {
  const layer = page.locator('[data-meteors]');
  await layer.evaluate((element: HTMLElement) => (element.style.visibility = 'hidden'));
  const without = await shot(page, clip);
  await layer.evaluate((element: HTMLElement) => (element.style.visibility = ''));
  return without;
}

/**
 * The viewport's pixels the meteors change: the page with them, against the page without, inside
 * their layer. Outside it, a floating button on its way in (animated in frames of its own) is not
 * a meteor.
 */
async function meteorPixels(page: Page, clip: Clip, without: Awaited<ReturnType<typeof shot>>) {
  const { data, info } = await shot(page, clip);
  const { width, channels } = info;
  const changed: [number, number][] = [];
  const differs = (index: number) => Math.abs((data[index] ?? 0) - (without.data[index] ?? 0)) > 24;
  for (let index = 0; index < data.length; index += channels) {
    if (differs(index) || differs(index + 1) || differs(index + 2)) {
      const pixel = index / channels;
      changed.push([clip.x + (pixel % width), clip.y + Math.floor(pixel / width)]);
    }
  }
  return changed;
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
  { width: 844, height: 390 },
]) {
  test(`meteors never cross a line of text (${viewport.width}x${viewport.height})`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    await seedMeteors(page);
    await openWithFrozenClock(page);
    // Web fonts in and pictures decoded: nothing but the meteors changes between two shots.
    await settle(page);
    // Blocks fade in as they scroll into view (a transition, which cannot be paused).
    await page.addStyleTag({ content: '*, ::before, ::after { transition: none !important }' });
    for (const [phase, wait] of [
      ['prominent', 2000],
      ['shower', 4000],
    ] as const) {
      await page.clock.runFor(wait);
      await expect(page.locator('[data-meteors]')).toHaveAttribute('data-meteors', phase);
      for (const scrollY of [0, viewport.height / 2]) {
        await page.evaluate((y) => scrollTo({ top: y, behavior: 'instant' }), scrollY);
        // Paused, the page under the meteors stands still: its text and its pixels are taken once.
        await pauseFlights(page, 0);
        const lines = await textLines(page);
        const clip = await layerClip(page);
        const without = await withoutMeteors(page, clip);
        let shown = 0;
        for (const fraction of [0, 1 / 6, 2 / 6, 3 / 6, 4 / 6, 5 / 6]) {
          await pauseFlights(page, fraction);
          const pixels = await meteorPixels(page, clip, without);
          shown += pixels.length;
          const crossing = pixels.filter(([x, y]) =>
            lines.some((l) => x >= l.left && x < l.right && y >= l.top && y < l.bottom),
          );
          expect(crossing.slice(0, 5), `${phase} at ${fraction}, scrolled ${scrollY}`).toEqual([]);
        }
        // Kept off the text, they still fly in the sky around it (seen from the top: the
        // prominent meteor crosses the top of the sky alone).
        if (scrollY === 0) expect(shown, phase).toBeGreaterThan(0);
      }
    }
  });
}
