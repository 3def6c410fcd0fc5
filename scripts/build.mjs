// Builds the site as static HTML per route that then hydrates:
//   1. the client bundle (dist/) and the inline boot script, 2. a self-contained render bundle (.ssr/),
//   3. every static route rendered into dist/<route>.html (`/` into index.html), and unknown URLs into dist/404.html,
//   4. the installed tools' manifest, icons and service worker (scripts/pwa/), then the host's files.
import { readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { DomUtils, parseDocument } from 'htmlparser2';
import {
  DEFERRED_STYLES_SLOT,
  pageAdditions,
  shareTargetScript,
} from './prerender/page-additions.mjs';
import { dropLegacyPrefixes } from './prerender/drop-legacy-prefixes.mjs';
import { ASSET_HASH_LENGTH, writeHashedAsset } from './prerender/hashed-asset.mjs';
import { createPropertyShortener } from './prerender/custom-properties.mjs';
import { pruneGlobalStyles } from './prerender/prune-global-css.mjs';
import { splitStyles } from './prerender/split-styles.mjs';
import { replaceSpans } from './html/spans.mjs';
import { replaceStyleTags, styleTags, withCss } from './html/style-tags.mjs';
import { writeCrawlFiles } from './seo/write-crawl-files.mjs';
import { writeToolsApp } from './pwa/tools-app.mjs';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');
const ssrOut = join(root, '.ssr');
const NOT_FOUND_PROBE = '/__pagina-inexistente__';
/** The islands (src/islands/entries.json: name → module), each its own entry of the client build. */
const ISLANDS = Object.fromEntries(
  Object.entries(JSON.parse(readFileSync(join(root, 'src/islands/entries.json'), 'utf8'))).map(
    ([name, module]) => [name, `src/islands/${module}.ts`],
  ),
);
/** Chakra's custom properties, short-named alike in every page, stylesheet and island written. */
const shortenProperties = createPropertyShortener();

/**
 * A page's styles: what its first paint needs, inline; the rest in a stylesheet of its own under
 * assets/ (named by its content), which the boot links once the page has painted. A page with
 * islands carries their global styles (Chakra's tokens and reset that their markup uses) there
 * too: added with each island's markup instead, every island would restyle the whole page again.
 */
async function pageStyles(styles, content, pageElement) {
  const markup = content + bootMarkup(pageElement);
  const pruned = pruneGlobalStyles(styles, markup);
  const split = splitStyles(
    replaceStyleTags(pruned, (tag) => withCss(tag, dropLegacyPrefixes(tag.css))),
    markup,
  );
  const hasIslands = has(pageElement, (element) => 'data-island' in element.attribs);
  const deferred = shortenProperties(split.deferred + (hasIslands ? islandGlobals : ''));
  const deferredHref = deferred ? await writeHashedAsset(dist, 'page', 'css', deferred) : '';
  return { styles: split.styles, deferredHref };
}

/**
 * What the boot may add to a page before its deferred stylesheet can be in, so that its rules stay
 * inline: the stand-in dialog a press on a dialog's button opens (src/boot/boot.ts).
 */
function bootMarkup(pageElement) {
  const opensDialog = (element) => element.attribs['aria-haspopup'] === 'dialog';
  return has(pageElement, opensDialog) ? '<dialog data-stand-in></dialog>' : '';
}

/** Whether an element within `parent` passes `test`. */
const has = (parent, test) => DomUtils.findOne(test, parent.children) !== null;

/**
 * A rendered document, read with an HTML parser: its `#root` (the page), and where the build
 * writes into it: the end of its head, the content of `#root`, the end of its body.
 */
function readDocument(document) {
  const parsed = parseDocument(document, { withStartIndices: true, withEndIndices: true });
  const head = DomUtils.findOne((element) => element.name === 'head', parsed.children);
  const body = DomUtils.findOne((element) => element.name === 'body', parsed.children);
  const root = body && DomUtils.findOne((element) => element.attribs.id === 'root', body.children);
  if (!head || !body || !root) throw new Error('the rendered document has no head, body or #root');
  const closingTag = (element) => element.endIndex + 1 - `</${element.name}>`.length;
  const at = (index) => ({ start: index, end: index });
  return {
    pageElement: root,
    headEnd: at(closingTag(head)),
    content: { start: root.children[0]?.startIndex ?? closingTag(root), end: closingTag(root) },
    bodyEnd: at(closingTag(body)),
  };
}

/** The HTML file of a rendered page: its document, with its styles and the scripts of its start. */
async function pageFile(page, path) {
  const spans = readDocument(page.document);
  const content = page.document.slice(spans.content.start, spans.content.end);
  const { styles, deferredHref } = await pageStyles(page.styles, content, spans.pageElement);
  // Without JavaScript nothing links the deferred stylesheet later: the page links it itself.
  const noscript = deferredHref
    ? `<noscript><link rel="stylesheet" href="${deferredHref}"></noscript>`
    : '';
  // The page a share to the installed tools opens fills its form before its first paint: its
  // script goes last in the body.
  const shareTarget = path === tools.shareTarget ? shareTargetScriptTag : '';
  const document = replaceSpans(page.document, [
    { ...spans.headEnd, text: `${shortenProperties(styles)}${noscript}${additions.headEnd}` },
    { ...spans.content, text: shortenProperties(content) },
    {
      ...spans.bodyEnd,
      text: additions.bodyEnd.replace(DEFERRED_STYLES_SLOT, deferredHref) + shareTarget,
    },
  ]);
  return `<!doctype html>${document}`;
}

const ASSET_FILE_NAMES = `assets/[name]-[hash:${ASSET_HASH_LENGTH}][extname]`;
/**
 * Scripts' names hold one more character: while it builds, Rolldown names each chunk by a
 * placeholder as long as its hash, and six characters leave room for 63 chunks, seven for 4,095
 * (the build has 46; built with React's development build, 65, and it failed). A page's HTML
 * names one script (the app's entry): one byte.
 */
const CHUNK_FILE_NAMES = `assets/[name]-[hash:${ASSET_HASH_LENGTH + 1}].js`;

function outputFile(path) {
  return join(dist, path === '/' ? 'index.html' : `${path}.html`);
}

await build({
  root,
  logLevel: 'warn',
  build: {
    rolldownOptions: {
      input: { index: join(root, 'index.html'), ...ISLANDS },
      // Six characters of hash (36 bits) tell the site's few hundred files apart as surely as
      // eight; a page's HTML names about 40 of them, and hashes do not compress: about 60 B
      // less of `/`'s first round trip, and less of its size left to chance.
      output: {
        entryFileNames: CHUNK_FILE_NAMES,
        chunkFileNames: CHUNK_FILE_NAMES,
        assetFileNames: ASSET_FILE_NAMES,
      },
    },
  },
});
await build({
  root,
  logLevel: 'warn',
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: ssrOut,
    emptyOutDir: true,
    manifest: false,
    // The pages it renders name the client build's files: the same names.
    rolldownOptions: { output: { assetFileNames: ASSET_FILE_NAMES } },
  },
});

const { crawlFiles, renderIslandMarkup, renderPage, staticPaths, toolsApp } = await import(
  pathToFileURL(join(ssrOut, 'entry-server.js')).href
);
/**
 * What each island adds to the page after its first paint: its markup, with its own rules as one
 * plain style tag, which Emotion leaves alone. The global rules all islands use (pruned as a
 * page's are, for all their markup at once) go to the pages' deferred stylesheets instead.
 */
const islands = Object.entries(await renderIslandMarkup());
const isGlobal = ({ attributes }) => attributes['data-emotion']?.startsWith('css-global ');
const ownRules = (styles) =>
  styleTags(styles)
    .filter((tag) => !isGlobal(tag))
    .map((tag) => tag.css)
    .join('');
const islandMarkup = Object.fromEntries(
  islands.map(([name, { html, styles }]) => [
    name,
    shortenProperties(`<style>${dropLegacyPrefixes(ownRules(styles))}</style>${html}`),
  ]),
);
// Every island renders the same global sheet: pruned once, for every island's markup and rules.
const [, firstIsland] = islands[0] ?? [];
const globalSheet = styleTags(firstIsland?.styles ?? '')
  .filter(isGlobal)
  .map((tag) => withCss(tag, tag.css))
  .join('');
const allIslands = {
  html: islands.map(([, { html }]) => html).join(''),
  rules: islands.map(([, { styles }]) => `<style>${ownRules(styles)}</style>`).join(''),
};
const islandGlobals = dropLegacyPrefixes(
  styleTags(pruneGlobalStyles(globalSheet + allIslands.rules, allIslands.html))
    .filter((tag) => 'data-critical-global' in tag.attributes)
    .map((tag) => tag.css)
    .join(''),
);
const additions = await pageAdditions(root, dist, ISLANDS, islandMarkup);
const tools = toolsApp();
const shareTargetScriptTag = await shareTargetScript(root);

for (const path of staticPaths()) {
  const page = await renderPage(path);
  if (page.status !== 200) throw new Error(`${path} rendered with status ${page.status}`);
  const file = outputFile(path);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, await pageFile(page, path));
  console.log(`prerendered ${path} → ${file.replace(`${root}/`, '')}`);
}

const notFound = await renderPage(NOT_FOUND_PROBE);
if (notFound.status !== 404) throw new Error(`404 page rendered with status ${notFound.status}`);
// Served for every unknown URL: its markup names no path (see src/components/layout/root-document.tsx).
await writeFile(join(dist, '404.html'), await pageFile(notFound, null));
console.log('prerendered 404 → dist/404.html');

await writeCrawlFiles(dist, crawlFiles(staticPaths()));
await writeToolsApp(root, dist, staticPaths(), tools);

await rm(ssrOut, { recursive: true, force: true });
await (await import('./deploy/post-build.mjs')).finishBuild(dist, join(root, 'dist-nginx'));
