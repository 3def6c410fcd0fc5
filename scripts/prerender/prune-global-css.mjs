// Chakra's global style sheet (tokens as custom properties, preflight, every keyframes) is the
// same 42 KB on every page, and most of it is unused by any one page: inlined whole, it pushes a
// page past what the first network round trip carries. Each page keeps only the custom
// properties its CSS and markup reach (transitively) and the keyframes they name. A tool page's
// deferred stylesheet carries the whole sheet too (`wholeGlobalSheet`), for what its app renders
// later (toasts, the other tool) may need any token: the app's own system makes none (decision 051).

import postcss from 'postcss';
import { replaceStyleTags, styleTags } from '../html/style-tags.mjs';
import { declarationsByName, reachable, references } from './custom-properties.mjs';

const GLOBAL_MARK = 'data-emotion="css-global ';
const isGlobal = (tag) => tag.attributes['data-emotion']?.startsWith('css-global ');
const isCustomProperty = (decl) => decl.prop.startsWith('--');
// Emotion writes each keyframes twice, prefixed for old WebKit too: both copies go by the name.
const KEYFRAMES = /^(?:-webkit-)?keyframes$/;

const cssOf = (tags) => tags.map((tag) => tag.css).join('');

/** Chakra's global sheet whole, as Emotion extracted it, its custom properties named in full. */
export const wholeGlobalSheet = (styles) => cssOf(styleTags(styles).filter(isGlobal));

/** Whether `name` is used as an animation name anywhere in `css`. */
const namesAnimation = (css, name) => new RegExp(`[:\\s,]${name}(?=[\\s;,}!]|$)`).test(css);

/**
 * @param {string} styles the page's style tags, as Emotion extracted them
 * @param {string} html the page's markup (its inline styles reference custom properties too)
 * @returns {string} the same tags, the global ones pruned and no longer adoptable by Emotion
 */
export function pruneGlobalStyles(styles, html) {
  const tags = styleTags(styles);
  const sheets = new Map(tags.filter(isGlobal).map((tag) => [tag.start, postcss.parse(tag.css)]));
  const pageCss = cssOf(tags.filter((tag) => !isGlobal(tag)));
  const declarations = [];
  for (const root of sheets.values()) root.walkDecls((decl) => declarations.push(decl));
  const declared = declarationsByName(
    declarations.filter(isCustomProperty).map((decl) => [decl.prop, decl.value]),
  );
  const otherValues = declarations
    .filter((decl) => !isCustomProperty(decl))
    .map((decl) => decl.value)
    .join(';');
  const seeds = [pageCss, html, otherValues].flatMap((text) => [...references(text)]);
  const used = reachable(seeds, declared);

  return replaceStyleTags(styles, (tag) => {
    const root = sheets.get(tag.start);
    if (!root) return undefined;
    root.walkDecls((decl) => {
      if (isCustomProperty(decl) && !used.has(decl.prop)) decl.remove();
    });
    const withoutKeyframes = root.clone();
    withoutKeyframes.walkAtRules(KEYFRAMES, (rule) => rule.remove());
    const elsewhere = withoutKeyframes.toString() + pageCss + html;
    root.walkAtRules(KEYFRAMES, (rule) => {
      if (!namesAnimation(elsewhere, rule.params)) rule.remove();
    });
    const openingTag = tag.openingTag.replace(GLOBAL_MARK, 'data-critical-global="');
    return `${openingTag}${root.toString()}</style>`;
  });
}
