// `npm run observatory`: HTTP Observatory's grade of every page of the last build, served by the
// one local server (nginx with the config that ships), with the deductions of a server without
// TLS set aside (./grade.mjs). Exits 1 below A+.
import { resolve } from 'node:path';
import { siteRules } from '../deploy/site-rules.mjs';
import { startServer } from '../servers/local-server.mjs';
import { OBSERVATORY_PORT as PORT } from '../servers/ports.mjs';
import { observatoryGrade } from './grade.mjs';

const root = resolve(import.meta.dirname, '../..');
const { pages } = await siteRules(resolve(root, 'dist'));
const origin = `http://127.0.0.1:${PORT}`;
const args = ['scripts/preview-nginx.mjs', '--port', String(PORT)];
const server = await startServer({ command: process.execPath, args, origin, cwd: root });
let belowAPlus = 0;
try {
  for (const { path } of pages) {
    const { grade, score, setAside, deductions } = await observatoryGrade(origin, path);
    if (grade !== 'A+') belowAPlus += 1;
    const notes = [
      deductions.length ? `deduções: ${deductions.join(', ')}` : '',
      `sem TLS, postas de lado: ${setAside.join(', ') || 'nenhuma'}`,
    ].filter(Boolean);
    console.log(
      `${grade === 'A+' ? '✓' : '✗'} ${path.padEnd(38)} ${grade.padEnd(3)} ${String(score).padStart(3)}  ${notes.join('; ')}`,
    );
  }
} finally {
  server.stop();
}
if (belowAPlus > 0) {
  console.error(`${belowAPlus} página(s) abaixo de A+`);
  process.exit(1);
}
