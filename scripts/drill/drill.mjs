// The drill (`npm run test:drill`, part of `npm test`): the site as it is after ordinary edits
// (scripts/drill/additions.mjs: six more services, two written testimonials, a hero sentence, a
// new landing section) and a third tool added as the README's "Add a tool" says, in at most 8
// files. It must typecheck, build, keep every budget with 15% of it to spare, and pass the
// browser tests of the content (@content) and of every tool's lists, policy and accessibility
// (@tools). It runs on a copy of the working tree, so the project itself is never touched.
import { execFileSync, spawn } from 'node:child_process';
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
import {
  INSERTIONS,
  LIST_ADDITIONS,
  NEW_FILES,
  SENTENCE_ADDITIONS,
  TOOL_FILES,
} from './additions.mjs';

/** The most files a developer may have to write or edit to add a tool. */
const TOOL_FILES_LIMIT = 8;
/** The share of every budget the drilled site must leave unused. */
const HEADROOM = 15;

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
  // Content files are edited as the CMS saves them: the whole file, parsed and written again.
  const editContent = (file, change) =>
    edit(copy, file, (text) => {
      const content = JSON.parse(text);
      change(content);
      return `${JSON.stringify(content, null, 2)}\n`;
    });
  for (const { file, list, items } of LIST_ADDITIONS) {
    editContent(file, (content) => content[list].push(...items));
  }
  for (const { file, field, sentence } of SENTENCE_ADDITIONS) {
    editContent(file, (content) => (content[field] += sentence));
  }
  for (const { file, after, before = false, text: added } of INSERTIONS) {
    edit(copy, file, (text) =>
      text.split(after).length === 2
        ? text.replace(after, before ? `${added}${after}` : `${after}${added}`)
        : text,
    );
  }
  for (const [file, text] of Object.entries(NEW_FILES)) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    writeFileSync(join(copy, file), text);
  }
}

/** Runs a step in the copy; resolves to whether it passed. */
function step(copy, name, command, args, env = {}) {
  console.log(`ensaio: ${name}`);
  const child = spawn(command, args, {
    cwd: copy,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return new Promise((resolve) => {
    child.on('error', () => resolve(false));
    child.on('close', (status) => resolve(status === 0));
  });
}

/** Copies the working tree, edits it, and runs every step; whether all passed. */
async function drill() {
  if (TOOL_FILES.length > TOOL_FILES_LIMIT) {
    console.error(
      `ensaio: um novo tool pede ${TOOL_FILES.length} arquivos, mais de ${TOOL_FILES_LIMIT}`,
    );
    return false;
  }
  const copy = mkdtempSync(join(tmpdir(), 'orbita-drill-'));
  try {
    copyWorkingTree(copy);
    applyAdditions(copy);
    // The build writes the route tree the typecheck reads; the checks after it are independent,
    // and side by side they keep both cores busy where one after another they left one idle.
    if (!(await step(copy, 'build', 'node', ['scripts/build.mjs']))) return false;
    const passed = await Promise.all([
      step(copy, 'typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']),
      step(copy, 'the new machine', 'npx', ['vitest', 'run', 'machines/adBudget.test.ts']),
      step(copy, `budgets, ${HEADROOM}% to spare`, 'node', [
        'scripts/budgets/check.mjs',
        `--headroom=${HEADROOM}`,
      ]),
      step(copy, 'Chromium', 'node', ['scripts/ensure-chromium.mjs']).then(
        (ready) =>
          ready &&
          step(
            copy,
            'every content and every tool shows where it should',
            'npx',
            [
              'playwright',
              'test',
              '--project=1280x800',
              '--grep',
              '@content|@tools',
              '--reporter=line',
            ],
            { E2E_PORT: String(DRILL_PORT) },
          ),
      ),
    ]);
    return passed.every(Boolean);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

const passed = await drill();
console.log(passed ? 'ensaio: passou' : 'ensaio: FALHOU');
process.exit(passed ? 0 : 1);
