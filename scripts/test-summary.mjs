// Prints one line, "N passed, N failed", summing the unit (Vitest) and browser (Playwright) runs
// from their JSON reports. A suite without a report (it never ran, or crashed) counts as one
// failure, so that a broken run never looks green.
import { readFile } from 'node:fs/promises';

async function readReport(path) {
  try {
    return JSON.parse(await readFile(path, 'utf8'));
  } catch {
    return null;
  }
}

const unit = await readReport('reports/unit.json');
const e2e = await readReport('reports/e2e.json');

// A browser test that passed only on its second run fails CI (playwright.config.ts): so here too.
const passed = (unit?.numPassedTests ?? 0) + (e2e?.stats.expected ?? 0);
const failed =
  (unit ? unit.numFailedTests : 1) + (e2e ? e2e.stats.unexpected + e2e.stats.flaky : 1);
const skipped =
  (unit?.numPendingTests ?? 0) + (unit?.numTodoTests ?? 0) + (e2e?.stats.skipped ?? 0);

if (skipped > 0) console.log(`${skipped} skipped`);
console.log(`${passed} passed, ${failed} failed`);
