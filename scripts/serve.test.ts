import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const HOST = '127.0.0.1';
const SERVE = join(import.meta.dirname, 'serve.mjs');

interface Reply {
  status: number;
  headers: string;
  body: string;
}

/**
 * Sends raw bytes over a fresh socket and reads until the server closes it (or gives up). The
 * socket stays open for writing, like a browser's: Node drops requests whose client half-closes.
 */
function rawRequest(port: number, bytes: string, timeoutMs = 2000): Promise<Reply | null> {
  return new Promise((done) => {
    const chunks: Buffer[] = [];
    // Latin-1 keeps every code unit as one byte, as a hostile client could send.
    const socket = connect(port, HOST, () => socket.write(bytes, 'latin1'));
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

const request = (port: number, method: string, target: string) =>
  rawRequest(port, `${method} ${target} HTTP/1.1\r\nHost: ${HOST}\r\nConnection: close\r\n\r\n`);

/** Starts the server on a temporary site, resolving once it listens. */
async function startServer(port: number, root: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [SERVE, '--port', String(port), '--root', root], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = (await once(child.stdout, 'data')) as [Buffer];
  expect(line.toString()).toContain(`http://${HOST}:${port}/`);
  return child;
}

async function makeSite(withNotFoundPage: boolean): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'serve-test-'));
  const site = join(root, 'dist');
  await mkdir(join(site, 'ferramentas'), { recursive: true });
  await mkdir(join(site, 'assets'));
  await writeFile(join(site, 'index.html'), '<p>início</p>');
  await writeFile(join(site, 'ferramentas', 'whatsapp-link-creator.html'), '<p>tool</p>');
  await writeFile(join(site, 'assets', 'app-abc123.js'), 'console.log(1)');
  if (withNotFoundPage) await writeFile(join(site, '404.html'), '<p>404 page</p>');
  // A secret beside the site: no request may ever read it.
  await writeFile(join(root, 'secret.txt'), 'SEGREDO');
  return site;
}

describe('serve.mjs without a build', () => {
  it('says so and exits, instead of serving nothing', async () => {
    const child = spawn(
      process.execPath,
      [SERVE, '--port', '47843', '--root', join(tmpdir(), 'sem-build')],
      {
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const [code] = (await once(child, 'exit')) as [number];
    expect(code).toBe(1);
    expect(stderr).toContain('rode npm run build');
  }, 30_000);
});

describe.each([
  { withNotFoundPage: true, port: 47841 },
  { withNotFoundPage: false, port: 47842 },
])('serve.mjs (404.html present: $withNotFoundPage)', ({ withNotFoundPage, port }) => {
  let server: ChildProcess;
  let site: string;

  // Starting a Node process takes seconds on a busy two-core machine: a budget, not a wait.
  beforeAll(async () => {
    site = await makeSite(withNotFoundPage);
    server = await startServer(port, site);
  }, 30_000);

  afterAll(async () => {
    server.kill();
    await rm(join(site, '..'), { recursive: true, force: true });
  });

  it('serves pages without redirecting, and hashed assets with a long cache', async () => {
    expect(await request(port, 'GET', '/')).toMatchObject({ status: 200, body: '<p>início</p>' });
    const tool = await request(port, 'GET', '/ferramentas/whatsapp-link-creator?x=1');
    expect(tool).toMatchObject({ status: 200, body: '<p>tool</p>' });
    const asset = await request(port, 'GET', '/assets/app-abc123.js');
    expect(asset?.headers).toMatch(/cache-control: public, max-age=31536000, immutable/i);
    expect(asset?.headers).toMatch(/content-type: text\/javascript/i);
  });

  it('answers unknown paths with status 404 and a page', async () => {
    const reply = await request(port, 'GET', '/nao-existe');
    expect(reply?.status).toBe(404);
    expect(reply?.body).toBe(withNotFoundPage ? '<p>404 page</p>' : 'Página não encontrada.\n');
  });

  it.each([
    ['//', 200],
    ['///ferramentas//whatsapp-link-creator', 200],
    ['/%E0%A4%A', 400],
    ['/%', 400],
    ['/a%00b', 400],
    ['/index.html%00.png', 400],
    ['*', 400],
    ['nada', 400],
    ['http://example.com/', 200],
    ['/' + 'a'.repeat(5000), 414],
    ['/' + 'a'.repeat(300), 404],
  ])('answers GET %s with %i', async (target, status) => {
    expect((await request(port, 'GET', target))?.status).toBe(status);
  });

  it('answers headers too large for Node to parse', async () => {
    expect((await request(port, 'GET', '/' + 'a'.repeat(100_000)))?.status).toBe(431);
  });

  it.each([
    '/../secret.txt',
    '/../../../../etc/passwd',
    '/%2e%2e/secret.txt',
    '/%2E%2E%2Fsecret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/..\\secret.txt',
    '/%5c..%5csecret.txt',
    '/..%5c..%5c..%5cetc%5cpasswd',
  ])('never reads outside the site: %s', async (target) => {
    const reply = await request(port, 'GET', target);
    expect(reply?.status).toBe(404);
    expect(reply?.body).not.toContain('SEGREDO');
    expect(reply?.body).not.toContain('root:');
  });

  it('answers HEAD with headers only', async () => {
    const reply = await request(port, 'HEAD', '/');
    expect(reply).toMatchObject({ status: 200, body: '' });
    expect(reply?.headers).toMatch(/content-length: 14/i);
  });

  it('answers OPTIONS with what it allows', async () => {
    for (const target of ['/', '*']) {
      const reply = await request(port, 'OPTIONS', target);
      expect(reply?.status).toBe(204);
      expect(reply?.headers).toMatch(/allow: GET, HEAD, OPTIONS/i);
    }
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'TRACE', 'BREW'])(
    'refuses %s with 405 and Allow',
    async (method) => {
      const reply = await rawRequest(
        port,
        `${method} / HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nConnection: close\r\n\r\nabcde`,
      );
      expect([405, 400]).toContain(reply?.status);
      if (reply?.status === 405) expect(reply.headers).toMatch(/allow: GET, HEAD, OPTIONS/i);
    },
  );

  it('refuses CONNECT with 405; its errors carry the security headers', async () => {
    const tunnel = await rawRequest(
      port,
      'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n',
    );
    expect(tunnel?.status).toBe(405);
    for (const reply of [
      tunnel,
      await request(port, 'GET', '/%'),
      await request(port, 'BREW', '/'),
    ]) {
      expect(reply?.headers).toMatch(/strict-transport-security: max-age=/i);
      expect(reply?.headers).toMatch(/content-security-policy: default-src 'self'/i);
    }
  });

  it('answers garbage that is not HTTP at all', async () => {
    expect((await rawRequest(port, '\x00\x01\x02 hello\r\n\r\n'))?.status).toBe(400);
    expect((await rawRequest(port, 'GET / HTTP/9.9\r\n\r\n'))?.status).toBe(400);
  });

  it('survives thousands of random request lines, then still serves /', async () => {
    const method = fc.oneof(
      fc.constantFrom('GET', 'HEAD', 'POST', 'OPTIONS', 'DELETE', 'get', ''),
      fc.string({ maxLength: 8 }),
    );
    // Any code unit but CR and LF: the target stays inside its request line.
    const text = (maxLength: number) =>
      fc.string({ unit: 'binary', maxLength }).map((value) => value.replace(/[\r\n]/g, ''));
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
        const line = `${verb} ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`;
        const reply = await rawRequest(port, line, 1000);
        expect(reply?.status).toBeGreaterThanOrEqual(200);
      }),
      { numRuns: 2000, interruptAfterTimeLimit: 8000 },
    );
    expect(server.exitCode).toBeNull();
    expect((await request(port, 'GET', '/'))?.status).toBe(200);
    // The property stops itself after 8 s; the rest is room for a machine busy with other jobs.
  }, 30_000);
});
