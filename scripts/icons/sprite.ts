import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { spriteIcons } from '../../src/components/icons/sprite-icons';

export const SPRITE_PATH = resolve(import.meta.dirname, '../../src/assets/icon-sprite.svg');

/** Each icon as its react-icons component draws it, as a `<symbol>` (size left to the user). */
export function renderSprite(): string {
  const symbols = Object.entries(spriteIcons).map(([name, Icon]) => {
    const svg = renderToStaticMarkup(createElement(Icon));
    const match = /^<svg([^>]*)>([\s\S]*)<\/svg>$/.exec(svg);
    if (!match) throw new Error(`${name}: not an <svg>`);
    const [, attributes = '', paths = ''] = match;
    const kept = attributes.replaceAll(/\s(?:height|width|xmlns)="[^"]*"/g, '');
    return `<symbol id="${name}"${kept}>${paths}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}

/** `npm run icons:sprite`: writes the sprite again after the list of icons changed. */
export async function writeSprite(): Promise<string> {
  const sprite = renderSprite();
  if ((await readFile(SPRITE_PATH, 'utf8').catch(() => '')) === sprite) return 'sprite up to date';
  await writeFile(SPRITE_PATH, sprite);
  return `wrote ${SPRITE_PATH}`;
}
