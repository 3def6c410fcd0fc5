import { readdirSync, readFileSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import { extname, join } from 'node:path';
import { type APIRequestContext, type APIResponse, expect, test } from '@playwright/test';
import {
  CACHE_CONTROL,
  COMMON_HEADERS,
  contentType,
  EDITOR_FOLDER,
  RESOURCE_POLICY,
} from '../../deploy/policy.mjs';
import { responseHeadBytes } from '../../scripts/budgets/response-head.mjs';
import { siteRules } from '../../scripts/deploy/site-rules.mjs';
import { observatoryGrade } from '../../scripts/observatory/grade.mjs';
import { BASE_URL } from '../../playwright.config';
import { tool } from '../../src/content/tools';
import { SITE_PAGES, TOOL_PAGES, UNKNOWN_PATH } from './pages';

/**
 * What the one server answers over HTTP: nginx with the config that ships, as `npm start`, the
 * bench and production run it (see playwright.config.ts). Bytes no client would send:
 * server-fuzz.spec.ts.
 */

const DIST = join(import.meta.dirname, '../../dist');
const read = (file: string) => readFileSync(join(DIST, file), 'utf8');
const isFile = (urlPath: string) =>
  statSync(join(DIST, urlPath), { throwIfNoEntry: false })?.isFile() ?? false;
const assets = readdirSync(join(DIST, 'assets'));
const asset = (extension: string) => `/assets/${assets.find((file) => file.endsWith(extension))}`;
const SCRIPT = asset('.js');
const TOOL = tool('whatsapp-link-creator').path;
const UNKNOWN = UNKNOWN_PATH;

const get = (request: APIRequestContext, path: string, encoding = '') =>
  request.get(path, { maxRedirects: 0, headers: { 'Accept-Encoding': encoding } });

function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers();
  for (const [name, value] of Object.entries(COMMON_HEADERS)) {
    expect(headers[name.toLowerCase()], `${name} on ${response.url()}`).toBe(value);
  }
  const policy = headers['content-security-policy'] ?? '';
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
}

/** The names of the headers a response carries more than once. */
const repeatedHeaders = (names: readonly string[]) =>
  names.map((name) => name.toLowerCase()).filter((name, index, all) => all.indexOf(name) !== index);

/** The status and headers of what a server answers to bytes no HTTP client would send. */
function rawResponseHead(baseURL: string, bytes: string) {
  const { hostname, port } = new URL(baseURL);
  return new Promise<{ status: number; headers: Record<string, string>; names: string[] }>(
    (resolve, reject) => {
      let received = '';
      const socket = connect(Number(port), hostname, () => socket.write(bytes));
      socket.on('data', (chunk) => {
        received += chunk.toString('latin1');
        const end = received.indexOf('\r\n\r\n');
        if (end < 0) return;
        socket.destroy();
        const [statusLine = '', ...lines] = received.slice(0, end).split('\r\n');
        const fields = lines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()] as const;
        });
        resolve({
          status: Number(statusLine.split(' ')[1]),
          headers: Object.fromEntries(fields),
          names: fields.map(([name]) => name),
        });
      });
      socket.on('error', reject);
    },
  );
}

test.describe('nginx', () => {
  test('pages answer at one URL; their other names redirect there with 301', async ({
    request,
  }) => {
    for (const page of SITE_PAGES) {
      const response = await get(request, page);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
    }
    const otherNames = SITE_PAGES.filter((page) => page !== '/').flatMap((page) => [
      [`${page}/`, page],
      [`${page}.html`, page],
    ]);
    for (const [from, to] of [
      ['/index.html', '/'],
      ...otherNames,
      [`${TOOL}/?origem=menu`, `${TOOL}?origem=menu`],
    ] as const) {
      const response = await get(request, from);
      expect(response.status(), from).toBe(301);
      expect(response.headers().location, from).toBe(to);
      expectSecurityHeaders(response);
    }
  });

  test('every kind of file the site ships gets the media type the policy names', async ({
    request,
  }) => {
    const files = readdirSync(DIST, { recursive: true, encoding: 'utf8' }).filter(
      // Pages (every `.html` outside assets/) are answered at their own URLs, tested above.
      (file) => !/\.(?:br|gz|map)$|^(?!assets\/).*\.html$|^_|^\.vite/.test(file) && isFile(file),
    );
    const oneOfEachKind = new Map(files.map((file) => [extname(file), file]));
    expect([...oneOfEachKind.keys()].sort()).toEqual(
      expect.arrayContaining(['.avif', '.css', '.js', '.png', '.svg', '.txt', '.webp', '.xml']),
    );
    for (const [extension, file] of oneOfEachKind) {
      const response = await get(request, `/${file.split('\\').join('/')}`);
      expect(response.status(), file).toBe(200);
      expect(response.headers()['content-type'], file).toBe(contentType(extension));
    }
  });

  test("the server's own refusals carry the security headers: a malformed request, a URI too long", async ({
    request,
  }) => {
    const tooLong = await get(request, `/${'a'.repeat(9_000)}`);
    expect(tooLong.status()).toBe(414);
    expectSecurityHeaders(tooLong);
    const malformed = await rawResponseHead(BASE_URL, 'GET /\u0001 HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(malformed.status).toBe(400);
    for (const [name, value] of Object.entries(COMMON_HEADERS)) {
      expect(malformed.headers[name.toLowerCase()], name).toBe(value);
    }
    expect(malformed.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  test('every error response carries each header once: a range beyond the end, a failed precondition, a refused method…', async ({
    request,
  }) => {
    const beyondTheEnd = { Range: 'bytes=99999999-', 'Accept-Encoding': '' };
    const cases = [
      ...['/', '/favicon.svg', SCRIPT].map((path) => ({
        path,
        status: 416,
        send: () => request.get(path, { headers: beyondTheEnd }),
      })),
      {
        path: '/favicon.svg',
        status: 412,
        send: () => request.get('/favicon.svg', { headers: { 'If-Match': '"other"' } }),
      },
      { path: '/', status: 405, send: () => request.post('/', { data: 'abcde' }) },
      { path: UNKNOWN, status: 404, send: () => get(request, UNKNOWN) },
      { path: '/assets/nada.js', status: 404, send: () => get(request, '/assets/nada.js') },
      { path: 'a long path', status: 414, send: () => get(request, `/${'a'.repeat(9_000)}`) },
    ];
    for (const { path, status, send } of cases) {
      const response = await send();
      expect(response.status(), path).toBe(status);
      const names = response.headersArray().map(({ name }) => name);
      expect(repeatedHeaders(names), `${status} for ${path}`).toEqual([]);
      expectSecurityHeaders(response);
    }
    const malformed = await rawResponseHead(BASE_URL, 'GET /\u0001 HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(malformed.status).toBe(400);
    expect(repeatedHeaders(malformed.names)).toEqual([]);
  });

  test('unknown paths, folders and the 404 file itself get the 404 page with status 404', async ({
    request,
  }) => {
    for (const path of [UNKNOWN, '/ferramentas', '/ferramentas/', '/404.html', '/assets/nada.js']) {
      const response = await get(request, path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain('Oops! Page not found');
      expect(response.headers()['cache-control']).toBe(CACHE_CONTROL.revalidate);
      expectSecurityHeaders(response);
    }
  });

  test('text is sent precompressed with brotli or gzip, as the browser accepts', async ({
    request,
  }) => {
    for (const [path, file] of [
      ['/', 'index.html'],
      [SCRIPT, SCRIPT],
    ] as const) {
      for (const [accepted, sent] of [
        ['br, gzip', 'br'],
        ['gzip', 'gzip'],
        ['', undefined],
      ] as const) {
        const response = await get(request, path, accepted);
        expect(response.headers()['content-encoding'], `${path} for "${accepted}"`).toBe(sent);
        expect(response.headers().vary).toBe('Accept-Encoding');
        expect(await response.text()).toBe(read(file));
      }
    }
  });

  test("every page's window is its own (Cross-Origin-Opener-Policy); the tools' popups keep their opener", async ({
    request,
  }) => {
    for (const [path, policy] of [
      ['/', 'same-origin'],
      ['/privacidade', 'same-origin'],
      [UNKNOWN, 'same-origin'],
      // The tools are one app, under one policy: the link creator's ads may need their opener.
      ...TOOL_PAGES.map((page) => [page, 'same-origin-allow-popups'] as const),
    ] as const) {
      const response = await get(request, path);
      expect(response.headers()['cross-origin-opener-policy'], path).toBe(policy);
    }
  });

  test('our scripts, styles and fonts load only into our own pages; the favicon and link preview into any site', async ({
    request,
  }) => {
    for (const [path, policy] of [
      [SCRIPT, RESOURCE_POLICY.own],
      [asset('.css'), RESOURCE_POLICY.own],
      [asset('.woff2'), RESOURCE_POLICY.own],
      ['/favicon.svg', RESOURCE_POLICY.shared],
      ['/og-image.png', RESOURCE_POLICY.shared],
    ] as const) {
      const response = await get(request, path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['cross-origin-resource-policy'], path).toBe(policy);
    }
  });

  test('hashed assets are cached for a year; HTML and unhashed files revalidate', async ({
    request,
  }) => {
    const asset = await get(request, SCRIPT);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expectSecurityHeaders(asset);
    for (const path of [...SITE_PAGES, '/favicon.svg']) {
      const response = await get(request, path);
      expect(response.headers()['cache-control'], path).toBe('no-cache');
      expect(response.headers().etag, path).toBeTruthy();
      expectSecurityHeaders(response);
    }
  });

  test('the content editor: at its folder, under its own policy, out of search results and of every page', async ({
    request,
  }) => {
    const editor = await get(request, EDITOR_FOLDER);
    expect(editor.status()).toBe(200);
    expect(editor.headers()['content-type']).toBe('text/html; charset=utf-8');
    expectSecurityHeaders(editor);
    expect(editor.headers()['x-robots-tag']).toBe('noindex');
    expect(editor.headers()['content-security-policy']).toContain("'unsafe-eval'");
    for (const from of ['/admin', '/admin/index.html']) {
      const response = await get(request, from);
      expect(response.status(), from).toBe(301);
      expect(response.headers().location, from).toBe(EDITOR_FOLDER);
    }
    // Its configuration changes with the content's schema: never kept.
    for (const file of ['config.yml', 'decap-cms.js']) {
      const response = await get(request, `${EDITOR_FOLDER}${file}`);
      expect(response.status(), file).toBe(200);
      expect(response.headers()['cache-control'], file).toBe(CACHE_CONTROL.revalidate);
    }
    expect(await (await get(request, '/robots.txt')).text()).toContain(
      `Disallow: ${EDITOR_FOLDER}\n`,
    );
    // No page of the site links it or loads any of it; the site's own policy would not run it.
    for (const path of [...SITE_PAGES, UNKNOWN]) {
      const response = await get(request, path);
      expect(await response.text(), path).not.toContain(EDITOR_FOLDER);
      expect(response.headers()['content-security-policy'], path).not.toContain('unsafe-eval');
    }
  });

  test('HTTP Observatory grades every page A+, the deductions for no TLS set aside', async () => {
    for (const { path } of (await siteRules(DIST)).pages) {
      const { grade, deductions } = await observatoryGrade(BASE_URL, path);
      expect({ path, grade, deductions }).toEqual({ path, grade: 'A+', deductions: [] });
    }
  });

  test('only the site is served: no manifest, source maps or host files', async ({ request }) => {
    for (const path of ['/.vite/manifest.json', `${SCRIPT}.map`, '/_headers', '/_redirects']) {
      expect((await get(request, path)).status(), path).toBe(404);
    }
    expect(
      readdirSync(DIST, { recursive: true }).filter((f) => String(f).endsWith('.map')),
    ).toEqual([]);
  });

  test('answers ETag revalidation with 304, and a byte range with 206', async ({ request }) => {
    const first = await get(request, SCRIPT);
    const etag = first.headers().etag ?? '';
    expect(etag).not.toBe('');
    const again = await request.get(SCRIPT, {
      headers: { 'If-None-Match': etag, 'Accept-Encoding': '' },
    });
    expect(again.status()).toBe(304);
    const part = await request.get(SCRIPT, {
      headers: { Range: 'bytes=0-9', 'Accept-Encoding': '' },
    });
    expect(part.status()).toBe(206);
    expect(part.headers()['content-range']).toMatch(/^bytes 0-9\/\d+$/);
    expect(await part.text()).toBe(read(SCRIPT).slice(0, 10));
    const beyond = await request.get(SCRIPT, {
      headers: { Range: 'bytes=99999999-', 'Accept-Encoding': '' },
    });
    expect(beyond.status()).toBe(416);
  });
});

test('the HTML budget counts the response head nginx really sends with each page', async ({
  request,
}) => {
  const rules = await siteRules(DIST);
  const cases = [
    { path: '/', status: 200 as const, headers: rules.pages.find((p) => p.path === '/')?.headers },
    {
      path: TOOL,
      status: 200 as const,
      headers: rules.pages.find((p) => p.path === TOOL)?.headers,
    },
    { path: UNKNOWN, status: 404 as const, headers: rules.notFound },
  ];
  for (const { path, status, headers } of cases) {
    const response = await get(request, path, 'br');
    expect(response.status()).toBe(status);
    expect(response.headers()['content-encoding']).toBe('br');
    const body = Number(response.headers()['content-length']);
    const statusLine = `HTTP/1.1 ${status} ${response.statusText()}\r\n`;
    const sent =
      Buffer.byteLength(statusLine) +
      response
        .headersArray()
        .reduce((sum, { name, value }) => sum + Buffer.byteLength(`${name}: ${value}\r\n`), 0) +
      2;
    // The dates and the ETag's file time are the only parts that may differ, and not in length.
    expect(responseHeadBytes(status, body, headers ?? {}), path).toBe(sent);
  }
});
