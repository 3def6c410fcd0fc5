// What the built site needs from its host, derived from dist/ and deploy/policy.mjs: one rule per
// page (with the hashes of its inline scripts), the 404 page, and the redirects to canonical URLs.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import {
  BASE_CSP,
  CACHE_CONTROL,
  COMMON_HEADERS,
  DEFAULT_OPENER_POLICY,
  EDITOR_FOLDER,
  OPENER_POLICY,
  PAGE_SOURCES,
  pageRule,
  RESOURCE_POLICY,
  ROBOTS_TAG,
} from '../../deploy/policy.mjs';
import { inlineScripts } from '../html/inline-blocks.mjs';

/** @typedef {Record<string, string>} Headers */
/** @typedef {{ path: string, file: string, headers: Headers }} PageRule */
/** @typedef {{ from: string, to: string }} Redirect */
/**
 * @typedef {{
 *   pages: PageRule[], editor: PageRule | null, notFound: Headers, hashedAssets: Headers,
 *   otherFiles: Headers, serverErrors: Headers,
 *   redirects: Redirect[]
 * }} SiteRules
 */

/**
 * The CSP source of every inline script in a page, in document order, without repeats. JSON-LD
 * and other data blocks are not executed and need no hash.
 */
export function inlineScriptHashes(html) {
  const hashes = inlineScripts(html).map(
    (body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`,
  );
  return [...new Set(hashes)];
}

/**
 * BASE_CSP plus what the page at `path` adds (an added source replaces `'none'`; a directive the
 * base leaves to `default-src` starts from its sources), as a header value. `path` is null for
 * what is not a prerendered page: the 404 page and other files.
 * @param {string | null} path @param {string[]} scriptHashes
 */
export function contentSecurityPolicy(path, scriptHashes) {
  const page = pageRule(PAGE_SOURCES, path, {});
  const extra = { ...page, 'script-src': [...(page['script-src'] ?? []), ...scriptHashes] };
  const directives = [...new Set([...Object.keys(BASE_CSP), ...Object.keys(extra)])];
  return directives
    .map((directive) => {
      const base = BASE_CSP[directive] ?? BASE_CSP['default-src'];
      const added = extra[directive] ?? [];
      const sources = added.length ? [...base.filter((s) => s !== "'none'"), ...added] : base;
      // A source the base already has is said once (`worker-src 'self'` from `default-src`).
      return `${directive} ${[...new Set(sources)].join(' ')}`;
    })
    .join('; ');
}

const htmlHeaders = (path, html) => {
  const robots = pageRule(ROBOTS_TAG, path, null);
  return {
    ...COMMON_HEADERS,
    'Content-Security-Policy': contentSecurityPolicy(path, inlineScriptHashes(html)),
    'Cross-Origin-Opener-Policy': pageRule(OPENER_POLICY, path, DEFAULT_OPENER_POLICY),
    ...(robots && { 'X-Robots-Tag': robots }),
    'Cache-Control': CACHE_CONTROL.revalidate,
  };
};

/** Files that are not HTML get the page-less policy: they never run scripts themselves. */
const fileHeaders = (cacheControl, resourcePolicy) => ({
  ...COMMON_HEADERS,
  'Content-Security-Policy': contentSecurityPolicy(null, []),
  'Cross-Origin-Resource-Policy': resourcePolicy,
  'Cache-Control': cacheControl,
});

/**
 * `a/b.html` → `/a/b`; `index.html` → `/`. A page is a file named after its path, not a folder's
 * index: the CDN hosts serve `x.html` at `/x` and send `/x/` there, and serve a folder's index at
 * `/x/` only, sending `/x` there (a redirect loop with ours).
 */
const pagePath = (file) => (file === 'index.html' ? '/' : `/${file.slice(0, -'.html'.length)}`);

/** The other URLs that show a page, each redirected to the canonical one. */
const otherUrls = (path) => (path === '/' ? ['/index.html'] : [`${path}/`, `${path}.html`]);

/** The content editor's page (EDITOR_FOLDER's index): served at the folder's URL, `/admin/`. */
const EDITOR_FILE = `${EDITOR_FOLDER.slice(1)}index.html`;

/**
 * The content editor, when the build has it: a folder's index, the one URL that is, so `/admin`
 * and `/admin/index.html` lead to `/admin/` (as the CDN hosts do for a folder by themselves).
 * @returns {Promise<{ editor: PageRule | null, redirects: Redirect[] }>}
 */
async function editorRules(dist, files) {
  if (!files.includes(EDITOR_FILE)) return { editor: null, redirects: [] };
  const path = EDITOR_FOLDER;
  const html = await readFile(join(dist, EDITOR_FILE), 'utf8');
  return {
    editor: { path, file: EDITOR_FILE, headers: htmlHeaders(path, html) },
    redirects: [path.slice(0, -1), `${path}index.html`].map((from) => ({ from, to: path })),
  };
}

/** @returns {Promise<SiteRules>} */
export async function siteRules(dist) {
  const files = (await readdir(dist, { recursive: true })).map((f) => f.split(sep).join('/'));
  const pages = [];
  // The site's pages; not the content editor's, which is no page of the site (`editor`).
  const isPage = (f) =>
    f.endsWith('.html') &&
    f !== '404.html' &&
    !f.startsWith('assets/') &&
    !f.startsWith(EDITOR_FOLDER.slice(1));
  for (const file of files.filter(isPage)) {
    const path = pagePath(file);
    pages.push({
      path,
      file,
      headers: htmlHeaders(path, await readFile(join(dist, file), 'utf8')),
    });
  }
  pages.sort((a, b) => a.path.localeCompare(b.path));
  const editor = await editorRules(dist, files);
  return {
    pages,
    editor: editor.editor,
    // A site without its 404 page (a partial build) still gets the page-less policy.
    notFound: htmlHeaders(null, await readFile(join(dist, '404.html'), 'utf8').catch(() => '')),
    hashedAssets: fileHeaders(CACHE_CONTROL.hashed, RESOURCE_POLICY.own),
    otherFiles: fileHeaders(CACHE_CONTROL.revalidate, RESOURCE_POLICY.shared),
    // The server's own answers (a malformed request, a URI too long): never cached.
    serverErrors: fileHeaders('no-store', RESOURCE_POLICY.own),
    redirects: [
      ...pages.flatMap(({ path }) => otherUrls(path).map((from) => ({ from, to: path }))),
      ...editor.redirects,
    ],
  };
}
