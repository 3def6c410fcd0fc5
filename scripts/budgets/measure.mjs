// Measures what each built page costs: its HTML (brotli), inline CSS, preloaded fonts and the
// JavaScript it runs before any interaction (inline scripts, the boot's after-paint module, and
// each island's module, with their static imports).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { init, parse } from 'es-module-lexer';
import { DomUtils, parseDocument } from 'htmlparser2';
import { inlineScripts, inlineStyles } from '../html/inline-blocks.mjs';
import { ON_REQUEST_CHUNKS } from './budgets.mjs';

await init;

const gzip = (text) => gzipSync(text).length;
const brotli = (text) =>
  brotliCompressSync(text, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
  }).length;

const ASSETS = '/assets/';
/** `/assets/x.js` → `x.js`; anything else → undefined. */
const assetFile = (url) => (url?.startsWith(ASSETS) ? url.slice(ASSETS.length) : undefined);

/** A chunk and every chunk it imports statically (read by a module lexer), as file names under assets/. */
function withStaticImports(assets, file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const [imports] = parse(readFileSync(join(assets, file), 'utf8'));
  for (const { n: specifier, d: dynamic } of imports) {
    // -1 is a static import; a dynamic one loads on demand, not before the first interaction.
    if (dynamic === -1 && specifier?.startsWith('./')) {
      withStaticImports(assets, specifier.slice(2), seen);
    }
  }
  return seen;
}

/** The page's elements, read with an HTML parser. */
const elementsOf = (html) => DomUtils.findAll(() => true, parseDocument(html).children);

/**
 * The islands a page starts: its `data-island` elements, resolved through the map built into the
 * after-paint module (each island's entry is named `<name>-<hash>.js`).
 */
function islandFiles(elements, assets) {
  const afterPaint = elements.map((e) => assetFile(e.attribs['data-paint'])).find(Boolean);
  const source = afterPaint ? readFileSync(join(assets, afterPaint), 'utf8') : '';
  // The after-paint module holds the islands' URLs as data (a JSON object built in).
  const urls = [...source.matchAll(/"\/assets\/([\w-]+\.js)"/g)].map(([, file]) => file);
  const names = new Set(elements.map((e) => e.attribs['data-island']).filter(Boolean));
  return [...names].flatMap((name) => urls.filter((file) => file.startsWith(`${name}-`)));
}

/** @returns {{ html: number, css: number, startupJs: number, preloadedFonts: number }} */
export function measurePage(dist, file) {
  const html = readFileSync(join(dist, file), 'utf8');
  const assets = join(dist, 'assets');
  const elements = elementsOf(html);
  const chunks = new Set();
  for (const file of islandFiles(elements, assets)) withStaticImports(assets, file, chunks);
  for (const script of elements.filter((e) => e.name === 'script')) {
    const url = assetFile(script.attribs.src) ?? assetFile(script.attribs['data-paint']);
    if (url) withStaticImports(assets, url, chunks);
  }
  const chunkBytes = [...chunks].reduce(
    (sum, chunk) => sum + gzip(readFileSync(join(assets, chunk))),
    0,
  );
  const preloads = elements
    .filter((e) => e.name === 'link' && e.attribs.rel === 'preload')
    .map((e) => assetFile(e.attribs.href))
    .filter((font) => font?.endsWith('.woff2'));
  return {
    html: brotli(html),
    css: gzip(inlineStyles(html).join('')),
    startupJs: gzip(inlineScripts(html).join('')) + chunkBytes,
    preloadedFonts: preloads.reduce(
      (sum, font) => sum + readFileSync(join(assets, font)).length,
      0,
    ),
  };
}

/** Every JavaScript file the build ships, gzipped: the on-request chunks apart (`onRequest`). */
export function measureAllJs(dist, { onRequest = false } = {}) {
  const assets = join(dist, 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .filter((file) => isOnRequest(file) === onRequest)
    .reduce((sum, file) => sum + gzip(readFileSync(join(assets, file))), 0);
}

const isOnRequest = (file) => ON_REQUEST_CHUNKS.some((name) => file.startsWith(`${name}-`));
