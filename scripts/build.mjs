// Builds the site as static HTML per route:
//   1. the client build (dist/): the tools' app (index.html → src/entry-client.tsx) and the islands'
//      modules (src/entry-islands.ts, src/entry-landing-islands.ts), with a manifest of their
//      chunks; in two passes, the second putting the tools' app in one chunk
//      (scripts/prerender/app-chunk.mjs);
//   2. a self-contained render bundle (.ssr/);
//   3. every static route rendered into dist/<route>.html (`/` into index.html), and unknown URLs
//      into dist/404.html: each the document its root route renders, with its first-paint styles
//      inline, the rest in a stylesheet of its own, and the inline boot script;
//   4. the installed tools' manifest, icons and service worker (scripts/pwa/), the content editor
//      at /admin/ (scripts/cms/), then the host's files.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { DomUtils, parseDocument } from 'htmlparser2';
import { pageAdditions } from './prerender/page-additions.mjs';
import { dropLegacyPrefixes } from './prerender/drop-legacy-prefixes.mjs';
import { ASSET_HASH_LENGTH, writeHashedAsset } from './prerender/hashed-asset.mjs';
import { createShortener } from './prerender/custom-properties.mjs';
import { pruneGlobalStyles, wholeGlobalSheet } from './prerender/prune-global-css.mjs';
import { splitStyles } from './prerender/split-styles.mjs';
import { replaceSpans } from './html/spans.mjs';
import { replaceStyleTags, withCss } from './html/style-tags.mjs';
import { writeCrawlFiles } from './seo/write-crawl-files.mjs';
import { writeToolsApp } from './pwa/tools-app.mjs';
import { writeAdmin } from './cms/admin.mjs';
import { appChunk, compileHints } from './prerender/app-chunk.mjs';
import { ISLAND_ATTRIBUTE } from './prerender/markup.mjs';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');
const ssrOut = join(root, '.ssr');
const NOT_FOUND_PROBE = '/__pagina-inexistente__';
const shortenProperties = createShortener('properties');
const shortenClasses = createShortener('classes');

/**
 * A page's styles: what its first paint needs, inline; the rest (and the web fonts, and on a tool
 * page Chakra's whole global sheet) in a stylesheet of its own under assets/, named by its
 * content, which the boot links once the page has painted.
 */
async function pageStyles({ styles, dialogs, app }, content, shorten) {
  // The dialogs come after the first paint: only the tokens they use are looked for.
  const firstPaint = content + bootMarkup(content);
  const modern = replaceStyleTags(styles, (tag) => withCss(tag, dropLegacyPrefixes(tag.css)));
  const split = splitStyles(pruneGlobalStyles(modern, firstPaint + dialogs), firstPaint);
  const whole = app ? wholeGlobalSheet(modern) : '';
  // A tool page's web fonts apply nowhere: the boot adds them once the app is live (boot.ts).
  const fonts = app ? `@media not all{${additions.webFonts}}` : additions.webFonts;
  const deferred = shorten(split.deferred) + whole + fonts;
  return {
    styles: split.styles,
    deferredHref: await writeHashedAsset(dist, 'page', 'css', deferred),
  };
}

/**
 * What the boot may add to a page before its deferred stylesheet is in, so that its rules stay
 * inline: the stand-in dialog a press on a dialog's button opens (src/boot/boot.ts).
 */
function bootMarkup(content) {
  const opensDialog = (element) => element.attribs['aria-haspopup'] === 'dialog';
  return DomUtils.findOne(opensDialog, parseDocument(content).children)
    ? '<dialog data-stand-in></dialog>'
    : '';
}

/** The islands whose elements `content` marks (`data-island`, src/islands/index.ts), once each. */
function islandNames(content) {
  const marked = DomUtils.findAll(
    (element) => ISLAND_ATTRIBUTE in element.attribs,
    parseDocument(content).children,
  );
  return [...new Set(marked.map((element) => element.attribs[ISLAND_ATTRIBUTE]))];
}

/**
 * A rendered document, read with an HTML parser: where the build writes into it: the end of its
 * head, the content of `#root`, the end of its body.
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
    headEnd: at(closingTag(head)),
    content: { start: root.children[0]?.startIndex ?? closingTag(root), end: closingTag(root) },
    bodyEnd: at(closingTag(body)),
  };
}

/**
 * The HTML file of a rendered page: its document, with its styles and its boot script; its
 * dialogs, if any, in a file of their own under assets/, for the boot to fetch.
 */
async function pageFile(page, path) {
  const spans = readDocument(page.document);
  const content = page.document.slice(spans.content.start, spans.content.end);
  const shorten = page.app ? shortenProperties : (text) => shortenClasses(shortenProperties(text));
  const { styles, deferredHref } = await pageStyles(page, content, shorten);
  const dialogsHref =
    page.dialogs && (await writeHashedAsset(dist, 'dialogs', 'htm', shorten(page.dialogs)));
  // Without JavaScript nothing links the deferred stylesheet later: the page links it itself.
  const noscript = `<noscript><link rel="stylesheet" href="${deferredHref}"></noscript>`;
  // The page a share to the installed tools opens fills its form before its first paint.
  const shareTarget = path === tools.shareTarget ? additions.shareTarget : '';
  const document = replaceSpans(page.document, [
    { ...spans.headEnd, text: `${shorten(styles)}${noscript}${additions.headEnd}` },
    { ...spans.content, text: shorten(content) },
    {
      ...spans.bodyEnd,
      text:
        additions.boot({
          app: page.app,
          routes: page.routes,
          islands: islandNames(content + (page.dialogs ?? '')),
          styles: deferredHref,
          dialogs: dialogsHref,
        }) + shareTarget,
    },
  ]);
  return `<!doctype html>${document}`;
}

const ASSET_FILE_NAMES = `assets/[name]-[hash:${ASSET_HASH_LENGTH}][extname]`;
/**
 * Scripts' names hold one more character: while it builds, Rolldown names each chunk by a
 * placeholder as long as its hash, and six characters leave room for 63 chunks, seven for 4,095
 * (built with React's development build the site has over 63).
 */
const CHUNK_FILE_NAMES = `assets/[name]-[hash:${ASSET_HASH_LENGTH + 1}].js`;

const TOOL_ROUTES = join(root, 'src/routes/ferramentas/');
/** A route component TanStack's code splitting cut off under the tools' folder: whose? */
function toolRoute(id) {
  if (!id.startsWith(TOOL_ROUTES) || !id.endsWith('?tsr-split=component')) return undefined;
  return id.startsWith(`${TOOL_ROUTES}route.tsx`) ? 'layout' : 'page';
}

/** The client build: the tools' app and the islands' modules; `write: false` keeps it in memory. */
const clientBuild = (output, write = true) =>
  build({
    root,
    logLevel: 'warn',
    build: {
      write,
      rolldownOptions: {
        input: {
          index: join(root, 'index.html'),
          islands: join(root, 'src/entry-islands.ts'),
          'landing-islands': join(root, 'src/entry-landing-islands.ts'),
        },
        output: {
          entryFileNames: CHUNK_FILE_NAMES,
          chunkFileNames: CHUNK_FILE_NAMES,
          assetFileNames: ASSET_FILE_NAMES,
          ...output,
        },
      },
    },
  });
const splitByDefault = await clientBuild({}, false);
const app = join(root, 'src/entry-client.tsx');
await clientBuild({
  codeSplitting: appChunk(splitByDefault.output, {
    app,
    islands: [join(root, 'src/entry-islands.ts'), join(root, 'src/entry-landing-islands.ts')],
    toolRoute,
  }),
  plugins: [compileHints({ app, toolRoute })],
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

const { contentEditor, crawlFiles, landingIslandNames, renderPage, staticPaths, toolsApp } =
  await import(pathToFileURL(join(ssrOut, 'entry-server.js')).href);
const additions = await pageAdditions(root, dist, landingIslandNames());
const tools = toolsApp();

for (const path of staticPaths()) {
  const page = await renderPage(path);
  if (page.status !== 200) throw new Error(`${path} rendered with status ${page.status}`);
  const file = join(dist, path === '/' ? 'index.html' : `${path}.html`);
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
// After the worker is generated: no pattern of its precache can take in the editor's 6 MB.
await writeAdmin(dist, contentEditor());

await rm(ssrOut, { recursive: true, force: true });
await (await import('./deploy/post-build.mjs')).finishBuild(dist, join(root, 'dist-nginx'));
