// `npm run test:size`: every built page against the budgets; exits 1 when one is over. Each row
// says how much room it leaves: a budget is a ceiling for what a visitor waits for, and one with
// little room left is the next change's to break.
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { EDITOR_FOLDER } from '../../deploy/policy.mjs';
import { siteRules } from '../deploy/site-rules.mjs';
import { BUDGETS } from './budgets.mjs';
import { measureOnRequestJs, measurePage } from './measure.mjs';
import { responseHeadBytes } from './response-head.mjs';

const dist = resolve(import.meta.dirname, '../../dist');
/** `--headroom=15`: every budget must also leave 15% of it unused (the drill asks this). */
const { values } = parseArgs({ options: { headroom: { type: 'string', default: '0' } } });
const headroom = Number(values.headroom) / 100;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
/** The first round trip is counted to the byte: so is what fills it. Script files are counted. */
const shown = (what, size) => {
  if (what === 'startScripts') return `${size} files`;
  return what === 'firstRoundTrip' ? `${size.toLocaleString('en')} B` : kb(size);
};

/**
 * Built pages as [path, file]: dist/<path>.html (`/` is index.html), and 404.html. Not the content
 * editor (dist/admin/): a visitor never loads it, and Decap's bundle (5 MB) is the agency's
 * editors' to wait for, once; the budgets are the visitors'.
 */
const pages = readdirSync(dist, { recursive: true })
  .filter((file) => file.endsWith('.html') && !file.startsWith('assets/'))
  .filter((file) => !file.startsWith(EDITOR_FOLDER.slice(1)))
  .map((file) => [file === '404.html' ? '404' : `/${file.replace(/(index)?\.html$/, '')}`, file]);

/** The headers production sends with each page: its own rule's, or the 404 page's. */
const rules = await siteRules(dist);
const policyHeaders = (file) =>
  rules.pages.find((page) => page.file === file)?.headers ?? rules.notFound;

const rows = [];
for (const [path, file] of pages) {
  const measured = measurePage(dist, file, path);
  const status = path === '404' ? 404 : 200;
  // The head production writes before the brotli body travels in the same round trip.
  const head = responseHeadBytes(status, measured.firstRoundTripHtml, policyHeaders(file));
  rows.push(
    {
      path,
      what: 'firstRoundTrip',
      size: measured.firstRoundTripHtml + head,
      limit: BUDGETS.firstRoundTrip,
    },
    measured.app
      ? { path, what: 'toolPageJs', size: measured.js, limit: BUDGETS.toolPageJs }
      : { path, what: 'contentPageJs', size: measured.js, limit: BUDGETS.contentPageJs },
    { path, what: 'startScripts', size: measured.startScripts, limit: BUDGETS.startScripts },
    { path, what: 'preloadedFonts', size: measured.preloadedFonts, limit: BUDGETS.preloadedFonts },
  );
}
rows.push({
  path: 'on request',
  what: 'onRequestJs',
  size: measureOnRequestJs(dist),
  limit: BUDGETS.onRequestJs,
});

let over = 0;
for (const { path, what, size, limit } of rows) {
  const ok = size <= limit * (1 - headroom);
  if (!ok) over += 1;
  const room = limit === 0 ? '' : `${Math.round((100 * (limit - size)) / limit)}% left`;
  console.log(
    `${ok ? '✓' : '✗'} ${path.padEnd(40)} ${what.padEnd(15)} ${shown(what, size).padStart(9)} / ${shown(what, limit).padEnd(9)} ${room}`,
  );
}
if (over > 0) {
  console.error(`${over} budget(s) exceeded`);
  process.exit(1);
}
