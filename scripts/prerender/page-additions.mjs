// What the build adds to every document the root route renders, so that it paints first and
// loads the rest later. Vite's dist/index.html (the client build's entry) names what to add: its
// stylesheet holds the @font-face rules, of which the metric-matched fallbacks (local fonts, no
// request) are inlined at the end of the head, and the web fonts are built into the boot's
// after-paint module, which loads them once the page has painted, so no font download ever delays
// the first paint (without JavaScript the fallbacks simply stay). The app's module script (with
// its modulepreloads), which would run before the first paint, gives way to the boot script, at
// the end of the body.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';
import postcss from 'postcss';
import { build } from 'vite';
import { writeHashedAsset } from './hashed-asset.mjs';

/** Where each page writes the URL of its deferred stylesheet (see build.mjs), or nothing. */
export const DEFERRED_STYLES_SLOT = '<!--deferred-styles-->';

/** A value for a double-quoted HTML attribute. */
const attribute = (value) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/** The stylesheet's @font-face rules whose `src` starts with `source` (`url(` or `local(`). */
function fontFaces(css, source) {
  const faces = [];
  postcss.parse(css).walkAtRules('font-face', (rule) => {
    let src = '';
    rule.walkDecls('src', (decl) => {
      src = decl.value;
    });
    if (src.startsWith(source)) faces.push(rule);
  });
  return faces;
}

/** A font family name without the quotes CSS may put around it. */
function unquoted(family) {
  const quote = family?.[0];
  return (quote === '"' || quote === "'") && family.endsWith(quote) ? family.slice(1, -1) : family;
}

/**
 * The descriptors a face needs once loaded, CSS name → FontFace key. `unicode-range` and
 * `font-display` only decide when a face is fetched, and the boot fetches them all at once.
 */
const DESCRIPTORS = { 'font-style': 'style', 'font-weight': 'weight' };

/**
 * The web fonts' @font-face rules (those with a `url()` source) as the after-paint module's
 * `WebFontFace[]` (src/boot/contract.ts).
 * @param {string} css the built stylesheet
 */
export function webFontFaces(css) {
  return fontFaces(css, 'url(').map((rule) => {
    /** @type {Record<string, string>} */
    const declarations = {};
    rule.walkDecls((decl) => {
      declarations[decl.prop] = decl.value;
    });
    const family = unquoted(declarations['font-family']);
    const source = declarations.src;
    if (!family || !source) throw new Error(`@font-face without a family or src: ${rule}`);
    const descriptors = Object.fromEntries(
      Object.entries(DESCRIPTORS)
        .filter(([css]) => declarations[css])
        .map(([css, key]) => [key, declarations[css]]),
    );
    return { family, source, descriptors };
  });
}

/**
 * One of the scripts of a page's start (the boot's two, the share target's), minified and
 * self-contained (no plugins: plain TypeScript, no imports at run time).
 * @param {'iife' | 'es'} format
 * @param {Record<string, string>} define
 */
async function compileBootScript(root, entry, format, define = {}) {
  const [output] = await build({
    root,
    configFile: false,
    logLevel: 'warn',
    define,
    build: {
      write: false,
      minify: true,
      lib: { entry: join(root, entry), formats: [format], name: 'boot' },
    },
  });
  return output.output[0].code.trim();
}

/**
 * The share target's script (src/browser/share-target.ts), inline: it fills the link creator's
 * form from a share before the page's first paint.
 */
export async function shareTargetScript(root) {
  return `<script>${await compileBootScript(root, 'src/browser/share-target.ts', 'iife')}</script>`;
}

/**
 * The after-paint module as an asset, with what it needs built in (src/boot/after-paint.ts): the
 * web fonts and the islands' URLs. Returns its URL.
 */
async function writeAfterPaint(root, dist, { webFonts, islands }) {
  const code = await compileBootScript(root, 'src/boot/after-paint.ts', 'es', {
    __WEB_FONTS__: JSON.stringify(webFonts),
    __ISLANDS__: JSON.stringify(islands),
  });
  return writeHashedAsset(dist, 'after-paint', 'js', code);
}

/** The files of every chunk `key` imports, however deep, from the client build's manifest. */
function staticImports(manifest, key, seen = new Set()) {
  for (const imported of manifest[key]?.imports ?? []) {
    const file = `/${manifest[imported].file}`;
    if (seen.has(file)) continue;
    seen.add(file);
    staticImports(manifest, imported, seen);
  }
  return seen;
}

/**
 * `{ name: { module, imports, markup } }` of every island: its module's URL and those of the
 * chunks it imports (requested with it rather than a round trip after it), from the client
 * build's manifest, and the URL of the markup it adds to the page, if any, written as an asset.
 */
async function islandUrls(dist, islands, islandMarkup) {
  const manifest = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const entries = Object.entries(islands).map(async ([name, source]) => {
    const chunk = manifest[source];
    if (!chunk) throw new Error(`island ${name}: ${source} is not a build entry`);
    const html = islandMarkup[name];
    const markup = html ? await writeHashedAsset(dist, `${name}-markup`, 'htm', html) : undefined;
    const imports = [...staticImports(manifest, source)];
    return [name, { module: `/${chunk.file}`, imports, markup }];
  });
  return Object.fromEntries(await Promise.all(entries));
}

/**
 * What every page gets: `headEnd`, the fallback fonts' style tag, and `bodyEnd`, the boot script
 * (whose `data-styles` holds DEFERRED_STYLES_SLOT, for the page's deferred stylesheet).
 * @param {string} root the project
 * @param {string} dist the client build
 * @param {Record<string, string>} islands island name → its source (a build entry)
 * @param {Record<string, string>} islandMarkup island name → the HTML it adds to the page
 */
export async function pageAdditions(root, dist, islands, islandMarkup) {
  const template = await readFile(join(dist, 'index.html'), 'utf8');
  const document = parseDocument(template);
  const elements = (test) => DomUtils.findAll(test, document.children);
  const [entryScript] = elements((e) => e.name === 'script' && e.attribs.type === 'module');
  const [stylesheetLink] = elements((e) => e.name === 'link' && e.attribs.rel === 'stylesheet');
  const entry = entryScript?.attribs.src;
  const stylesheet = stylesheetLink?.attribs.href;
  if (!entry || !stylesheet) {
    throw new Error('index.html: the module script or stylesheet is missing');
  }

  const css = await readFile(join(dist, stylesheet), 'utf8');
  const fallbackFaces = fontFaces(css, 'local(').map(String);
  if (fallbackFaces.length === 0) throw new Error(`${stylesheet}: no fallback @font-face`);
  const webFonts = webFontFaces(css);
  if (webFonts.length === 0) throw new Error(`${stylesheet}: no web font @font-face`);
  const afterPaint = await writeAfterPaint(root, dist, {
    webFonts,
    islands: await islandUrls(dist, islands, islandMarkup),
  });
  const boot =
    `<script data-app="${attribute(entry)}" data-paint="${afterPaint}" ` +
    `data-styles="${DEFERRED_STYLES_SLOT}">` +
    `${await compileBootScript(root, 'src/boot/boot.ts', 'iife')}</script>`;
  return { headEnd: `<style>${fallbackFaces.join('')}</style>`, bodyEnd: boot };
}
