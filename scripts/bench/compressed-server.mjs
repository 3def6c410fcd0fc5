// A static host for the bench only. It sends text responses encoded the way production's nginx
// does (brotli_static, else gzip_static), with the same bytes the build precompresses, so
// Lighthouse measures transfer sizes and timings that match production. `/x` is served from
// `x/index.html` (no redirect), unknown paths get the root's 404.html with status 404.
// Usage: node scripts/bench/compressed-server.mjs --root dist --port 47827
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { COMPRESSIBLE } from '../../deploy/policy.mjs';
import { compressedForms } from '../deploy/precompress.mjs';
import { CONTENT_TYPES } from '../content-types.mjs';
import { chooseEncoding } from './content-encoding.mjs';

const { values } = parseArgs({
  options: {
    root: { type: 'string', default: 'dist' },
    port: { type: 'string' },
    host: { type: 'string', default: '127.0.0.1' },
  },
});
if (!values.port) {
  console.error('Uso: node scripts/bench/compressed-server.mjs --root <pasta> --port <porta>');
  process.exit(1);
}
const root = resolve(values.root);

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
    const forms = COMPRESSIBLE.includes(extname(path)) ? await compressedForms(body) : {};
    cache.set(path, { body, forms });
  }
  return cache.get(path);
}

const server = createServer(async (request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://localhost');
  const file = await resolveFile(pathname);
  const fallback = join(root, '404.html');
  const path = file ?? ((await isFile(fallback)) ? fallback : null);
  if (!path) return response.writeHead(404).end();
  const { body, forms } = await load(path);
  const encoding = chooseEncoding(request.headers['accept-encoding'] ?? '', forms);
  const sent = encoding ? forms[encoding] : body;
  response.writeHead(file ? 200 : 404, {
    'Content-Type': CONTENT_TYPES[extname(path)] ?? 'application/octet-stream',
    'Content-Length': sent.length,
    'Cache-Control': pathname.startsWith('/assets/')
      ? 'public, max-age=31536000, immutable'
      : 'no-cache',
    Vary: 'Accept-Encoding',
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  });
  response.end(request.method === 'HEAD' ? undefined : sent);
});

server.on('error', (error) => {
  console.error(`Não foi possível servir ${root}: ${error.message}`);
  process.exit(1);
});
server.listen(Number(values.port), values.host);
