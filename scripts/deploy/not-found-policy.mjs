// The 404 page carries its Content-Security-Policy in a `<meta>` too. nginx and `npm start` send
// it as a header; a CDN host cannot: its `_headers` rules match request paths, not statuses, so a
// path that does not exist gets the headers of `/*` only (see scripts/hosts/compare.mjs). In the
// page, the policy holds wherever the page is served; with the header as well, both hold, and
// they are the same.
import { DomUtils, parseDocument } from 'htmlparser2';
import { replaceSpans } from '../html/spans.mjs';

/** Directives a policy in `<meta>` cannot carry (the browser ignores each, with a warning). */
const HEADER_ONLY = new Set(['frame-ancestors', 'report-uri', 'report-to', 'sandbox']);

/** The header's policy without what a `<meta>` cannot carry. @param {string} policy */
export function metaPolicy(policy) {
  return policy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive && !HEADER_ONLY.has(directive.split(/\s+/)[0].toLowerCase()))
    .join('; ');
}

const escapeAttribute = (value) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/**
 * `html` with `policy` (a header value) in a `<meta http-equiv>` right after its charset, before
 * any script or style it governs.
 * @param {string} html @param {string} policy
 */
export function withPolicyMeta(html, policy) {
  const document = parseDocument(html, { withStartIndices: true, withEndIndices: true });
  const charset = DomUtils.findOne(
    (element) => element.name === 'meta' && 'charset' in element.attribs,
    document.children,
  );
  if (!charset || charset.endIndex == null) throw new Error('404.html has no <meta charset>');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(metaPolicy(policy))}" />`;
  const at = charset.endIndex + 1;
  return replaceSpans(html, [{ start: at, end: at, text: meta }]);
}
