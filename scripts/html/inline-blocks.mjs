// The inline scripts and styles of a page, read with an HTML parser: what the CSP must hash and
// what the budgets count are the same blocks.
import { DomUtils, parseDocument } from 'htmlparser2';

/** `type` values a browser runs as script; any other marks a data block (JSON-LD, say). */
const SCRIPT_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

const inline = (html, tag) =>
  DomUtils.getElementsByTagName(tag, parseDocument(html)).filter(
    (element) => !('src' in element.attribs),
  );

/** The text of every inline script the browser runs, in document order. */
export function inlineScripts(html) {
  return inline(html, 'script')
    .filter(({ attribs }) => SCRIPT_TYPES.has((attribs.type ?? '').trim().toLowerCase()))
    .map((element) => DomUtils.textContent(element));
}

/** The text of every `<style>` block, in document order. */
export function inlineStyles(html) {
  return inline(html, 'style').map((element) => DomUtils.textContent(element));
}
