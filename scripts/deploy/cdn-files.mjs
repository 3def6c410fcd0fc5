// The same rules for CDN static hosts, in the `_headers` / `_redirects` format that Netlify and
// Cloudflare Pages read. Rules never overlap on a header name, because both hosts add up the
// values of every matching rule: `/*` carries only the headers that are equal on every response.
import { CDN_HEADERS, COMMON_HEADERS, HASHED_ASSETS } from '../../deploy/policy.mjs';

/** @param {Record<string, string>} headers */
const block = (pattern, headers) =>
  [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');

/** Headers that differ between rules (CSP, caching): everything but the common ones. */
const ownHeaders = (headers) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !(name in COMMON_HEADERS)));

/**
 * @param {import('./site-rules.mjs').SiteRules} rules
 * @param {string[]} otherFiles URL paths of the unhashed files at the root (favicon, images)
 */
export function headersFile(rules, otherFiles) {
  const pages = rules.editor ? [...rules.pages, rules.editor] : rules.pages;
  const pageHeaders = new Map(pages.map(({ path, headers }) => [path, headers]));
  return `${[
    block('/*', { ...COMMON_HEADERS, ...CDN_HEADERS }),
    ...pages.map(({ path, headers }) => block(path, ownHeaders(headers))),
    ...rules.redirects.map(({ from, to }) => block(from, ownHeaders(pageHeaders.get(to) ?? {}))),
    block(`${HASHED_ASSETS}*`, ownHeaders(rules.hashedAssets)),
    ...otherFiles.map((path) => block(path, ownHeaders(rules.otherFiles))),
    block('/404.html', ownHeaders(rules.notFound)),
  ].join('\n\n')}\n`;
}

/** @param {import('./site-rules.mjs').SiteRules} rules */
export function redirectsFile(rules) {
  return `${rules.redirects.map(({ from, to }) => `${from} ${to} 301`).join('\n')}\n`;
}
