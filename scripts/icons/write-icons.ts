import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { assetIcons } from '../../src/components/icons/icon-assets';
import { ASSET_ICON_NAMES, iconId } from '../../src/theme/icons';

export const SPRITE_FILE = resolve(import.meta.dirname, '../../src/assets/icons.svg');

/**
 * Every icon as its react-icons component draws it, as a `<symbol>` of one sprite: its own
 * viewBox and paint (the text's colour), and no size (the `<svg>` using it has one).
 */
export function renderSprite(): string {
  const symbols = ASSET_ICON_NAMES.map((name) =>
    renderToStaticMarkup(createElement(assetIcons[name]))
      .replace(
        /^<svg([^>]*)>/,
        (_, attributes: string) =>
          `<symbol id="${iconId(name)}"${attributes.replaceAll(/\s(?:height|width|xmlns)="[^"]*"/g, '')}>`,
      )
      .replace(/<\/svg>$/, '</symbol>'),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}

/** `npm run icons`: writes the sprite again after the list of icons changed. */
export async function writeIcons(): Promise<string> {
  const sprite = renderSprite();
  if ((await readFile(SPRITE_FILE, 'utf8').catch(() => '')) === sprite) return 'icons up to date';
  await writeFile(SPRITE_FILE, sprite);
  return `wrote ${SPRITE_FILE}`;
}
