// The content drill (`npm run test:drill`, part of `npm test`): the site as an editor leaves it
// after ordinary edits (scripts/drill/additions.mjs: three more services, a hero sentence, one
// more written testimonial) must still build, keep every page's budgets, and pass the browser
// tests that check the page shows all of its content (tagged @content, counting from src/content).
// It runs on a copy of the working tree, so the project itself is never touched.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { DRILL_PORT } from '../servers/ports.mjs';
import { LIST_ADDITIONS, SENTENCE_ADDITIONS } from './additions.mjs';

const root = resolve(import.meta.dirname, '../..');

/** The working tree's files (tracked, and new ones not ignored) copied to `copy`. */
function copyWorkingTree(copy) {
  const files = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  )
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    // A tracked file deleted in the working tree is not copied.
    try {
      cpSync(join(root, file), join(copy, file));
    } catch (error) {
      if (error.code !== 'ENOENT') throw error;
    }
  }
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
}

/** Applies an edit to a file of the copy; fails, naming the file, if it no longer fits. */
function edit(copy, file, change) {
  const path = join(copy, file);
  const before = readFileSync(path, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`o ensaio não encontrou onde editar ${file}`);
  writeFileSync(path, after);
}

function applyAdditions(copy) {
  for (const { file, list, items } of LIST_ADDITIONS) {
    edit(copy, file, (text) => {
      const start = text.indexOf(`export const ${list}`);
      const end = start === -1 ? -1 : text.indexOf('\n];', start);
      return end === -1 ? text : text.slice(0, end) + items + text.slice(end);
    });
  }
  for (const { file, ending, sentence } of SENTENCE_ADDITIONS) {
    edit(copy, file, (text) =>
      text.split(ending).length === 2
        ? text.replace(ending, `${ending.slice(0, -1)}${sentence}${ending.slice(-1)}`)
        : text,
    );
  }
}

/** Runs a step in the copy; returns whether it passed. */
function step(copy, name, command, args, env = {}) {
  console.log(`ensaio de conteúdo: ${name}`);
  const { status } = spawnSync(command, args, {
    cwd: copy,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return status === 0;
}

/** Copies the working tree, edits its content, and runs every step; whether all passed. */
function drill() {
  const copy = mkdtempSync(join(tmpdir(), 'orbita-drill-'));
  try {
    copyWorkingTree(copy);
    applyAdditions(copy);
    return (
      step(copy, 'build', 'node', ['scripts/build.mjs']) &&
      step(copy, 'budgets', 'node', ['scripts/budgets/check.mjs']) &&
      step(copy, 'Chromium', 'node', ['scripts/ensure-chromium.mjs']) &&
      step(
        copy,
        'the page shows all of its content',
        'npx',
        ['playwright', 'test', '--project=1280x800', '--grep', '@content', '--reporter=line'],
        { E2E_PORT: String(DRILL_PORT) },
      )
    );
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

const passed = drill();
console.log(passed ? 'ensaio de conteúdo: passou' : 'ensaio de conteúdo: FALHOU');
process.exit(passed ? 0 : 1);
