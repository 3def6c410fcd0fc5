// Starts a local server for a check or a measurement and waits until it answers, so nothing is
// ever asked of a server that is still starting, or of someone else's on the same port.
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

/** @typedef {{ origin: string, stop: () => void }} RunningServer */

/** Whether anything answers HTTP at `origin`, whatever its status. */
const answers = (origin) =>
  fetch(origin, { method: 'HEAD', redirect: 'manual' }).then(
    () => true,
    () => false,
  );

/**
 * Spawns `command args` and resolves once `origin` answers any HTTP request. Refuses an origin
 * that already answers (a server there is someone else's); rejects if the child exits first, or
 * after `timeoutMs`, with the end of what it wrote to stderr. The child runs in a process group
 * of its own: stopping it stops whatever it started too (npm → nginx, a CLI → its runtime), and
 * it is stopped when this process exits.
 * @param {{ command: string, args?: string[], origin: string, cwd?: string,
 *   env?: NodeJS.ProcessEnv, shell?: boolean, timeoutMs?: number }} server
 * @returns {Promise<RunningServer>}
 */
export async function startServer({
  command,
  args = [],
  origin,
  cwd,
  env,
  shell = false,
  timeoutMs = 180_000,
}) {
  if (await answers(origin)) throw new Error(`${origin}: já há um servidor nesta porta`);
  const child = spawn(command, args, {
    cwd,
    env,
    shell,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  child.stderr.on('data', (chunk) => (output = (output + chunk).slice(-4_000)));
  let exited = false;
  child.once('exit', () => (exited = true));
  const stop = () => {
    process.off('exit', stop);
    if (child.pid === undefined) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // The group is gone already: nothing left to stop.
    }
  };
  process.once('exit', stop);
  const deadline = Date.now() + timeoutMs;
  while (!(await answers(origin))) {
    if (exited || Date.now() > deadline) {
      stop();
      throw new Error(
        `${origin}: o servidor não respondeu (${command} ${args.join(' ')})\n${output}`,
      );
    }
    await sleep(250);
  }
  return { origin, stop };
}
