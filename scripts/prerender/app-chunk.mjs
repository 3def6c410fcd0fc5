// The tools' app in a few files. Left to the default splitting, a tool page loaded the app in 40
// chunks (each set of modules shared by a different mix of the islands, the app and the routes'
// components had a file of its own): over HTTP/1.1's six connections, with a phone's round trips,
// the last arrived seconds after the first. So the client build runs twice: the first, kept in
// memory, splits by default; the second puts the modules every tool page needs to hydrate into a
// chunk for each of the app's libraries and one, `app`, for ours. The islands' chunks stay as they
// were (a content page loads nothing more), what one tool alone needs stays in its route's chunk,
// and what the app imports on demand (the print kit, the phone library, the QR code, motion's
// features) stays on demand.

/** The chunks `files` import, however deep: statically, and with `dynamic` on demand too. */
function reach(chunks, files, dynamic) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const chunk = chunks.get(file);
    for (const next of chunk?.imports ?? []) visit(next);
    if (dynamic) for (const next of chunk?.dynamicImports ?? []) visit(next);
  };
  files.forEach(visit);
  return seen;
}

/** The app's libraries: chunks the boot evaluates a task each, then the entry (decision 050). */
const LIBRARIES = [
  ['react', /\/node_modules\/(react(-dom)?|scheduler|@emotion|stylis|framer-motion|motion-\w+)\//],
  ['chakra', /\/node_modules\/@chakra-ui\//],
  ['router', /\/node_modules\/@tanstack\//],
];
const isXstate = (id) =>
  id.includes('/node_modules/xstate/') || id.endsWith('/src/browser/inspector.ts');
export const isLibrary = (url) => LIBRARIES.some(([name]) => url.startsWith(`/assets/${name}-`));

/**
 * `codeSplitting` for the client build, from the first build's output. `app` is the app's entry's
 * module id, `islands` the islands' modules' ids; `toolRoute(id)` says whether a module is the
 * component of a route every tool page matches (`'layout'`), of one tool's page (`'page'`), or
 * neither (the app loads a page's route components before it hydrates).
 */
export function appChunk(output, { app, islands, toolRoute }) {
  const chunks = new Map(
    output.filter((item) => item.type === 'chunk').map((chunk) => [chunk.fileName, chunk]),
  );
  /** The files of the chunks holding a module `test` matches. */
  const fileOf = (test) =>
    [...chunks.values()]
      .filter((chunk) => chunk.moduleIds.some(test))
      .map((chunk) => chunk.fileName);
  const [appEntry] = fileOf((id) => id === app);
  const islandFiles = fileOf((id) => islands.includes(id));
  const forIslands = reach(chunks, islandFiles, true);
  const layouts = fileOf((id) => toolRoute(id) === 'layout');
  const pages = fileOf((id) => toolRoute(id) === 'page');
  if (!appEntry || pages.length === 0) throw new Error('app chunk: no app, or no tool page');
  // What every tool page needs to hydrate: the same file, whichever tool is opened first.
  const needs = pages.map((page) => reach(chunks, [appEntry, ...layouts, page], false));
  const [first, ...others] = needs;
  const merged = [...first].filter(
    (file) =>
      others.every((needs) => needs.has(file)) &&
      // The entry stays the entry's chunk, with the stylesheet it imports.
      file !== appEntry &&
      !forIslands.has(file),
  );
  // With the libraries of the entry's own chunk, which are in no other tool page's chunk.
  const modules = new Set([
    ...merged.flatMap((file) => chunks.get(file).moduleIds),
    ...chunks.get(appEntry).moduleIds.filter((id) => id.includes('/node_modules/')),
  ]);
  // The state machines' library as the islands run it, with the options every actor is made
  // with, in one chunk: left to the default splitting, a lazy chunk of the app the islands do not
  // load cut it in three (two requests more on every page).
  const islandsXstate = new Set(
    [...forIslands].flatMap((file) => chunks.get(file)?.moduleIds ?? []).filter(isXstate),
  );
  // What some tool pages need and not all (with three tools, what two of them share): a chunk for
  // each such set of pages. Left to the default splitting, it was a file for each set of modules'
  // importers, and a tool page started with 20 files.
  const sharedBy = new Map();
  for (const file of new Set(needs.flatMap((files) => [...files]))) {
    const by = needs.flatMap((files, index) => (files.has(file) ? [index] : []));
    if (file === appEntry || forIslands.has(file) || by.length < 2 || by.length === needs.length)
      continue;
    for (const id of chunks.get(file).moduleIds) sharedBy.set(id, `tools-${by.join('-')}`);
  }
  return {
    groups: [
      { name: 'xstate', test: (id) => islandsXstate.has(id), priority: LIBRARIES.length + 1 },
      // Each takes what it imports that none before it took: no chunk imports one after it.
      ...LIBRARIES.map(([name, test], index) => ({
        name,
        test: (id) => modules.has(id) && test.test(id),
        priority: LIBRARIES.length - index,
      })),
      {
        name: 'app',
        test: (id) => modules.has(id),
        // What those chunks import is in them, a library's or the islands': nothing to take in.
        includeDependenciesRecursively: false,
      },
      { name: (id) => sharedBy.get(id) ?? null, includeDependenciesRecursively: false },
    ],
  };
}

/**
 * Chromium compiles a function on its first call, on the main thread: at a tool page's start,
 * about a fifth of its main thread (4x CPU). A script that begins with V8's compile hint has all
 * its functions compiled as it streams in, on a background thread (decision 052). A plugin for the
 * client build puts it on the chunks a tool page runs nearly whole as it hydrates: the app's
 * libraries, `app`, the entry and the tools' route components. Last, as the bundle is written: the
 * minifier drops comments, and Vite begins the entry with its map of dynamic imports. So the hint
 * is not in a chunk's hashed name; it goes with the name alike in every build.
 */
export const compileHints = ({ app, toolRoute }) => ({
  name: 'compile-hints',
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      const names = [...LIBRARIES.map(([name]) => name), 'app'];
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        if (names.includes(chunk.name) || chunk.moduleIds.some((id) => id === app || toolRoute(id)))
          chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
      }
    },
  },
});
