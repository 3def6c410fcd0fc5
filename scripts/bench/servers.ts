import { type ChildProcess, spawn } from 'node:child_process';
import { ROOT } from './config';

export interface RunningServer {
  readonly origin: string;
  stop(): void;
}

const READY_TIMEOUT_MS = 30_000;

async function answers(origin: string): Promise<boolean> {
  try {
    await fetch(origin, { method: 'HEAD' });
    return true;
  } catch {
    return false;
  }
}

/** Resolves when the origin answers; fails if the server exits or never answers. */
async function waitUntilServing(origin: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!(await answers(origin))) {
    if (child.exitCode !== null) throw new Error(`o servidor de ${origin} terminou sem servir`);
    if (Date.now() > deadline) throw new Error(`${origin} não respondeu em 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Starts a server command (`{port}` replaced) in its own process group, so stopping it also
 * stops whatever it started (npm → nginx), and refuses a port that something already answers on.
 */
export async function startServer(command: string, port: number): Promise<RunningServer> {
  const origin = `http://127.0.0.1:${port}`;
  if (await answers(origin)) throw new Error(`a porta ${port} já está em uso`);
  const child = spawn(command.replaceAll('{port}', String(port)), {
    cwd: ROOT,
    shell: true,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => {
    process.off('exit', stop);
    if (child.pid === undefined) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // The group is gone already: nothing left to stop.
    }
  };
  // Its own process group does not get our Ctrl-C: stop it whenever the bench exits.
  process.once('exit', stop);
  try {
    await waitUntilServing(origin, child);
  } catch (error) {
    stop();
    throw error;
  }
  return { origin, stop };
}
