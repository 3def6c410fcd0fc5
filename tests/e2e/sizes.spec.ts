import type { Locator, Page } from '@playwright/test';
import { gainsSection } from '../../src/content/gains';
import { hero } from '../../src/content/hero';
import { menuLabels } from '../../src/content/menu';
import { notFound } from '../../src/content/not-found';
import { testimonialsSection } from '../../src/content/testimonials';
import { allowNotFound, expect, gotoReady, test } from './fixtures';
import { EVERY_PAGE, UNKNOWN_PATH } from './pages';

/**
 * Nothing a visitor sees is broken at any size: a small phone, a common one, the same on its side
 * (where people watch video) and a laptop. Sizes are set per block, so these run once, in the
 * desktop project (they carry no @visual or @a11y tag).
 */
const SIZES = [
  { width: 320, height: 568 },
  { width: 390, height: 844 },
  { width: 844, height: 390 },
  { width: 1280, height: 800 },
] as const;

/** The smallest text a visitor is asked to read, in CSS pixels. */
const SMALLEST_TEXT = 12;

/** Each element's text, and how many lines it takes, from the boxes of its text. */
const linesOf = (elements: Locator) =>
  elements.evaluateAll((nodes) =>
    nodes.map((node) => {
      const range = document.createRange();
      range.selectNodeContents(node);
      const tops = [...range.getClientRects()]
        .filter((rect) => rect.width > 0 && rect.height > 0)
        .map((rect) => Math.round(rect.top + rect.height / 2));
      // Boxes on one line share a middle, give or take a pixel or two (icons, mixed fonts).
      const lines = tops
        .sort((a, b) => a - b)
        .filter((top, index, all) => index === 0 || top - (all[index - 1] ?? top) > 4).length;
      return [node.textContent ?? '', lines] as const;
    }),
  );

/**
 * Whether the element is on screen, whole, and a press anywhere on it (its middle, and a quarter
 * of the way in from each corner: round buttons have no corners) reaches it, not something over it.
 */
const wholeAndUncovered = (element: Locator) =>
  element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const x = [box.left + box.width / 4, box.left + box.width / 2, box.right - box.width / 4];
    const y = [box.top + box.height / 4, box.top + box.height / 2, box.bottom - box.height / 4];
    const points = x.flatMap((left) => y.map((top) => [left, top] as const));
    return (
      box.top >= 0 &&
      box.left >= 0 &&
      box.bottom <= innerHeight &&
      box.right <= innerWidth &&
      points.every(([left, top]) => {
        const hit = document.elementFromPoint(left, top);
        return hit !== null && (hit === node || node.contains(hit));
      })
    );
  });

async function open(page: Page, path: string) {
  await gotoReady(page, path);
}

// One load a page, resized to each size in turn: the header is laid out by the size alone.
test('every header keeps its brand and its links on one line, at every size', async ({
  page,
  problems,
}) => {
  allowNotFound(problems);
  for (const path of EVERY_PAGE) {
    await open(page, path);
    for (const size of SIZES) {
      await page.setViewportSize(size);
      const links = page.locator('header').first().getByRole('link');
      expect(await links.count(), path).toBeGreaterThan(0);
      const wrapped = (await linesOf(links)).filter(([, lines]) => lines !== 1);
      expect(wrapped, `${path} at ${size.width}x${size.height}`).toEqual([]);
    }
  }
});

for (const size of SIZES) {
  const name = `${size.width}x${size.height}`;
  test.describe(`at ${name}`, () => {
    test.use({ viewport: size });

    // One load of the landing page for everything on it that a size could cut off.
    test('on the landing page nothing a visitor needs is cut off or too small', async ({
      page,
    }) => {
      await open(page, '/');
      if (size.width >= size.height) {
        await test.step("the hero's two buttons are on the first screen where it is wide", async () => {
          for (const label of [hero.primaryCta.label, hero.secondaryCta.label]) {
            const button = page.locator('#hero').getByRole('link', { name: label });
            expect(await wholeAndUncovered(button), label).toBe(true);
          }
        });
      }

      await test.step("the steps in the gains block's video frame are text no smaller than 12 px, and its caption does not repeat them", async () => {
        const { video } = gainsSection;
        const figure = page.getByRole('figure', { name: video.heading });
        await figure.scrollIntoViewIfNeeded();
        // Words baked into a picture shrink with it: the frame's words are the page's own text.
        await expect(figure.locator('img, svg, canvas')).toHaveCount(0);
        for (const step of video.steps) {
          await expect(figure.getByText(step.title, { exact: true })).toBeVisible();
          await expect(figure.getByText(step.text, { exact: true })).toBeVisible();
        }
        const sizes = await figure.evaluate((node) => {
          const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
          const found: [string, number][] = [];
          for (let text = walker.nextNode(); text; text = walker.nextNode()) {
            const words = text.textContent?.trim();
            if (words && text.parentElement)
              found.push([words, parseFloat(getComputedStyle(text.parentElement).fontSize)]);
          }
          return found;
        });
        for (const [words, fontSize] of sizes) {
          expect(fontSize, words).toBeGreaterThanOrEqual(SMALLEST_TEXT);
        }
        const caption = (await figure.locator('figcaption').textContent()) ?? '';
        for (const words of [video.heading, ...video.steps.flatMap((s) => [s.title, s.text])]) {
          expect(caption.toLowerCase(), words).not.toContain(words.toLowerCase());
        }
      });

      await test.step("a video testimonial's player fits the screen, controls and close button included", async () => {
        await page
          .getByRole('button', { name: /Assistir ao depoimento de/ })
          .first()
          .click();
        const dialog = page.getByRole('dialog');
        await expect(dialog.locator('iframe')).toHaveCount(1);
        // The player's controls are along its bottom edge: the whole player is on screen.
        const player = await dialog.locator('[data-player-stage]').boundingBox();
        expect(player).not.toBeNull();
        expect(player?.y).toBeGreaterThanOrEqual(0);
        expect((player?.y ?? 0) + (player?.height ?? 0)).toBeLessThanOrEqual(size.height);
        expect(player?.width).toBeGreaterThan(0);
        const close = dialog.getByRole('button', { name: testimonialsSection.closeLabel });
        expect(await wholeAndUncovered(close)).toBe(true);
        await close.click();
        await expect(dialog).toHaveCount(0);
      });

      await test.step("the menu's close button stays on screen however far the menu is scrolled", async () => {
        await page.getByRole('button', { name: menuLabels.open }).click();
        const dialog = page.getByRole('dialog', { name: menuLabels.title });
        await expect(dialog).toBeVisible();
        const close = dialog.getByRole('button', { name: menuLabels.close });
        // The dialog is what scrolls when the menu is taller than the screen.
        await dialog.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
        await expect.poll(() => wholeAndUncovered(close)).toBe(true);
        await close.click();
        await expect(dialog).toBeHidden();
      });
    });

    test('the 404 page says it in Portuguese beside the English, and logs only the bad path', async ({
      page,
      problems,
    }) => {
      allowNotFound(problems);
      const errors: { text: string; url: string }[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning')
          errors.push({ text: message.text(), url: message.location().url });
      });
      await open(page, UNKNOWN_PATH);
      await expect(page.getByText(notFound.message, { exact: true })).toBeVisible();
      await expect(page.getByText(notFound.message, { exact: true })).toHaveAttribute('lang', 'en');
      await expect(page.getByText(notFound.explanation, { exact: true })).toBeVisible();
      const [heading] = await linesOf(page.getByRole('heading', { level: 1 }));
      expect(heading?.[1]).toBe(1);
      // The spec's log of the bad path, once; beside it only the browser's note of the page's
      // own 404 status (decision 10), and no router's.
      await expect
        .poll(() => errors.filter((error) => error.text.includes(UNKNOWN_PATH)).length)
        .toBe(1);
      expect(errors.map(({ text }) => text.replace(/\s+/g, ' '))).toEqual([
        'Failed to load resource: the server responded with a status of 404 (Not Found)',
        `404 Error: User attempted to access non-existent route: ${UNKNOWN_PATH}`,
      ]);
      expect(errors[0]?.url).toMatch(new RegExp(`${UNKNOWN_PATH}$`));
    });
  });
}
