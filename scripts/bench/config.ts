import { resolve } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { startServer } from '../servers/local-server.mjs';
import { BENCH_PORTS } from '../servers/ports.mjs';

export const ROOT = resolve(import.meta.dirname, '../..');

/** The three ports the bench may use: the site, the floor page, Chromium's debugging port. */
export const PORTS = BENCH_PORTS;

/**
 * How the built site is served while measuring: by the one local server, nginx with the config
 * that ships (brotli/gzip, headers, caching as production). `{port}` is replaced;
 * `npm run bench -- --server "<command>"` measures another host.
 */
export const SITE_SERVER_COMMAND = 'node scripts/preview-nginx.mjs --port {port}';

/**
 * The floor page is served by the same nginx, precompressed and with the headers the policy
 * gives a page, so the comparison is between pages, not servers.
 */
export const FLOOR_SERVER_COMMAND = 'node scripts/preview-nginx.mjs --plain bench --port {port}';

/** Starts `command` (a shell command, `{port}` replaced) and resolves once it serves on `port`. */
export const serveOn = (command: string, port: number) =>
  startServer({
    command: command.replaceAll('{port}', String(port)),
    shell: true,
    origin: `http://127.0.0.1:${port}`,
    cwd: ROOT,
  });

export type PageId = 'floor' | 'home' | 'tool' | 'siteButton';

export interface BenchPage {
  readonly id: PageId;
  readonly label: string;
  readonly server: 'site' | 'floor';
  readonly path: string;
}

export const PAGES: Readonly<Record<PageId, BenchPage>> = {
  // The page's own URL: the server sends `/floor.html` there with a redirect, a round trip the
  // floor must not pay.
  floor: { id: 'floor', label: 'static floor', server: 'floor', path: '/floor' },
  home: { id: 'home', label: '`/`', server: 'site', path: '/' },
  tool: {
    id: 'tool',
    label: '`/ferramentas/whatsapp-link-creator`',
    server: 'site',
    path: '/ferramentas/whatsapp-link-creator',
  },
  siteButton: {
    id: 'siteButton',
    label: '`/ferramentas/botao-whatsapp-para-site`',
    server: 'site',
    path: '/ferramentas/botao-whatsapp-para-site',
  },
};

/**
 * Every host name but the local one fails to resolve, so nothing measured ever reaches the
 * network: third parties (ads script, video embeds) are blocked the way a blocker would.
 */
const OFFLINE_ARGS = ['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'];

export const BENCH_CHROMIUM = {
  path: CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS, ...OFFLINE_ARGS],
} as const;

/** The interaction walk's device: a phone-sized viewport on a 4× slower CPU. */
export const WALK_VIEWPORT = { width: 390, height: 844 } as const;
export const WALK_CPU_SLOWDOWN = 4;
