// A static host for the bench only: gzips text responses like the production host does, so
// Lighthouse measures transfer sizes and timings that match production. `/x` is served from
// `x/index.html` (no redirect), unknown paths get the root's 404.html with status 404.
// Usage: node scripts/bench/gzip-server.mjs --root dist --port 47827
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { CONTENT_TYPES } from '../content-types.mjs';

const { values } = parseArgs({
  options: {
    root: { type: 'string', default: 'dist' },
    port: { type: 'string' },
    host: { type: 'string', default: '127.0.0.1' },
  },
});
if (!values.port) {
  console.error('Uso: node scripts/bench/gzip-server.mjs --root <pasta> --port <porta>');
  process.exit(1);
}
const root = resolve(values.root);

// Images and fonts are compressed already: gzip would only cost time.
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt']);

/** Each file is read and compressed once: the bench measures the page, not this server. */
const cache = new Map();

async function isFile(path) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** The file for a URL path, never outside the root. */
async function resolveFile(urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const base = normalize(join(root, decoded));
  if (base !== root && !base.startsWith(root + sep)) return null;
  for (const candidate of [base, join(base, 'index.html')]) {
    if (await isFile(candidate)) return candidate;
  }
  return null;
}

async function load(path) {
  if (!cache.has(path)) {
    const body = await readFile(path);
    const gzipped = COMPRESSIBLE.has(extname(path)) ? gzipSync(body, { level: 6 }) : null;
    cache.set(path, { body, gzipped });
  }
  return cache.get(path);
}

const server = createServer(async (request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://localhost');
  const file = await resolveFile(pathname);
  const fallback = join(root, '404.html');
  const path = file ?? ((await isFile(fallback)) ? fallback : null);
  if (!path) return response.writeHead(404).end();
  const { body, gzipped } = await load(path);
  const useGzip = gzipped && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
  const sent = useGzip ? gzipped : body;
  response.writeHead(file ? 200 : 404, {
    'Content-Type': CONTENT_TYPES[extname(path)] ?? 'application/octet-stream',
    'Content-Length': sent.length,
    'Cache-Control': pathname.startsWith('/assets/')
      ? 'public, max-age=31536000, immutable'
      : 'no-cache',
    Vary: 'Accept-Encoding',
    ...(useGzip ? { 'Content-Encoding': 'gzip' } : {}),
  });
  response.end(request.method === 'HEAD' ? undefined : sent);
});

server.on('error', (error) => {
  console.error(`Não foi possível servir ${root}: ${error.message}`);
  process.exit(1);
});
server.listen(Number(values.port), values.host);
