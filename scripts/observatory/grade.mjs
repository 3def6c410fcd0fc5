// HTTP Observatory's grade of one page, as its scanner (`@mdn/mdn-http-observatory`) computes it,
// with the two deductions a server without TLS always gets set aside: no redirect to https, and
// no HSTS over https. Production serves the same headers behind TLS, where neither applies.
import { existsSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ALL_TESTS } from '@mdn/mdn-http-observatory/src/constants.js';
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT } from '@mdn/mdn-http-observatory/src/grader/charts.js';
import { getGradeForScore, getScoreModifier } from '@mdn/mdn-http-observatory/src/grader/grader.js';
import { retrieve } from '@mdn/mdn-http-observatory/src/retriever/retriever.js';

/** The results only a server without TLS gets, whatever its headers. */
export const NO_TLS_RESULTS = new Set(['redirection-missing', 'hsts-not-implemented-no-https']);

// The scanner looks hosts up in Chromium's HSTS preload list, which its install script downloads
// (install scripts do not run here: see .npmrc). A loopback server is on no such list.
const preloadList = fileURLToPath(
  new URL('../conf/hsts-preload.json', import.meta.resolve('@mdn/mdn-http-observatory')),
);
if (!existsSync(preloadList)) writeFileSync(preloadList, '{}\n');

/**
 * @param {string} origin e.g. `http://127.0.0.1:4173`
 * @param {string} path e.g. `/`
 * @returns {Promise<{ grade: string, score: number, setAside: string[], deductions: string[] }>}
 */
export async function observatoryGrade(origin, path) {
  const { host } = new URL(origin);
  const retrieved = await retrieve(host, { path });
  if (!retrieved.responses.auto) throw new Error(`${origin}${path}: no answer`);
  const results = ALL_TESTS.map((test) => test(retrieved)).filter((output) => output.result);
  const setAside = results.filter((output) => NO_TLS_RESULTS.has(output.result));
  const counted = results.filter((output) => !NO_TLS_RESULTS.has(output.result));
  const modifiers = counted.map((output) => getScoreModifier(output.result));
  // As the scanner does: extra credit counts only once the score without it is an A.
  const uncurved = 100 + modifiers.filter((m) => m < 0).reduce((sum, m) => sum + m, 0);
  const withCredit = 100 + modifiers.reduce((sum, m) => sum + m, 0);
  const { grade, score } = getGradeForScore(
    uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withCredit : uncurved,
  );
  return {
    grade,
    score,
    setAside: setAside.map((output) => output.result),
    deductions: counted
      .filter((output) => getScoreModifier(output.result) < 0)
      .map((output) => output.result),
  };
}
