// The CDN hosts' own local runtimes, started on the built site: Cloudflare Pages (`wrangler pages
// dev`) and Netlify (`netlify dev`). They read dist/_headers and dist/_redirects with the hosts'
// own code. Installed into this folder, from its lockfile, the first time a check needs them.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../servers/local-server.mjs';

const here = import.meta.dirname;
const bin = (path) => join(here, 'node_modules', path);
const WRANGLER = bin('wrangler/bin/wrangler.js');
const NETLIFY = bin('netlify-cli/bin/run.js');

export function ensureRuntimes() {
  if (existsSync(WRANGLER) && existsSync(NETLIFY)) return;
  console.log('instalando os ambientes locais da Cloudflare e da Netlify (uma vez)…');
  // No install script runs: the runtimes' binaries come as packages, nothing is downloaded later.
  execFileSync('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund'], {
    cwd: here,
    stdio: 'inherit',
  });
}

/**
 * Each runtime runs in a folder of its own (they write state and logs beside them and in their
 * home), never asks anything, sends nothing home, and stays off the network where it can.
 */
async function sandbox() {
  const folder = await mkdtemp(join(tmpdir(), 'orbita-host-'));
  const env = {
    ...process.env,
    HOME: folder,
    CI: 'true',
    WRANGLER_SEND_METRICS: 'false',
    NETLIFY_TELEMETRY_DISABLED: '1',
  };
  return { folder, env };
}

/** @typedef {{ name: string, origin: string, stop: () => void }} Runtime */

/** @returns {Promise<Runtime>} */
export async function startCloudflarePages(dist, port) {
  const { folder, env } = await sandbox();
  const origin = `http://127.0.0.1:${port}`;
  // Pages reads the compatibility date only for Functions, which the site has none of; pinned to
  // one this runtime knows, so the run does not depend on today's date.
  const args = ['pages', 'dev', dist, '--ip', '127.0.0.1', '--port', String(port)];
  args.push('--compatibility-date', '2026-04-01');
  const child = await startServer({
    command: process.execPath,
    args: [WRANGLER, ...args],
    origin,
    cwd: folder,
    env,
  });
  return { name: 'Cloudflare Pages', origin, stop: () => child.kill('SIGTERM') };
}

/** @returns {Promise<Runtime>} */
export async function startNetlify(dist, port, staticPort) {
  const { folder, env } = await sandbox();
  const origin = `http://127.0.0.1:${port}`;
  // `--offline`: no account, no site lookup. Edge functions (which the site has none of) would
  // download Deno at start, so they are off.
  const args = ['dev', '--offline', '--internal-disable-edge-functions', '--no-open'];
  args.push('--dir', dist, '--port', String(port), '--staticServerPort', String(staticPort));
  const child = await startServer({
    command: process.execPath,
    args: [NETLIFY, ...args],
    origin,
    cwd: folder,
    env,
  });
  return { name: 'Netlify', origin, stop: () => child.kill('SIGTERM') };
}
