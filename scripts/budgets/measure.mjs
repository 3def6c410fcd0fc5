// Measures what each built page costs: its HTML (brotli), inline CSS, preloaded fonts and the
// JavaScript it runs before any interaction (inline scripts, the boot's after-paint module, and
// each island's module, with their static imports).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { inlineScripts, inlineStyles } from '../html/inline-blocks.mjs';

const gzip = (text) => gzipSync(text).length;
const brotli = (text) =>
  brotliCompressSync(text, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
  }).length;

/** A chunk and every chunk it imports statically, as file names under assets/. */
function withStaticImports(assets, file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(join(assets, file), 'utf8');
  for (const [, imported] of source.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) {
    withStaticImports(assets, imported, seen);
  }
  return seen;
}

/**
 * The islands a page starts: its `data-island` elements, resolved through the map built into the
 * after-paint module (each island's entry is named `<name>-<hash>.js`).
 */
function islandFiles(html, assets) {
  const afterPaint = /data-paint="\/assets\/([^"]+)"/.exec(html)?.[1];
  const source = afterPaint ? readFileSync(join(assets, afterPaint), 'utf8') : '';
  const urls = [...source.matchAll(/"\/assets\/([\w-]+\.js)"/g)].map(([, file]) => file);
  const names = [...html.matchAll(/data-island="([^"]+)"/g)].map(([, name]) => name);
  return names.flatMap((name) => urls.filter((file) => file.startsWith(`${name}-`)));
}

/** @returns {{ html: number, css: number, startupJs: number, preloadedFonts: number }} */
export function measurePage(dist, file) {
  const html = readFileSync(join(dist, file), 'utf8');
  const assets = join(dist, 'assets');
  const chunks = new Set();
  for (const file of islandFiles(html, assets)) withStaticImports(assets, file, chunks);
  for (const [, url] of html.matchAll(/<script[^>]*\s(?:src|data-paint)="\/assets\/([^"]+)"/g)) {
    withStaticImports(assets, url, chunks);
  }
  const chunkBytes = [...chunks].reduce(
    (sum, chunk) => sum + gzip(readFileSync(join(assets, chunk))),
    0,
  );
  const preloads = [...html.matchAll(/<link rel="preload" href="\/assets\/([^"]+\.woff2)"/g)];
  return {
    html: brotli(html),
    css: gzip(inlineStyles(html).join('')),
    startupJs: gzip(inlineScripts(html).join('')) + chunkBytes,
    preloadedFonts: preloads.reduce(
      (sum, [, font]) => sum + readFileSync(join(assets, font)).length,
      0,
    ),
  };
}

/** Every JavaScript file the build ships, gzipped. */
export function measureAllJs(dist) {
  const assets = join(dist, 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gzip(readFileSync(join(assets, file))), 0);
}
