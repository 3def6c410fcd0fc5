import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

const DIST = join(import.meta.dirname, '../../dist');
const ASSETS = join(DIST, 'assets');
const scripts = () => readdirSync(ASSETS).filter((file) => file.endsWith('.js'));

test('development tools never reach the production bundle', () => {
  for (const file of scripts()) {
    const source = readFileSync(join(ASSETS, file), 'utf8');
    expect(source, file).not.toContain('createBrowserInspector');
    expect(source, file).not.toContain('stately.ai');
    expect(source, file).not.toContain('mockServiceWorker');
  }
});

// Listed alone, the entry would still run the app, in one long task: only the start's figures
// would show it (decision 050).
test("a tool page's boot evaluates each of the app's libraries in turn, then the entry", () => {
  const pages = readdirSync(join(DIST, 'ferramentas')).filter((file) => file.endsWith('.html'));
  expect(pages.length).toBeGreaterThan(0);
  for (const page of pages) {
    const html = readFileSync(join(DIST, 'ferramentas', page), 'utf8');
    const files = /data-app="([^"]+)"/.exec(html)?.[1]?.split(' ') ?? [];
    for (const file of files) expect(existsSync(join(DIST, file)), file).toBe(true);
    const names = files.map((file) => /^\/assets\/([a-z]+)-/.exec(file)?.[1]);
    const libraries = ['chakra', 'react', 'router'];
    expect(names.slice(0, -1).sort(), page).toEqual(libraries);
    expect(libraries, page).not.toContain(names.at(-1));
  }
});

// The hint has V8 compile every function of a script as it streams in, off the main thread
// (scripts/prerender/app-chunk.mjs): the app's, which a tool page runs nearly whole as it
// hydrates; not the islands', of which a content page runs a part.
test("a tool page's app is compiled as it streams in; the islands are not", () => {
  const hinted = (file: string) =>
    readFileSync(join(DIST, file), 'utf8').startsWith('//# allFunctionsCalledOnLoad\n');
  for (const page of readdirSync(join(DIST, 'ferramentas')).filter((f) => f.endsWith('.html'))) {
    const html = readFileSync(join(DIST, 'ferramentas', page), 'utf8');
    const files = /data-app="([^"]+)"/.exec(html)?.[1]?.split(' ') ?? [];
    expect(files.length, page).toBeGreaterThan(0);
    for (const file of files) expect(hinted(file), file).toBe(true);
  }
  const islands = scripts().filter((file) => /^(landing-)?islands-/.test(file));
  expect(islands.length).toBeGreaterThan(0);
  for (const file of islands) expect(hinted(`assets/${file}`), file).toBe(false);
});

// Lighthouse's simulation paints a page once its whole HTML is in: `/` fits the first round trip
// only with these bytes gone (decision 057). A tool page keeps Emotion's names, which its app
// renders again as it hydrates, and the boot's code for holding the fonts until the app is live.
test("a content page's classes are short and its boot has no app's code; a tool page's keep both", () => {
  const html = (file: string) => readFileSync(join(DIST, file), 'utf8');
  const emotionClass = /class="[^"]*\bcss-[a-z0-9]+/;
  const holdsFonts = /CSSFontFaceRule/;
  for (const file of ['index.html', 'privacidade.html', '404.html']) {
    expect(html(file), file).not.toMatch(emotionClass);
    expect(html(file), file).not.toMatch(holdsFonts);
  }
  for (const file of readdirSync(join(DIST, 'ferramentas')).filter((f) => f.endsWith('.html'))) {
    expect(html(join('ferramentas', file)), file).toMatch(emotionClass);
    expect(html(join('ferramentas', file)), file).toMatch(holdsFonts);
  }
});
