// The `<style>` elements of rendered markup, read with an HTML parser (htmlparser2), and the
// markup written back with some of them replaced: the style pipeline's way in and out of HTML.
import { DomUtils, parseDocument } from 'htmlparser2';
import { replaceSpans } from './spans.mjs';

/**
 * @typedef {{
 *   start: number, end: number,
 *   openingTag: string,
 *   attributes: Record<string, string>,
 *   css: string,
 * }} StyleTag
 * `start` and `end` delimit the element in the markup; `openingTag` is as written.
 */

/** @param {string} html @returns {StyleTag[]} the style elements, in document order */
export function styleTags(html) {
  const document = parseDocument(html, { withStartIndices: true, withEndIndices: true });
  return DomUtils.getElementsByTagName('style', document).map((element) => {
    const css = DomUtils.textContent(element);
    const start = element.startIndex ?? 0;
    const end = (element.endIndex ?? html.length - 1) + 1;
    const closingTag = '</style>'.length;
    return {
      start,
      end,
      openingTag: html.slice(start, end - closingTag - css.length),
      attributes: element.attribs,
      css,
    };
  });
}

/**
 * The markup with each style element replaced by what `replace` returns for it (a string, or
 * undefined to keep it as it is).
 * @param {string} html @param {(tag: StyleTag) => string | undefined} replace
 */
export function replaceStyleTags(html, replace) {
  return replaceSpans(
    html,
    styleTags(html).flatMap((tag) => {
      const text = replace(tag);
      return text === undefined ? [] : [{ start: tag.start, end: tag.end, text }];
    }),
  );
}

/** A style element with `css` in place of the tag's own. @param {StyleTag} tag */
export const withCss = (tag, css) => `${tag.openingTag}${css}</style>`;
