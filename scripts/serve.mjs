// Serves the built site from dist/ as production's nginx does (deploy/nginx/nginx.conf), from the
// same policy (deploy/policy.mjs, through scripts/deploy/site-rules.mjs): each page at its one URL
// with its own headers (CSP with its script hashes, HSTS…), its other URLs redirected, hashed
// assets cached for a year, files precompressed at build sent when the browser accepts them, ETag
// and 304, single byte ranges, the 404 page with status 404, the host's own files never served.
// Every response, errors included, carries the security headers. It answers every request,
// however malformed, and never reads outside its root.
// Usage: node scripts/serve.mjs [--port 4173] [--host 127.0.0.1] [--root dist].
// It never picks another port.
import { open } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream';
import { parseArgs } from 'node:util';
import { COMPRESSIBLE, contentType, HASHED_ASSETS } from '../deploy/policy.mjs';
import { siteRules } from './deploy/site-rules.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4173' },
    host: { type: 'string', default: '127.0.0.1' },
    root: { type: 'string', default: resolve(import.meta.dirname, '..', 'dist') },
  },
});
const root = resolve(values.root);
const rules = await siteRules(root).catch((error) => {
  // No build there (or an unreadable one): nothing to serve, said plainly rather than a stack.
  console.error(`Nada para servir em ${root}: rode npm run build antes (${error.message}).`);
  process.exit(1);
});
const pages = new Map(rules.pages.map((page) => [page.path, page]));
const redirects = new Map(rules.redirects.map(({ from, to }) => [from, to]));

const ALLOW = 'GET, HEAD, OPTIONS';
// Our longest real URL is under 100 characters; anything near this is not a page of ours.
const MAX_TARGET_LENGTH = 2048;
const NOT_FOUND_TEXT = 'Página não encontrada.\n';
/** What the server's own answers (errors, redirects' bodies) carry: the page-less policy. */
const ERROR_HEADERS = rules.serverErrors;
/** In the build folder but not the site's: the host's rule files, the build's own leftovers. */
const NOT_SERVED = /^\/(?:_headers|_redirects|404\.html|\.vite(?:\/.*)?)$|\.(?:map|br|gz)$/;
/** The precompressed twins the build writes, best first, by `Accept-Encoding` token. */
const ENCODINGS = [
  { token: 'br', suffix: '.br' },
  { token: 'gzip', suffix: '.gz' },
];

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
  // Repeated slashes are one, as nginx merges them.
  return decoded.includes('\0') ? null : decoded.replaceAll(/\/{2,}/g, '/');
}

/** An open regular file at a decoded path under root, or null; never outside root. */
async function openFile(path) {
  // Backslashes count as separators so `..\` is normalised (and prefix-checked) like `../`.
  const full = resolve(root, `.${sep}${path.replaceAll('\\', '/')}`);
  if (!full.startsWith(root + sep)) return null;
  const file = await open(full).catch(() => null);
  if (!file) return null;
  const info = await file.stat().catch(() => null);
  if (info?.isFile()) return { file, info, type: extname(full) };
  await file.close().catch(() => {});
  return null;
}

/** The file to send for a path, the precompressed twin the browser accepts if there is one. */
async function openVariant(path, acceptEncoding) {
  const plain = await openFile(path);
  if (!plain || !COMPRESSIBLE.includes(plain.type)) return plain && { ...plain, encoding: null };
  const accepted = new Set(acceptEncoding.split(',').map((part) => part.split(';')[0]?.trim()));
  for (const { token, suffix } of ENCODINGS) {
    if (!accepted.has(token)) continue;
    const twin = await openFile(path + suffix);
    if (!twin) continue;
    await plain.file.close();
    return { ...twin, type: plain.type, encoding: token };
  }
  return { ...plain, encoding: null };
}

/** What the request asks for, by the site's rules: a file and its headers, or a redirect. */
async function resolveRequest(path, acceptEncoding) {
  const page = pages.get(path);
  if (page)
    return {
      status: 200,
      found: await openVariant(`/${page.file}`, acceptEncoding),
      headers: page.headers,
    };
  const to = redirects.get(path);
  if (to) return { redirect: to, headers: pages.get(to)?.headers ?? rules.otherFiles };
  if (!NOT_SERVED.test(path)) {
    const headers = path.startsWith(HASHED_ASSETS) ? rules.hashedAssets : rules.otherFiles;
    const found = await openVariant(path, acceptEncoding);
    if (found) return { status: 200, found, headers };
  }
  return {
    status: 404,
    found: await openVariant('/404.html', acceptEncoding),
    headers: rules.notFound,
  };
}

function sendText(response, status, text, headers = {}) {
  response.writeHead(status, {
    ...ERROR_HEADERS,
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    ...headers,
  });
  response.end(response.req.method === 'HEAD' ? undefined : text);
}

/** nginx's ETag: the file's modification time and size, weak for a compressed variant. */
const etagOf = ({ info, encoding }) =>
  `${encoding ? 'W/' : ''}"${Math.floor(info.mtimeMs / 1000).toString(16)}-${info.size.toString(16)}"`;

/** One `bytes=` range of a file of `size` bytes, or 'bad' when it cannot be satisfied. */
function rangeOf(header, size) {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [start, end] =
    match[1] === ''
      ? [Math.max(0, size - Number(match[2])), size - 1]
      : [Number(match[1]), Math.min(size - 1, match[2] === '' ? size - 1 : Number(match[2]))];
  return start > end || start >= size ? 'bad' : { start, end };
}

async function handle(request, response) {
  const target = request.url ?? '';
  if (target.length > MAX_TARGET_LENGTH) return sendText(response, 414, 'URI muito longa.\n');
  if (request.method === 'OPTIONS') {
    response.writeHead(204, { ...ERROR_HEADERS, Allow: ALLOW });
    return response.end();
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return sendText(response, 405, 'Método não permitido.\n', { Allow: ALLOW });
  }
  const path = pathOf(target);
  if (path === null) return sendText(response, 400, 'Requisição inválida.\n');

  const answer = await resolveRequest(path, String(request.headers['accept-encoding'] ?? ''));
  if (answer.redirect) {
    const query = target.includes('?') ? target.slice(target.indexOf('?')) : '';
    response.writeHead(301, {
      ...answer.headers,
      Location: answer.redirect + query,
      'Content-Length': 0,
    });
    return response.end();
  }
  const { found } = answer;
  if (!found) return sendText(response, 404, NOT_FOUND_TEXT);
  const etag = etagOf(found);
  const headers = {
    ...answer.headers,
    'Content-Type': contentType(found.type),
    ETag: etag,
    'Last-Modified': found.info.mtime.toUTCString(),
    'Accept-Ranges': 'bytes',
    ...(COMPRESSIBLE.includes(found.type) && { Vary: 'Accept-Encoding' }),
    ...(found.encoding && { 'Content-Encoding': found.encoding }),
  };
  const unchanged = request.headers['if-none-match']
    ?.split(',')
    .some((tag) => tag.trim().replace(/^W\//, '') === etag.replace(/^W\//, ''));
  if (answer.status === 200 && unchanged) {
    response.writeHead(304, headers);
    response.end();
    return found.file.close();
  }
  const { size } = found.info;
  const range =
    answer.status === 200 && !found.encoding && request.headers.range
      ? rangeOf(request.headers.range, size)
      : null;
  if (range === 'bad') {
    await found.file.close();
    return sendText(response, 416, 'Intervalo inválido.\n', { 'Content-Range': `bytes */${size}` });
  }
  const [status, start, end] = range ? [206, range.start, range.end] : [answer.status, 0, size - 1];
  response.writeHead(status, {
    ...headers,
    'Content-Length': Math.max(0, end - start + 1),
    ...(range && { 'Content-Range': `bytes ${start}-${end}/${size}` }),
  });
  if (request.method === 'HEAD' || size === 0) {
    response.end();
    return found.file.close();
  }
  // A visitor closing the tab mid-download is an error here, and nothing to act on.
  pipeline(found.file.createReadStream({ start, end }), response, () => {});
}

const server = createServer((request, response) => {
  handle(request, response).catch((error) => {
    console.error(`Erro ao responder ${request.method} ${request.url}: ${error.message}`);
    if (response.headersSent) response.destroy();
    else sendText(response, 500, 'Erro interno.\n');
  });
});

/** A bare answer written to the socket, for what never becomes a request object. */
const rawAnswer = (status, extra = '') =>
  `HTTP/1.1 ${status}\r\n${Object.entries(ERROR_HEADERS)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}${extra}Connection: close\r\nContent-Length: 0\r\n\r\n`;

// CONNECT (a proxy's tunnel) is not for a static site: refused, not left hanging.
server.on('connect', (_request, socket) => {
  socket.end(rawAnswer('405 Method Not Allowed', `Allow: ${ALLOW}\r\n`));
});

// Requests Node cannot even parse (bad request line, oversized headers) end here, not in a crash.
server.on('clientError', (error, socket) => {
  if (!socket.writable || error.code === 'ECONNRESET') return socket.destroy();
  const status =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? '431 Request Header Fields Too Large'
      : '400 Bad Request';
  socket.end(rawAnswer(status));
});

server.on('error', (error) => {
  console.error(`Não foi possível servir o site: ${error.message}`);
  process.exit(1);
});
server.listen(Number(values.port), values.host, () => {
  console.log(`Site no ar em http://${values.host}:${values.port}/`);
});
