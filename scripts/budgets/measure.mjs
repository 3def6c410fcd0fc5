// Measures what each built page costs: the bytes of its first round trip, the scripts it runs and
// the fonts it preloads.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { init, parse } from 'es-module-lexer';
import { DomUtils, parseDocument } from 'htmlparser2';
import { LATER_ATTRIBUTE } from '../prerender/markup.mjs';
import { inlineScripts } from '../html/inline-blocks.mjs';
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
const isOnRequest = (file) => ON_REQUEST_CHUNKS.some((name) => file.startsWith(`${name}-`));

/**
 * A chunk and every chunk it imports, read by a module lexer, as file names under assets/: its
 * static imports always; its dynamic ones (never an on-request chunk) with `dynamic`, but not
 * those of a chunk already in `seen` when the walk began (the app's own lazy routes).
 */
function chunksOf(
  assets,
  file,
  { dynamic = false } = {},
  seen = new Set(),
  loaded = new Set(seen),
) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const [imports] = parse(readFileSync(join(assets, file), 'utf8'));
  for (const { n: specifier, d: kind } of imports) {
    // -1 is a static import; a dynamic one loads on demand.
    const imported = specifier?.startsWith('./') ? specifier.slice(2) : undefined;
    if (!imported || isOnRequest(imported) || loaded.has(imported)) continue;
    if (kind !== -1 && !dynamic) continue;
    chunksOf(assets, imported, { dynamic }, seen, loaded);
  }
  return seen;
}

/**
 * @returns {{ firstRoundTripHtml: number, js: number, app: boolean, startScripts: number,
 *   preloadedFonts: number }} the brotli bytes of the page's HTML up to its first later box, the
 *   gzip bytes of every script it runs (a tool page's as its tool is used), whether it is the
 *   tools' app's, the script files it asks for before it is live, the bytes of the fonts it
 *   preloads
 */
export function measurePage(dist, file, path) {
  const html = readFileSync(join(dist, file), 'utf8');
  const assets = join(dist, 'assets');
  const document = parseDocument(html, { withStartIndices: true });
  const elements = DomUtils.findAll(() => true, document.children);
  const later = elements.find((element) => LATER_ATTRIBUTE in element.attribs);
  const boot = elements.find((element) => 'data-islands' in element.attribs);
  const islands = assetFile(boot?.attribs['data-islands']);
  // The app's files, in the order they are evaluated: its entry is the last.
  const app = assetFile(boot?.attribs['data-app']?.split(' ').at(-1));
  // The chunk of a tool page's own route, which the app loads with it, named by its last segment.
  const routeName = new RegExp(`^${basename(path)}-[\\w-]+\\.js$`);
  const preloaded = boot?.attribs['data-preload']?.split(' ').map(assetFile) ?? [];
  const route = app && preloaded.find((file) => routeName.test(file));
  if (app && !route)
    throw new Error(`${path}: the page preloads no route chunk named ${basename(path)}`);
  const chunks = new Set();
  for (const module of [islands, app].filter(Boolean)) chunksOf(assets, module, {}, chunks);
  // What the page asks for before it is live: its modules, its route's, and what they import.
  const start = route ? chunksOf(assets, route, {}, new Set(chunks)) : chunks;
  const startScripts = start.size;
  // What it runs in all: a tool page's route loads more as its tool is used.
  if (route) chunksOf(assets, route, { dynamic: true }, chunks);
  const scripts = [...chunks].reduce(
    (sum, chunk) => sum + gzip(readFileSync(join(assets, chunk))),
    0,
  );
  const fonts = elements
    .filter((e) => e.name === 'link' && e.attribs.rel === 'preload')
    .map((e) => assetFile(e.attribs.href))
    .filter((font) => font?.endsWith('.woff2'));
  return {
    firstRoundTripHtml: brotli(later ? html.slice(0, later.startIndex ?? html.length) : html),
    js: gzip(inlineScripts(html).join('')) + scripts,
    app: Boolean(app),
    startScripts,
    preloadedFonts: fonts.reduce((sum, font) => sum + readFileSync(join(assets, font)).length, 0),
  };
}

/** The on-request chunks (and what only they import), gzipped. */
export function measureOnRequestJs(dist) {
  const assets = join(dist, 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js') && isOnRequest(file))
    .reduce((sum, file) => sum + gzip(readFileSync(join(assets, file))), 0);
}
