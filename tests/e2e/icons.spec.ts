import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { SPRITE_FILE } from '../../scripts/icons/write-icons';
import { assetIcons } from '../../src/components/icons/icon-assets';
import { ASSET_ICON_NAMES, type AssetIconName, iconId, spriteSymbols } from '../../src/theme/icons';
import { allowNotFound, expect, gotoReady, test } from './fixtures';
import { EVERY_PAGE } from './pages';

/** Drawn this many pixels square: large enough that a lost shape moves hundreds of pixels. */
const SIZE = 48;
/** Pixels two renderings of one shape may differ by (anti-aliasing at a different scale). */
const EDGE_DRIFT = 12;

const dataUrl = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;

/** The icon as its component draws it inline, in black at SIZE: what its symbol must paint. */
function drawnByComponent(name: AssetIconName) {
  return renderToStaticMarkup(createElement(assetIcons[name]))
    .replaceAll('currentColor', '#000')
    .replace(/^<svg[^>]*>/, (root) =>
      root
        .replaceAll(/\s(?:height|width)="[^"]*"/g, '')
        .replace('<svg', `<svg width="${SIZE}" height="${SIZE}"`),
    );
}

/** The icon as a page draws it: a reference to its symbol in the sprite, at SIZE. */
function drawnFromSprite(sprite: string, name: AssetIconName) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" color="#000">${spriteSymbols(sprite)}<use href="#${iconId(name)}"/></svg>`;
}

test('every icon of the sprite paints its shape: not blank, and what its component draws', async ({
  page,
}) => {
  const sprite = readFileSync(SPRITE_FILE, 'utf8');
  const pairs = ASSET_ICON_NAMES.map((name) => ({
    name,
    asset: dataUrl(drawnFromSprite(sprite, name)),
    component: dataUrl(drawnByComponent(name)),
  }));
  await page.setContent('<!doctype html><title>icons</title>');
  const drawn = await page.evaluate(
    async ({ pairs, size }) => {
      /** How opaque each pixel of the image is, drawn at size × size. */
      const alphas = async (url: string) => {
        const image = new Image();
        image.src = url;
        await image.decode();
        const canvas = new OffscreenCanvas(size, size);
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no 2d context');
        context.drawImage(image, 0, 0, size, size);
        return context.getImageData(0, 0, size, size).data.filter((_, index) => index % 4 === 3);
      };
      return Promise.all(
        pairs.map(async ({ name, asset, component }) => {
          const [painted, expected] = await Promise.all([alphas(asset), alphas(component)]);
          return {
            name,
            inked: painted.filter((alpha) => alpha > 0).length,
            differing: painted.filter(
              (alpha, index) => Math.abs(alpha - (expected[index] ?? 0)) > 32,
            ).length,
          };
        }),
      );
    },
    { pairs, size: SIZE },
  );
  for (const { name, inked, differing } of drawn) {
    expect(inked, `${name} paints nothing`).toBeGreaterThan(SIZE);
    expect(differing, `${name} differs from its component`).toBeLessThanOrEqual(EDGE_DRIFT);
  }
});

// The sprite reaches each page its own way (decision 044): in its HTML, with its dialogs, or from
// the app once live. A page missing it draws its icons blank, which no screenshot would notice.
test('every icon a page draws finds its symbol once the page is live', async ({
  page,
  problems,
}) => {
  allowNotFound(problems);
  for (const path of EVERY_PAGE) {
    await gotoReady(page, path);
    const uses = page.locator('use[href^="#icon-"]');
    await expect(uses.first(), path).toBeAttached();
    await expect
      .poll(
        () =>
          uses.evaluateAll((all) =>
            all
              .map((use) => use.getAttribute('href') ?? '')
              .filter((href) => !document.querySelector(href)),
          ),
        { message: path },
      )
      .toEqual([]);
  }
});
