// `npm run observatory`: HTTP Observatory's grade of every page of the last build, through both
// local servers (nginx with the config that ships, and `npm start`'s Node server), with the
// deductions of a server without TLS set aside (./grade.mjs). Exits 1 below A+.
import { resolve } from 'node:path';
import { siteRules } from '../deploy/site-rules.mjs';
import { startServer } from '../servers/local-server.mjs';
import { observatoryGrade } from './grade.mjs';

const root = resolve(import.meta.dirname, '../..');
// Fixed, uncommon ports: both servers fail rather than pick another, so a busy port is said.
const SERVERS = [
  { name: 'nginx', script: 'scripts/preview-nginx.mjs', port: 47871 },
  { name: 'Node', script: 'scripts/serve.mjs', port: 47872 },
];

const { pages } = await siteRules(resolve(root, 'dist'));
const started = [];
let belowAPlus = 0;
try {
  for (const { name, script, port } of SERVERS) {
    const origin = `http://127.0.0.1:${port}`;
    const args = [script, '--port', String(port)];
    started.push(await startServer({ command: process.execPath, args, origin, cwd: root }));
    for (const { path } of pages) {
      const { grade, score, setAside, deductions } = await observatoryGrade(origin, path);
      if (grade !== 'A+') belowAPlus += 1;
      const notes = [
        deductions.length ? `deduções: ${deductions.join(', ')}` : '',
        `sem TLS, postas de lado: ${setAside.join(', ') || 'nenhuma'}`,
      ].filter(Boolean);
      console.log(
        `${grade === 'A+' ? '✓' : '✗'} ${name.padEnd(6)} ${path.padEnd(36)} ${grade.padEnd(3)} ${String(score).padStart(3)}  ${notes.join('; ')}`,
      );
    }
  }
} finally {
  for (const server of started) server.stop();
}
if (belowAPlus > 0) {
  console.error(`${belowAPlus} página(s) abaixo de A+`);
  process.exit(1);
}
