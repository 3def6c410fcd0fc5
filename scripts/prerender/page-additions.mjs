// What the build adds to every document the root route renders, so that it paints first and
// loads the rest later: the fallback fonts' faces (metric-matched local fonts, no request) at the
// end of the head, and the boot script at the end of the body, which once the page has painted
// links its deferred stylesheet (where the web fonts' faces go) and inserts the islands' module
// and, on a tool page, the tools' app. The client build's manifest names their files.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import postcss from 'postcss';
import { build } from 'vite';
import { isLibrary } from './app-chunk.mjs';

/** A value for a double-quoted HTML attribute. */
const attribute = (value) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/** The stylesheet's @font-face rules, as CSS, split by their source: `local(` or `url(`. */
export function fontFaces(css) {
  const faces = { local: '', url: '' };
  postcss.parse(css).walkAtRules('font-face', (rule) => {
    let src = '';
    rule.walkDecls('src', (decl) => {
      src = decl.value;
    });
    if (src.startsWith('local(')) faces.local += rule.toString();
    else if (src.startsWith('url(')) faces.url += rule.toString();
  });
  if (!faces.local || !faces.url) throw new Error('fonts: no fallback or no web font @font-face');
  return faces;
}

/**
 * One of the scripts inlined in a page (the boot, the share target's), minified and
 * self-contained (plain TypeScript, no imports at run time).
 */
async function inlineScript(root, entry, define = {}) {
  const [output] = await build({
    root,
    configFile: false,
    logLevel: 'warn',
    define,
    build: {
      write: false,
      minify: true,
      lib: { entry: join(root, entry), formats: ['iife'], name: 'boot' },
    },
  });
  return `<script>${output.output[0].code.trim()}</script>`;
}

/** The files of the chunks `key` imports statically, however deep, each after its imports. */
export function staticImports(manifest, key, seen = new Set(), visited = new Set([key])) {
  for (const imported of manifest[key]?.imports ?? []) {
    if (visited.has(imported)) continue;
    visited.add(imported);
    staticImports(manifest, imported, seen, visited);
    seen.add(`/${manifest[imported].file}`);
  }
  return seen;
}

/**
 * The manifest key of the component TanStack's code splitting cut from the file of route `id`
 * (`/ferramentas` is `ferramentas/route.tsx` or `ferramentas.tsx`), if it has one: the root's
 * component is never split.
 */
export function splitComponent(manifest, id) {
  const base = `src/routes${id === '/' ? '/index' : id}`;
  return [`${base}.tsx`, `${base}/route.tsx`, `${base}/index.tsx`]
    .map((file) => `${file}?tsr-split=component`)
    .find((key) => manifest[key]);
}

/**
 * @param {string} root the project @param {string} dist the client build @param {string[]}
 *   landingIslands the islands only the landing page's islands' module has
 * @returns what every page gets: `headEnd` (the fallback faces), `webFonts` (CSS for the deferred
 *   stylesheets), `boot({ app, routes, islands, styles, dialogs })` (the boot script for a page
 *   with or without the app, with the islands' module its islands need, its deferred stylesheet
 *   and its dialogs) and `shareTarget` (the share target page's script)
 */
export async function pageAdditions(root, dist, landingIslands) {
  const manifest = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const entry = (key) => {
    if (!manifest[key]) throw new Error(`${key} is no entry of the client build`);
    return { url: `/${manifest[key].file}`, imports: staticImports(manifest, key) };
  };
  /** The files a page's matched routes' components load, for the app to hydrate it. */
  const routeFiles = (routes) =>
    routes
      .map((id) => splitComponent(manifest, id))
      .filter(Boolean)
      .flatMap((key) => [entry(key).url, ...entry(key).imports]);
  const app = entry('index.html');
  const [fontsCss] = manifest['index.html'].css ?? [];
  if (!fontsCss) throw new Error('index.html: the fonts stylesheet is missing');
  const faces = fontFaces(await readFile(join(dist, fontsCss), 'utf8'));
  const boot = {
    withApp: await inlineScript(root, 'src/boot/boot.ts', { WITH_APP: 'true' }),
    without: await inlineScript(root, 'src/boot/boot.ts', { WITH_APP: 'false' }),
  };
  return {
    headEnd: `<style>${faces.local}</style>`,
    webFonts: faces.url,
    /**
     * The chunks a module imports are preloaded with it: found after it, a round trip later. So
     * are the app's entry (inserted last) and the components of the page's routes.
     */
    boot: ({ app: withApp, routes, islands: names, styles, dialogs }) => {
      // The page's islands' module: the landing page's has its own.
      const islands = entry(
        names.some((name) => landingIslands.includes(name))
          ? 'src/entry-landing-islands.ts'
          : 'src/entry-islands.ts',
      );
      const preload = new Set([
        ...islands.imports,
        ...(withApp ? [...app.imports, app.url, ...routeFiles(routes)] : []),
      ]);
      const data = {
        islands: islands.url,
        app: withApp ? [...app.imports].filter(isLibrary).concat(app.url).join(' ') : '',
        preload: [...preload].join(' '),
        styles,
        dialogs,
      };
      const attributes = Object.entries(data)
        .filter(([, value]) => value)
        .map(([name, value]) => ` data-${name}="${attribute(value)}"`)
        .join('');
      return boot[withApp ? 'withApp' : 'without'].replace('<script>', `<script${attributes}>`);
    },
    shareTarget: await inlineScript(root, 'src/browser/share-target.ts'),
  };
}
