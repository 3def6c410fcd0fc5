// `npm run test:size`: every built page against the budgets; exits 1 when one is over.
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { siteRules } from '../deploy/site-rules.mjs';
import { BUDGETS } from './budgets.mjs';
import { measureAllJs, measurePage } from './measure.mjs';
import { responseHeadBytes } from './response-head.mjs';

const dist = resolve(import.meta.dirname, '../../dist');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
/** The first round trip is counted to the byte: so is what fills it. */
const shown = (what, bytes) => (what === 'html' ? `${bytes.toLocaleString('en')} B` : kb(bytes));

/** Built pages as [route, file]: dist/<route>.html (`/` is index.html), and 404.html. */
const pages = readdirSync(dist, { recursive: true })
  // Pages only: assets/ holds the markup islands add to a page after its first paint.
  .filter((file) => file.endsWith('.html') && !file.startsWith('assets/'))
  .map((file) => [file === '404.html' ? '404' : `/${file.replace(/(index)?\.html$/, '')}`, file]);

/** The headers production sends with each page: its own rule's, or the 404 page's. */
const rules = await siteRules(dist);
const policyHeaders = (file) =>
  rules.pages.find((page) => page.file === file)?.headers ?? rules.notFound;

const rows = [];
for (const [route, file] of pages) {
  const measured = measurePage(dist, file);
  const status = route === '404' ? 404 : 200;
  // The whole response: the head production writes before the brotli body, and the body.
  const html = measured.html + responseHeadBytes(status, measured.html, policyHeaders(file));
  const size = { ...measured, html };
  const limits = {
    html: BUDGETS.html[route] ?? BUDGETS.html.default,
    css: BUDGETS.css[route] ?? BUDGETS.css.default,
    startupJs: BUDGETS.startupJs,
    preloadedFonts: BUDGETS.preloadedFonts,
  };
  for (const [what, limit] of Object.entries(limits)) {
    rows.push({ route, what, size: size[what], limit });
  }
}
rows.push({ route: 'all routes', what: 'allJs', size: measureAllJs(dist), limit: BUDGETS.allJs });
rows.push({
  route: 'on request',
  what: 'onRequestJs',
  size: measureAllJs(dist, { onRequest: true }),
  limit: BUDGETS.onRequestJs,
});

let over = 0;
for (const { route, what, size, limit } of rows) {
  const ok = size <= limit;
  if (!ok) over += 1;
  console.log(
    `${ok ? '✓' : '✗'} ${route.padEnd(36)} ${what.padEnd(15)} ${shown(what, size).padStart(9)} / ${shown(what, limit)}`,
  );
}
if (over > 0) {
  console.error(`${over} budget(s) exceeded`);
  process.exit(1);
}
