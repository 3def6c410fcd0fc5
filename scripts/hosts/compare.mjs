// Every host of the site answers like nginx: which URLs are asked, what must match, and where a
// CDN host differs by design. Used by check.mjs (the hosts' runtimes); the rules themselves are
// unit-tested (compare.test.ts).
import { readdirSync } from 'node:fs';
import { extname, join } from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';
import { CDN_HEADERS, COMMON_HEADERS } from '../../deploy/policy.mjs';
import { siteRules } from '../deploy/site-rules.mjs';

/**
 * @typedef {{ status: number, location: string | null, headers: Record<string, string>,
 *   policyInPage?: string | null }} Answer `policyInPage`: an HTML answer's `<meta>` policy
 */

/** Headers the site's policy sets: what a host must send exactly as nginx does. */
export const POLICY_HEADERS = [
  ...Object.keys(COMMON_HEADERS),
  'Content-Security-Policy',
  'Cross-Origin-Opener-Policy',
  'Cross-Origin-Resource-Policy',
  'Cache-Control',
];

/**
 * The things a host does its own way, each set aside with its reason (printed with the report).
 * - `pathRulesOnly`: `_headers` rules match request paths, not statuses, so an unknown path gets
 *   the headers of `/*` only, not the 404 page's own policy: the page must carry it itself.
 * - `filesShadowRules`: a file (or `x.html` at `/x/`) is served in place, never redirected by a
 *   rule without `!` (Cloudflare rejects `!`): the page says its one URL in `rel=canonical`.
 * - `ownCacheControl`: the local runtime's static server sets its own Cache-Control; the CDN
 *   sends the one `_headers` names.
 */
export const HOST_WAYS = {
  pathRulesOnly:
    'regras de `_headers` casam caminhos, não status: o 404 leva só as de `/*`, e a sua CSP vem na página',
  filesShadowRules: 'o host serve um arquivo no lugar, sem redirecionar (a página diz a sua URL)',
  ownCacheControl:
    'o servidor local do host põe o próprio Cache-Control; a CDN usa o de `_headers`',
};

/** Scripts and XML-based formats are UTF-8 by definition; other text types need the charset. */
const UTF8_BY_DEFINITION = [
  'text/javascript',
  'image/svg+xml',
  'application/xml',
  'application/json',
  'application/manifest+json',
];
const ESSENCE_ALIASES = { 'application/javascript': 'text/javascript' };

function mediaType(value = '') {
  const [essence = '', ...parameters] = value
    .toLowerCase()
    .split(';')
    .map((part) => part.trim());
  const type = ESSENCE_ALIASES[essence] ?? essence;
  const charset = parameters.find((p) => p.startsWith('charset='))?.slice('charset='.length);
  return { type, charset: charset ?? (UTF8_BY_DEFINITION.includes(type) ? 'utf-8' : null) };
}

/** The same media type, written either way a host writes it (`application/javascript`…). */
export function sameMediaType(a, b) {
  const [x, y] = [mediaType(a), mediaType(b)];
  return x.type === y.type && x.charset === y.charset;
}

/** A Location as the path and query it sends to, whether the host writes it whole or not. */
function target(location) {
  if (!location) return null;
  const { pathname, search } = new URL(location, 'http://localhost');
  return pathname + search;
}

/**
 * Where `answer` (a host's, for `path`) differs from `nginx`'s, as sentences; [] when it says the
 * same. `canonical` is nginx's answer for the page a redirect of nginx's sends to.
 * @param {Answer} nginx @param {Answer} answer @param {Answer | null} canonical
 * @param {Array<keyof typeof HOST_WAYS>} ways what the host does its own way
 */
export function differences(nginx, answer, canonical, ways) {
  const found = [];
  let expected = nginx;
  const servedInPlace =
    ways.includes('filesShadowRules') && nginx.location && canonical && answer.status === 200;
  if (servedInPlace) expected = canonical;
  if (answer.status !== expected.status)
    found.push(`status ${answer.status}, nginx ${expected.status}`);
  if (!servedInPlace && target(answer.location) !== target(expected.location)) {
    found.push(`Location ${answer.location}, nginx ${expected.location}`);
  }
  const notFound = expected.status === 404 && ways.includes('pathRulesOnly');
  const names = POLICY_HEADERS.filter(
    (name) =>
      !(notFound && !(name in COMMON_HEADERS)) &&
      !(name === 'Cache-Control' && ways.includes('ownCacheControl')),
  );
  for (const name of names) {
    const [theirs, ours] = [
      answer.headers[name.toLowerCase()],
      expected.headers[name.toLowerCase()],
    ];
    if (theirs !== ours)
      found.push(`${name}: ${theirs ?? '(nenhum)'}; nginx: ${ours ?? '(nenhum)'}`);
  }
  if (answer.policyInPage !== expected.policyInPage) {
    found.push(
      `CSP na página: ${answer.policyInPage ?? '(nenhuma)'}; nginx: ${expected.policyInPage ?? '(nenhuma)'}`,
    );
  } else if (notFound && !answer.policyInPage) {
    found.push('o 404 não traz a sua CSP na página, e o host não a manda no cabeçalho');
  }
  // On a CDN host, `/*` says on every response what the 404's `<meta>` policy cannot.
  const cdn = ways.includes('pathRulesOnly');
  if (cdn && answer.headers['x-frame-options'] !== CDN_HEADERS['X-Frame-Options']) {
    found.push('pode ser emoldurado por outro site: falta X-Frame-Options: DENY');
  }
  const redirect = expected.status >= 300 && expected.status < 400;
  const [theirType, ourType] = [answer.headers['content-type'], expected.headers['content-type']];
  if (!redirect && !sameMediaType(theirType, ourType)) {
    found.push(`Content-Type: ${theirType}; nginx: ${ourType}`);
  }
  return found;
}

/** Every URL a visitor or a crawler may ask for, one or more of each kind, from the build. */
export async function urlsToAsk(dist) {
  const { pages, editor, redirects } = await siteRules(dist);
  const rootFiles = readdirSync(dist, { withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.(html|br|gz)$|^_/.test(entry.name))
    .map((entry) => `/${entry.name}`);
  const assets = readdirSync(join(dist, 'assets')).filter((file) => !/\.(br|gz)$/.test(file));
  const oneAssetOfEachKind = new Map(assets.map((file) => [extname(file), `/assets/${file}`]));
  return [
    ...pages.map(({ path }) => path),
    // The content editor's page, at its folder (its files are Decap's, not asked one by one).
    ...(editor ? [editor.path] : []),
    ...redirects.flatMap(({ from }) => [from, `${from}?origem=teste`]),
    ...rootFiles,
    ...oneAssetOfEachKind.values(),
    '/pagina/que-nao-existe',
    '/assets/nao-existe.js',
    '/ferramentas',
    // Where a page would be if it were a folder's index: it is not.
    ...pages.filter(({ path }) => path !== '/').map(({ path }) => `${path}/index.html`),
  ];
}

/** @returns {Promise<Answer>} what `origin` answers for a GET of `path`, redirects not followed */
export async function ask(origin, path) {
  const response = await fetch(origin + path, { redirect: 'manual' });
  const body = await response.text();
  const html = response.headers.get('content-type')?.startsWith('text/html') ?? false;
  return {
    status: response.status,
    location: response.headers.get('location'),
    headers: Object.fromEntries(response.headers),
    policyInPage: html ? policyInPage(body) : null,
  };
}

/** The policy a page carries in `<meta http-equiv>`, if any. */
function policyInPage(html) {
  const meta = DomUtils.findOne(
    (element) =>
      element.name === 'meta' &&
      element.attribs['http-equiv']?.toLowerCase() === 'content-security-policy',
    parseDocument(html).children,
  );
  return meta?.attribs.content ?? null;
}
