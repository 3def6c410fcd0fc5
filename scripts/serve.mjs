// Serves the built site from dist/ the way a static host should: `/x` from `x/index.html` (no
// redirect to `/x/`), hashed assets cached for a year, unknown paths get 404.html with status 404.
// It answers every request, however malformed, and never reads outside its root.
// Usage: node scripts/serve.mjs [--port 4173] [--host 127.0.0.1] [--root dist].
// It never picks another port.
import { open } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream';
import { parseArgs } from 'node:util';
import { CONTENT_TYPES } from './content-types.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4173' },
    host: { type: 'string', default: '127.0.0.1' },
    root: { type: 'string', default: resolve(import.meta.dirname, '..', 'dist') },
  },
});
const root = resolve(values.root);

const ALLOW = 'GET, HEAD, OPTIONS';
// Our longest real URL is under 100 characters; anything near this is not a page of ours.
const MAX_TARGET_LENGTH = 2048;
const NOT_FOUND_TEXT = 'Página não encontrada.\n';

/** The decoded path of a request target, or null when it is not one a browser would send. */
function pathOf(target) {
  let raw;
  if (target.startsWith('/')) raw = target.split(/[?#]/, 1)[0];
  // Absolute form (`GET http://host/x`), which HTTP/1.1 servers must accept.
  else if (/^https?:\/\//i.test(target) && URL.canParse(target)) raw = new URL(target).pathname;
  else return null;
  let decoded;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  return decoded.includes('\0') ? null : decoded;
}

/** An open regular file for a decoded path, trying `<path>/index.html` too; never outside root. */
async function openFile(path) {
  // Backslashes count as separators so `..\` is normalised (and prefix-checked) like `../`.
  const base = resolve(root, `.${sep}${path.replaceAll('\\', '/')}`);
  if (base !== root && !base.startsWith(root + sep)) return null;
  for (const candidate of [base, join(base, 'index.html')]) {
    const file = await open(candidate).catch(() => null);
    if (!file) continue;
    const info = await file.stat().catch(() => null);
    if (info?.isFile()) return { file, size: info.size, type: extname(candidate) };
    await file.close().catch(() => {});
  }
  return null;
}

function sendText(response, status, text, headers = {}) {
  response.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    ...headers,
  });
  response.end(response.req.method === 'HEAD' ? undefined : text);
}

async function handle(request, response) {
  const target = request.url ?? '';
  if (target.length > MAX_TARGET_LENGTH) return sendText(response, 414, 'URI muito longa.\n');
  if (request.method === 'OPTIONS') {
    response.writeHead(204, { Allow: ALLOW });
    return response.end();
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return sendText(response, 405, 'Método não permitido.\n', { Allow: ALLOW });
  }
  const path = pathOf(target);
  if (path === null) return sendText(response, 400, 'Requisição inválida.\n');

  const found = await openFile(path);
  const page = found ?? (await openFile('/404.html'));
  if (!page) return sendText(response, 404, NOT_FOUND_TEXT);
  response.writeHead(found ? 200 : 404, {
    'Content-Type': CONTENT_TYPES[page.type] ?? 'application/octet-stream',
    'Content-Length': page.size,
    'Cache-Control':
      found && path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  if (request.method === 'HEAD') {
    response.end();
    return page.file.close();
  }
  // A visitor closing the tab mid-download is an error here, and nothing to act on.
  pipeline(page.file.createReadStream(), response, () => {});
}

const server = createServer((request, response) => {
  handle(request, response).catch((error) => {
    console.error(`Erro ao responder ${request.method} ${request.url}: ${error.message}`);
    if (response.headersSent) response.destroy();
    else sendText(response, 500, 'Erro interno.\n');
  });
});

// Requests Node cannot even parse (bad request line, oversized headers) end here, not in a crash.
server.on('clientError', (error, socket) => {
  if (!socket.writable || error.code === 'ECONNRESET') return socket.destroy();
  const status =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? '431 Request Header Fields Too Large'
      : '400 Bad Request';
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
});

server.on('error', (error) => {
  console.error(`Não foi possível servir o site: ${error.message}`);
  process.exit(1);
});
server.listen(Number(values.port), values.host, () => {
  console.log(`Site no ar em http://${values.host}:${values.port}/`);
});
