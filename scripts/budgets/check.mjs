// `npm run test:size`: every built page against the budgets; exits 1 when one is over.
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { BUDGETS } from './budgets.mjs';
import { measureAllJs, measurePage } from './measure.mjs';

const dist = resolve(import.meta.dirname, '../../dist');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Built pages as [route, file]: dist/<route>/index.html, and 404.html. */
const pages = readdirSync(dist, { recursive: true })
  .filter((file) => file.endsWith('.html'))
  .map((file) => [file === '404.html' ? '404' : `/${file.replace(/\/?index\.html$/, '')}`, file]);

const rows = [];
for (const [route, file] of pages) {
  const size = measurePage(dist, file);
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

let over = 0;
for (const { route, what, size, limit } of rows) {
  const ok = size <= limit;
  if (!ok) over += 1;
  console.log(
    `${ok ? '✓' : '✗'} ${route.padEnd(36)} ${what.padEnd(15)} ${kb(size).padStart(9)} / ${kb(limit)}`,
  );
}
if (over > 0) {
  console.error(`${over} budget(s) exceeded`);
  process.exit(1);
}
