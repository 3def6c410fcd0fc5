// A copy of the project the content editor's test may write to and rebuild, beside the suite's own
// working tree (which it never touches), and the commands it runs in it.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { cp, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
/** What building the site reads; the dependencies are shared, not copied. */
const BUILD_INPUTS = [
  'src',
  'scripts',
  'machines',
  'public',
  'deploy',
  'index.html',
  'package.json',
  'vite.config.ts',
  'tsconfig.json',
];

export interface ProjectCopy {
  dir: string;
  /** Runs a node script in the copy to its end: its exit code and all it printed. */
  run(script: string, args?: string[]): Promise<{ code: number | null; output: string }>;
  /** Starts a node script in the copy, resolved once it prints `ready`; stopped by `remove`. */
  start(script: string, args: string[], env: Record<string, string>, ready: string): Promise<void>;
  remove(): Promise<void>;
}

export async function copyProject(): Promise<ProjectCopy> {
  const dir = await mkdtemp(join(tmpdir(), 'orbita-cms-'));
  await Promise.all(
    BUILD_INPUTS.map((entry) =>
      cp(join(ROOT, entry), join(dir, entry), {
        recursive: true,
        filter: (path) => !path.includes('/node_modules'),
      }),
    ),
  );
  await symlink(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  const running: ChildProcess[] = [];
  const spawnIn = (script: string, args: string[], env: Record<string, string> = {}) => {
    const child = spawn(process.execPath, [script, ...args], {
      cwd: dir,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk: Buffer) => (output += chunk.toString());
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    return { child, output: () => output };
  };
  return {
    dir,
    async run(script, args = []) {
      const { child, output } = spawnIn(script, args);
      const [code] = (await once(child, 'exit')) as [number | null];
      return { code, output: output() };
    },
    async start(script, args, env, ready) {
      const { child, output } = spawnIn(script, args, env);
      running.push(child);
      await new Promise<void>((started, failed) => {
        const look = () => output().includes(ready) && started();
        child.stdout?.on('data', look);
        child.once('exit', () => failed(new Error(`${script} stopped:\n${output()}`)));
      });
    },
    async remove() {
      for (const child of running) {
        if (child.exitCode !== null) continue;
        child.kill('SIGTERM');
        await once(child, 'exit');
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
