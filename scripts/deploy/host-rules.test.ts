import { existsSync, readFileSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoTestimonials } from '../../src/content/testimonials';
import { EDITOR_FOLDER, ORIGINS } from '../../deploy/policy.mjs';
import { adminPage } from '../cms/admin.mjs';
import { finishBuild } from './post-build.mjs';
import { nginxAnswer, parseNginx } from './read-nginx-config.mjs';
import { inlineScriptHashes } from './site-rules.mjs';

const TOOL = '/ferramentas/whatsapp-link-creator';
const page = (script: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><script type="application/ld+json">{"@type":"Organization"}</script></head>` +
  `<body><script>${script}</script><script type="module" src="/assets/index-abc123.js"></script></body></html>`;

/** A small built site, the shape `npm run build` leaves before its last step. */
const FILES: Record<string, string> = {
  'index.html': page('window.home = 1'),
  'ferramentas/whatsapp-link-creator.html': page('window.tool = 1'),
  'sobre.html': page('window.about = 1'),
  '404.html': page('window.notFound = 1'),
  'assets/index-abc123.js': 'console.log(1)',
  'assets/index-abc123.js.map': '{}',
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'ferramentas-sw.js': 'self.skipWaiting()',
  'ferramentas.webmanifest': '{"scope":"/ferramentas/"}',
  '.vite/manifest.json': '{}',
  'admin/index.html': adminPage({ agencyName: 'Agência' }),
  'admin/config.yml': '{"backend":{"name":"github"}}',
  'admin/decap-cms.js': 'window.CMS = 1',
};

let root: string;
const dist = () => join(root, 'dist');
/** A file, as both hosts see it: a folder is not one. */
const exists = (urlPath: string) =>
  statSync(join(dist(), urlPath), { throwIfNoEntry: false })?.isFile() ?? false;
const read = (file: string) => readFileSync(join(dist(), file), 'utf8');

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'host-rules-'));
  for (const [file, text] of Object.entries(FILES)) {
    await mkdir(dirname(join(dist(), file)), { recursive: true });
    await writeFile(join(dist(), file), text);
  }
  await finishBuild(dist(), join(root, 'dist-nginx'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

const nginx = (path: string) => {
  const conf = join(import.meta.dirname, '../../deploy/nginx/nginx.conf');
  const readInclude = (file: string) =>
    file === 'listen.conf'
      ? 'listen 127.0.0.1:8080;'
      : readFileSync(join(root, file.replace(/^generated\//, 'dist-nginx/')), 'utf8');
  return nginxAnswer(parseNginx(readFileSync(conf, 'utf8'), readInclude), path, exists);
};
const csp = (path: string) => nginx(path).headers['Content-Security-Policy'] ?? '';
/** The sources of one directive of a policy. */
const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((d) => d.trim().split(' '))
    .find(([n]) => n === name)
    ?.slice(1) ?? [];

describe('nginx', () => {
  it('redirects every other name of a page to its one URL', () => {
    expect(nginx(`${TOOL}.html`)).toMatchObject({ status: 301, location: TOOL });
    expect(nginx('/sobre/')).toMatchObject({ status: 301, location: '/sobre' });
    expect(nginx('/index.html')).toMatchObject({ status: 301, location: '/' });
  });

  it('answers unknown paths, folders and build leftovers with the 404 page', () => {
    for (const path of [
      '/nada',
      '/ferramentas',
      `${TOOL}/index.html`,
      '/.vite/manifest.json',
      '/_headers',
    ]) {
      expect(nginx(path).status, path).toBe(404);
      expect(csp(path), path).toBe(nginx('/404.html').headers['Content-Security-Policy']);
    }
    expect(nginx('/assets/index-abc123.js.map').status).toBe(404);
  });

  it("puts the 404 page's policy in the page too, for hosts that send it only by path", () => {
    const html = read('404.html');
    const meta =
      /<meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="([^"]+)" \/>/;
    const [, inPage = ''] = meta.exec(html) ?? [];
    const header = nginx('/nada').headers['Content-Security-Policy'] ?? '';
    // The same policy, less what a `<meta>` cannot carry (the header keeps it).
    expect(inPage).toBe(header.replace("; frame-ancestors 'none'", ''));
    expect(directive(inPage, 'script-src')).toEqual(
      expect.arrayContaining(inlineScriptHashes(html)),
    );
    // The other pages keep theirs in the header alone: it travels in their first round trip.
    expect(read('index.html')).not.toContain('http-equiv');
  });

  it('allows each third party only on the page that uses it', () => {
    expect(csp('/')).toContain(ORIGINS.videoPlayer);
    for (const path of [TOOL, '/sobre', '/nada'])
      expect(csp(path)).not.toContain(ORIGINS.videoPlayer);
    for (const path of ['/sobre', '/nada']) expect(csp(path)).toContain("frame-src 'none'");
  });

  it('runs the ads of the tool page under a strict policy, and only there any https: host', () => {
    const [tool] = inlineScriptHashes(read('ferramentas/whatsapp-link-creator.html'));
    const scripts = directive(csp(TOOL), 'script-src');
    expect(scripts).toEqual(expect.arrayContaining(["'strict-dynamic'", tool]));
    // What the ads load (frames, pixels, calls) comes from hosts that change.
    for (const name of ['frame-src', 'img-src', 'connect-src']) {
      expect(directive(csp(TOOL), name), name).toContain('https:');
    }
    for (const path of ['/', '/sobre', '/nada']) {
      expect(csp(path), path).not.toMatch(/'strict-dynamic'|https:(?!\/\/)/);
    }
  });

  it('lets only the tool page register a worker, which is revalidated on every visit', () => {
    expect(directive(csp(TOOL), 'worker-src')).toEqual(["'self'"]);
    for (const path of ['/', '/sobre', '/nada'])
      expect(csp(path), path).not.toContain('worker-src');
    expect(nginx('/ferramentas-sw.js')).toMatchObject({ status: 200 });
    expect(nginx('/ferramentas-sw.js').headers['Cache-Control']).toBe('no-cache');
    expect(read('_headers')).toMatch(
      /^\/ferramentas-sw\.js\n(?: {2}.+\n)*? {2}Cache-Control: no-cache$/m,
    );
  });

  it("gives every page a window no other site's can reach; the tool's popups keep their opener", () => {
    const openerPolicy = (path: string) => nginx(path).headers['Cross-Origin-Opener-Policy'];
    for (const path of ['/', '/sobre', '/nada'])
      expect(openerPolicy(path), path).toBe('same-origin');
    expect(openerPolicy(TOOL)).toBe('same-origin-allow-popups');
    expect(openerPolicy('/assets/index-abc123.js')).toBeUndefined();
  });

  it('lets other sites load only the files at the root, not our scripts, styles and fonts', () => {
    const resourcePolicy = (path: string) => nginx(path).headers['Cross-Origin-Resource-Policy'];
    expect(resourcePolicy('/assets/index-abc123.js')).toBe('same-origin');
    expect(resourcePolicy('/favicon.svg')).toBe('cross-origin');
  });

  it("hashes each page's own inline scripts, never allowing inline scripts at large", () => {
    const [home] = inlineScriptHashes(read('index.html'));
    expect(csp('/')).toContain(home);
    expect(csp(TOOL)).not.toContain(home);
    expect(csp('/')).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });
});

describe('the content editor', () => {
  const ADMIN = EDITOR_FOLDER;

  it('is served at its folder, its other names redirected there', () => {
    expect(nginx(ADMIN)).toMatchObject({ status: 200 });
    expect(nginx('/admin')).toMatchObject({ status: 301, location: ADMIN });
    expect(nginx('/admin/index.html')).toMatchObject({ status: 301, location: ADMIN });
    expect(read('_redirects')).toContain('/admin /admin/ 301\n');
  });

  it('runs Decap under a policy of its own, which no page of the site gets', () => {
    const scripts = directive(csp(ADMIN), 'script-src');
    expect(scripts).toEqual(["'self'", "'unsafe-eval'", "'wasm-unsafe-eval'"]);
    expect(directive(csp(ADMIN), 'connect-src')).toEqual(["'self'", ORIGINS.githubApi]);
    expect(directive(csp(ADMIN), 'img-src')).toEqual(
      expect.arrayContaining(['blob:', 'data:', ORIGINS.githubFiles, ORIGINS.githubAvatars]),
    );
    expect(csp(ADMIN)).toContain("frame-ancestors 'none'");
    expect(csp(ADMIN)).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    for (const path of ['/', TOOL, '/sobre', '/nada'])
      expect(csp(path), path).not.toMatch(/unsafe-eval|github/);
    // The GitHub login's popup keeps its link to the editor.
    expect(nginx(ADMIN).headers['Cross-Origin-Opener-Policy']).toBe('same-origin-allow-popups');
  });

  it('keeps out of search results, and no page of the site does', () => {
    expect(nginx(ADMIN).headers['X-Robots-Tag']).toBe('noindex');
    expect(nginx('/admin').headers['X-Robots-Tag']).toBe('noindex');
    expect(read('_headers')).toMatch(/^\/admin\/\n(?: {2}.+\n)*? {2}X-Robots-Tag: noindex$/m);
    for (const path of ['/', TOOL, '/sobre', '/nada'])
      expect(nginx(path).headers['X-Robots-Tag'], path).toBeUndefined();
  });

  it('is revalidated on every visit, its configuration and Decap included', () => {
    for (const path of [ADMIN, '/admin/config.yml', '/admin/decap-cms.js']) {
      expect(nginx(path), path).toMatchObject({ status: 200 });
      expect(nginx(path).headers['Cache-Control'], path).toBe('no-cache');
    }
  });
});

describe('the build', () => {
  it('leaves no manifest or source map, and precompresses text files', () => {
    expect(existsSync(join(dist(), '.vite'))).toBe(false);
    expect(exists('assets/index-abc123.js.map')).toBe(false);
    for (const file of ['index.html', 'assets/index-abc123.js', 'favicon.svg']) {
      expect(exists(`${file}.gz`) && exists(`${file}.br`), file).toBe(true);
    }
  });

  it('hashes executed inline scripts only, not JSON-LD', () => {
    expect(inlineScriptHashes(page('1'))).toHaveLength(1);
  });
});

describe('the policy names the origins the site really uses', () => {
  it('the video player', () => {
    expect(new URL(videoTestimonials[0]?.embedUrl ?? '').origin).toBe(ORIGINS.videoPlayer);
  });
});
