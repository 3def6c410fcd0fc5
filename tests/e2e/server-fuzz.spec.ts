import { connect } from 'node:net';
import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import { COMMON_HEADERS } from '../../deploy/policy.mjs';
import { BASE_URL } from '../../playwright.config';

/**
 * The one server (nginx with the config that ships) against bytes no browser would send: any
 * request gets an HTTP answer, none reads outside the site, and the server keeps serving.
 */

const { hostname: HOST, port } = new URL(BASE_URL);
const PORT = Number(port);

interface Reply {
  status: number;
  headers: string;
  body: string;
}

/**
 * Sends raw bytes over a fresh socket and reads until the server closes it (or gives up): null
 * when what came back is no HTTP/1.1 answer at all.
 */
function rawRequest(bytes: string, timeoutMs = 2000): Promise<Reply | null> {
  return new Promise((done) => {
    const chunks: Buffer[] = [];
    // Latin-1 keeps every code unit as one byte, as a hostile client could send.
    const socket = connect(PORT, HOST, () => socket.write(bytes, 'latin1'));
    socket.setTimeout(timeoutMs, () => socket.destroy());
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => {});
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const match = /^HTTP\/1\.1 (\d{3})[^\r]*\r\n([\s\S]*?)\r\n\r\n([\s\S]*)$/.exec(text);
      done(
        match ? { status: Number(match[1]), headers: match[2] ?? '', body: match[3] ?? '' } : null,
      );
    });
  });
}

const request = (method: string, target: string, timeoutMs?: number) =>
  rawRequest(
    `${method} ${target} HTTP/1.1\r\nHost: ${HOST}\r\nConnection: close\r\n\r\n`,
    timeoutMs,
  );

/** What lies beside the served folder (the server's config, the checkout) or anywhere else. */
const OUTSIDE_THE_SITE = [/brotli_static/, /"orbita-digital-site"/, /root:.*:0:0:/];

function expectSecurityHeaders(reply: Reply | null) {
  for (const [name, value] of Object.entries(COMMON_HEADERS)) {
    expect(reply?.headers.toLowerCase(), name).toContain(`${name}: ${value}`.toLowerCase());
  }
  expect(reply?.headers).toMatch(/content-security-policy: [^\r]*frame-ancestors 'none'/i);
}

test.describe('nginx, fuzzed', () => {
  for (const [target, status] of [
    ['//', 200],
    ['///ferramentas//whatsapp-link-creator', 200],
    ['http://example.com/', 200],
    ['/' + 'a'.repeat(300), 404],
    ['/%E0%A4%A', 400],
    ['/%', 400],
    ['/a%00b', 400],
    ['/index.html%00.png', 400],
    ['*', 400],
    ['nada', 400],
    ['/' + 'a'.repeat(100_000), 414],
  ] as const) {
    const named = target.length > 40 ? `a path of ${target.length} characters` : target;
    test(`answers GET ${named} with ${status}`, async () => {
      expect((await request('GET', target))?.status).toBe(status);
    });
  }

  test('never reads outside the site, however the path climbs', async () => {
    for (const target of [
      '/../nginx.conf',
      '/../../package.json',
      '/../../../../etc/passwd',
      '/%2e%2e/nginx.conf',
      '/%2E%2E%2Fnginx.conf',
      '/assets/..%2f..%2fnginx.conf',
      '/..\\nginx.conf',
      '/%5c..%5cnginx.conf',
      '/..%5c..%5c..%5cetc%5cpasswd',
      '/generated/pages.conf',
    ]) {
      const reply = await request('GET', target);
      expect([400, 404], target).toContain(reply?.status);
      for (const secret of OUTSIDE_THE_SITE) expect(reply?.body, target).not.toMatch(secret);
    }
  });

  test('refuses other methods, tunnels and other HTTP versions; its refusals carry the security headers', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'TRACE', 'BREW']) {
      const reply = await rawRequest(
        `${method} / HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nConnection: close\r\n\r\nabcde`,
      );
      expect(reply?.status, method).toBe(405);
      expectSecurityHeaders(reply);
    }
    const tunnel = await rawRequest(
      'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com\r\n\r\n',
    );
    expect([400, 405]).toContain(tunnel?.status);
    expectSecurityHeaders(tunnel);
    expect((await rawRequest('GET / HTTP/9.9\r\n\r\n'))?.status).toBe(505);
    expect((await rawRequest('\x00\x01\x02 hello\r\n\r\n'))?.status).toBe(400);
    expectSecurityHeaders(await request('GET', '/%'));
  });

  test('survives random request lines (up to 2,000 in 8 s), then still serves /', async () => {
    const method = fc.oneof(
      fc.constantFrom('GET', 'HEAD', 'POST', 'OPTIONS', 'DELETE', 'get', ''),
      fc.string({ maxLength: 8 }),
    );
    // Any byte but CR and LF: the target stays inside its request line (a bare LF would end it,
    // and nginx answers a line without a version as HTTP/0.9 does: with the body alone).
    const byte = fc.integer({ min: 0, max: 255 }).filter((b) => b !== 0x0a && b !== 0x0d);
    const text = (maxLength: number) =>
      fc.array(byte, { maxLength }).map((bytes) => String.fromCharCode(...bytes));
    const segment = fc.oneof(
      fc.constantFrom('..', '.', '%2e%2e', '%', '%00', '%zz', '\\', '//', 'index.html', 'assets'),
      text(12),
    );
    const target = fc.oneof(
      fc.array(segment, { maxLength: 8 }).map((parts) => '/' + parts.join('/')),
      text(40),
    );
    await fc.assert(
      fc.asyncProperty(method, target, async (verb, path) => {
        const reply = await request(verb, path, 1000);
        expect(reply?.status).toBeGreaterThanOrEqual(200);
        for (const secret of OUTSIDE_THE_SITE) expect(reply?.body).not.toMatch(secret);
      }),
      { numRuns: 2000, interruptAfterTimeLimit: 8000 },
    );
    expect((await request('GET', '/'))?.status).toBe(200);
  });
});
