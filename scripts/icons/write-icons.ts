import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { assetIcons } from '../../src/components/icons/icon-assets';

export const ICONS_DIR = resolve(import.meta.dirname, '../../src/assets/icons');

/**
 * Each icon as its react-icons component draws it, as a standalone SVG file: a mask, so only its
 * shape counts (drawn in black) and its size is the element's.
 */
export function renderIcons(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(assetIcons).map(([name, Icon]) => {
      // The root's size goes (the element's is used); a shape's own (a rect's) is its geometry.
      const svg = renderToStaticMarkup(createElement(Icon))
        .replaceAll('currentColor', '#000')
        .replace(/^<svg[^>]*>/, (root) => root.replaceAll(/\s(?:height|width)="[^"]*"/g, ''));
      return [`${name}.svg`, `${svg}\n`];
    }),
  );
}

/** `npm run icons`: writes the icon files again after the list of icons changed. */
export async function writeIcons(): Promise<string> {
  const icons = renderIcons();
  await mkdir(ICONS_DIR, { recursive: true });
  const written: string[] = [];
  for (const file of await readdir(ICONS_DIR)) {
    if (!(file in icons)) await rm(join(ICONS_DIR, file));
  }
  for (const [file, svg] of Object.entries(icons)) {
    const path = join(ICONS_DIR, file);
    if ((await readFile(path, 'utf8').catch(() => '')) === svg) continue;
    await writeFile(path, svg);
    written.push(file);
  }
  return written.length > 0 ? `wrote ${written.join(', ')}` : 'icons up to date';
}
