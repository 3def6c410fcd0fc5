// Builds the site as static HTML per route that then hydrates:
//   1. the client bundle (dist/) and the inline boot script, 2. a self-contained render bundle (.ssr/),
//   3. every static route rendered into dist/<route>.html (`/` into index.html), and unknown URLs into dist/404.html,
//   4. the installed tools' manifest, icons and service worker (scripts/pwa/), then the host's files.
import { readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import {
  DEFERRED_STYLES_SLOT,
  pageTemplate,
  shareTargetScript,
} from './prerender/page-template.mjs';
import { dropLegacyPrefixes } from './prerender/drop-legacy-prefixes.mjs';
import { ASSET_HASH_LENGTH, writeHashedAsset } from './prerender/hashed-asset.mjs';
import { createPropertyShortener } from './prerender/custom-properties.mjs';
import { pruneGlobalStyles } from './prerender/prune-global-css.mjs';
import { splitStyles } from './prerender/split-styles.mjs';
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
async function pageStyles(page, islandGlobals) {
  const markup = page.html + bootMarkup(page.html);
  const pruned = pruneGlobalStyles(page.styles, markup);
  const split = splitStyles(
    replaceStyleTags(pruned, (tag) => withCss(tag, dropLegacyPrefixes(tag.css))),
    markup,
  );
  const deferred = shortenProperties(
    split.deferred + (page.html.includes('data-island=') ? islandGlobals : ''),
  );
  const deferredHref = deferred ? await writeHashedAsset(dist, 'page', 'css', deferred) : '';
  return { styles: split.styles, deferredHref };
}

/**
 * What the boot may add to a page before its deferred stylesheet can be in, so that its rules stay
 * inline: the stand-in dialog a press on a dialog's button opens (src/boot/boot.ts).
 */
function bootMarkup(html) {
  return html.includes('aria-haspopup="dialog"') ? '<dialog data-stand-in></dialog>' : '';
}

async function fillTemplate(template, page, ssrPath) {
  const root = ssrPath ? `<div id="root" data-ssr-path="${ssrPath}">` : '<div id="root">';
  const { styles, deferredHref } = await pageStyles(page, islandGlobals);
  // Without JavaScript nothing links the deferred stylesheet later: the page links it itself.
  const noscript = deferredHref
    ? `\n    <noscript><link rel="stylesheet" href="${deferredHref}"></noscript>`
    : '';
  const html = template
    .replace('<!--app-head-->', `${page.head}\n    ${shortenProperties(styles)}${noscript}`)
    .replace(DEFERRED_STYLES_SLOT, deferredHref)
    .replace('<div id="root"><!--app-html-->', `${root}${shortenProperties(page.html)}`);
  // The page a share to the installed tools opens fills its form before its first paint: the
  // script goes last in the body (the page's own `</body>`, the last one in it).
  if (ssrPath !== tools.shareTarget) return html;
  const end = html.lastIndexOf('</body>');
  return `${html.slice(0, end)}  ${shareTargetScriptTag}\n  ${html.slice(end)}`;
}

const ASSET_FILE_NAMES = `assets/[name]-[hash:${ASSET_HASH_LENGTH}][extname]`;

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
        entryFileNames: `assets/[name]-[hash:${ASSET_HASH_LENGTH}].js`,
        chunkFileNames: `assets/[name]-[hash:${ASSET_HASH_LENGTH}].js`,
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
const template = await pageTemplate(root, dist, ISLANDS, islandMarkup);
const tools = toolsApp();
const shareTargetScriptTag = await shareTargetScript(root);

for (const path of staticPaths()) {
  const page = await renderPage(path);
  if (page.status !== 200) throw new Error(`${path} rendered with status ${page.status}`);
  const file = outputFile(path);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, await fillTemplate(template, page, path));
  console.log(`prerendered ${path} → ${file.replace(`${root}/`, '')}`);
}

const notFound = await renderPage(NOT_FOUND_PROBE);
if (notFound.status !== 404) throw new Error(`404 page rendered with status ${notFound.status}`);
// No data-ssr-path: this page is served for every unknown URL, so the browser renders it afresh.
await writeFile(join(dist, '404.html'), await fillTemplate(template, notFound, null));
console.log('prerendered 404 → dist/404.html');

await writeCrawlFiles(dist, crawlFiles(staticPaths()));
await writeToolsApp(root, dist, staticPaths(), tools);

await rm(ssrOut, { recursive: true, force: true });
await (await import('./deploy/post-build.mjs')).finishBuild(dist, join(root, 'dist-nginx'));
