// Starts a local server for a check and waits until it answers, so a check never asks a server
// that is still starting, or someone else's on the same port.
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Spawns `command args` and resolves with the child once `origin` answers any HTTP request;
 * rejects if the child exits first, or after `timeoutMs`.
 * @param {{ command: string, args: string[], origin: string, cwd?: string,
 *   env?: NodeJS.ProcessEnv, timeoutMs?: number }} server
 */
export async function startServer({ command, args, origin, cwd, env, timeoutMs = 180_000 }) {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  child.stderr.on('data', (chunk) => (output = (output + chunk).slice(-4_000)));
  let exited = false;
  child.once('exit', () => (exited = true));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited || Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`${origin}: o servidor não respondeu (${command} ${args[0]})\n${output}`);
    }
    const answered = await fetch(origin, { redirect: 'manual' }).then(
      () => true,
      () => false,
    );
    if (answered) return child;
    await sleep(250);
  }
}
