// Checks every prerendered page in dist/ with the W3C Nu HTML checker; any error fails.
// Usage: node scripts/validate-html.mjs (after `npm run build`; Java from scripts/ensure-java.mjs).
import { spawnSync } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');
// The package's main export is the path of the jar it ships.
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));

const pages = (await readdir(dist, { recursive: true }).catch(() => []))
  // Pages only: assets/ holds the markup islands add to a page (fragments, not documents).
  .filter((file) => file.endsWith('.html') && !file.startsWith('assets/'))
  .map((file) => relative(root, join(dist, file)))
  .sort();
if (pages.length === 0) {
  console.error('Nenhuma página em dist/: rode `npm run build` antes.');
  process.exit(1);
}

// One JVM for all pages: starting Java costs more than checking a page.
const { status, error } = spawnSync(
  'java',
  ['-jar', vnuJar, '--errors-only', '--format', 'gnu', ...pages],
  { cwd: root, stdio: 'inherit' },
);
if (error) throw error;
if (status !== 0) {
  console.error(`HTML inválido: veja os erros acima (${pages.length} páginas verificadas).`);
  process.exit(1);
}
console.log(`HTML válido: ${pages.length} páginas sem erros (W3C Nu HTML checker).`);
