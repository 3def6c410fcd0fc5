// Emotion's prefixer writes every declaration that once needed it again for old Firefox (-moz-),
// Internet Explorer (-ms-) and old WebKit beside the standard one. Every browser that can run this
// site (it relies on color-mix() and dvh: Safari 16.2, Chrome 111, Firefox 113 and later) reads
// the standard declaration written next to them, so the inlined CSS of each page keeps only that,
// plus the -webkit- properties Safari still needs (appearance, user-select, backdrop-filter,
// background-clip: text, text-decoration's shorthand…). The one -moz- property with no standard
// name, `-moz-osx-font-smoothing`, stays.

import postcss from 'postcss';

const LEGACY_PROPERTY = /^-(?:moz|ms)-(?!osx-font-smoothing$)/;
/** Flexbox, transforms, transitions and animations: standard everywhere for years. */
const OBSOLETE_WEBKIT_PROPERTY =
  /^-webkit-(?:box-|flex|align-|justify-content$|order$|transform|transition|animation|(?:padding|margin)-(?:start|end)$)/;
/**
 * The placeholder's old names (Chrome before 57, Firefox before 51, Internet Explorer): every
 * supported browser styles `::placeholder`, which Emotion writes beside them.
 */
const LEGACY_PLACEHOLDER = /::?-(?:webkit-input|moz|ms-input)-placeholder/;
/** `display: -webkit-box` and the like, written before `display: flex`. */
const isPrefixedDisplay = (decl) => decl.prop === 'display' && /^-(?:webkit|ms)-/.test(decl.value);

/**
 * @param {string} css a style sheet
 * @returns {string} the same sheet without the declarations and rules no supported browser needs
 */
export function dropLegacyPrefixes(css) {
  const root = postcss.parse(css);
  root.walkDecls((decl) => {
    const prefixed = LEGACY_PROPERTY.test(decl.prop) || OBSOLETE_WEBKIT_PROPERTY.test(decl.prop);
    if (prefixed || isPrefixedDisplay(decl)) decl.remove();
  });
  root.walkRules((rule) => {
    if (rule.selectors.every((selector) => LEGACY_PLACEHOLDER.test(selector))) rule.remove();
  });
  root.walkAtRules('-webkit-keyframes', (rule) => rule.remove());
  return root.toString();
}
