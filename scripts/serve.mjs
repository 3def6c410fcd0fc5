// Serves the built site from dist/ the way a static host should: `/x` from `x/index.html` (no
// redirect to `/x/`), hashed assets cached for a year, unknown paths get 404.html with status 404.
// Usage: node scripts/serve.mjs [--port 4173] [--host 127.0.0.1]. It never picks another port.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4173' },
    host: { type: 'string', default: '127.0.0.1' },
  },
});
const dist = resolve(import.meta.dirname, '..', 'dist');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

async function isFile(path) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** The file for a URL path, never outside dist/. */
async function resolveFile(urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const base = normalize(join(dist, decoded));
  if (base !== dist && !base.startsWith(dist + sep)) return null;
  for (const candidate of [base, join(base, 'index.html')]) {
    if (await isFile(candidate)) return candidate;
  }
  return null;
}

const server = createServer(async (request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://localhost');
  const file = await resolveFile(pathname);
  const status = file ? 200 : 404;
  const body = file ?? join(dist, '404.html');
  response.writeHead(status, {
    'Content-Type': TYPES[extname(body)] ?? 'application/octet-stream',
    'Cache-Control': pathname.startsWith('/assets/')
      ? 'public, max-age=31536000, immutable'
      : 'no-cache',
  });
  if (request.method === 'HEAD') return response.end();
  createReadStream(body).pipe(response);
});

server.on('error', (error) => {
  console.error(`Não foi possível servir o site: ${error.message}`);
  process.exit(1);
});
server.listen(Number(values.port), values.host, () => {
  console.log(`Site no ar em http://${values.host}:${values.port}/`);
});
