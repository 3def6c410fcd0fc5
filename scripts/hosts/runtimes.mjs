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

/** @typedef {{ name: string, origin: string, stop: () => void }} Runtime */

/**
 * Starts a runtime's CLI on 127.0.0.1:`port`. Each runs in a folder of its own, also its home
 * (they write state and logs there), never asks anything, and sends nothing home.
 * @returns {Promise<Runtime>}
 */
async function startRuntime(name, cli, args, port) {
  const folder = await mkdtemp(join(tmpdir(), 'orbita-host-'));
  const env = {
    ...process.env,
    HOME: folder,
    CI: 'true',
    WRANGLER_SEND_METRICS: 'false',
    NETLIFY_TELEMETRY_DISABLED: '1',
  };
  const origin = `http://127.0.0.1:${port}`;
  const command = process.execPath;
  const server = await startServer({ command, args: [cli, ...args], origin, cwd: folder, env });
  return { name, ...server };
}

export function startCloudflarePages(dist, port) {
  // Pages reads the compatibility date only for Functions, which the site has none of; pinned to
  // one this runtime knows, so the run does not depend on today's date.
  const args = ['pages', 'dev', dist, '--ip', '127.0.0.1', '--port', String(port)];
  args.push('--compatibility-date', '2026-04-01');
  return startRuntime('Cloudflare Pages', WRANGLER, args, port);
}

export function startNetlify(dist, port, staticPort) {
  // `--offline`: no account, no site lookup. Edge functions (which the site has none of) would
  // download Deno at start, so they are off.
  const args = ['dev', '--offline', '--internal-disable-edge-functions', '--no-open'];
  args.push('--dir', dist, '--port', String(port), '--staticServerPort', String(staticPort));
  return startRuntime('Netlify', NETLIFY, args, port);
}
