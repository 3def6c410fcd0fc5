// Stryker's break threshold applies to the whole run; each folder must reach it on its own, so a
// well-tested folder cannot hide a weak one. Reads the JSON report the run just wrote.
import { readFileSync } from 'node:fs';

const FOLDERS = ['machines/', 'src/domain/'];
const MINIMUM = 85;
const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);

const report = JSON.parse(readFileSync('reports/mutation/mutation.json', 'utf8'));
let failed = false;
for (const folder of FOLDERS) {
  const mutants = Object.entries(report.files)
    .filter(([file]) => file.startsWith(folder))
    .flatMap(([, { mutants }]) => mutants);
  const detected = mutants.filter((m) => DETECTED.has(m.status)).length;
  const valid = detected + mutants.filter((m) => UNDETECTED.has(m.status)).length;
  const score = valid === 0 ? 0 : (100 * detected) / valid;
  const ok = score >= MINIMUM;
  failed ||= !ok;
  console.log(
    `${ok ? '✓' : '✗'} ${folder} ${score.toFixed(2)}% (${detected} of ${valid} mutants detected; at least ${MINIMUM}%)`,
  );
}
process.exitCode = failed ? 1 : 0;
