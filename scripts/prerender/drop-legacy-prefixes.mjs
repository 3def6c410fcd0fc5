// Emotion's prefixer writes every declaration that once needed it again for old Firefox (-moz-),
// Internet Explorer (-ms-) and old WebKit beside the standard one. Every browser that can run this
// site (it relies on color-mix() and dvh: Safari 16.2, Chrome 111, Firefox 113 and later) reads
// the standard declaration written next to them, so the inlined CSS of each page keeps only that,
// plus the -webkit- properties Safari still needs (appearance, user-select, backdrop-filter,
// background-clip: text, text-decoration's shorthand…). The one -moz- property with no standard
// name, `-moz-osx-font-smoothing`, stays.

const LEGACY_DECLARATION = /(?<=[{;])-(?:moz|ms)-(?!osx-font-smoothing)[\w-]+:[^;{}]*;?/g;
/** Flexbox, transforms, transitions and animations: standard everywhere for years. */
const OBSOLETE_WEBKIT_DECLARATION =
  /(?<=[{;])-webkit-(?:box-[\w-]+|flex[\w-]*|align-[\w-]+|justify-content|order|transform[\w-]*|transition[\w-]*|animation[\w-]*|padding-(?:start|end)|margin-(?:start|end)):[^;{}]*;?/g;
/** `display: -webkit-box` and the like, written before `display: flex`. */
const PREFIXED_DISPLAY = /(?<=[{;])display:-(?:webkit|ms)-[\w-]+;/g;
const PREFIXED_KEYFRAMES = /@-webkit-keyframes [\w-]+\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g;

/**
 * @param {string} styles the page's style tags
 * @returns {string} the same tags without the declarations no supported browser needs
 */
export function dropLegacyPrefixes(styles) {
  return styles
    .replace(LEGACY_DECLARATION, '')
    .replace(OBSOLETE_WEBKIT_DECLARATION, '')
    .replace(PREFIXED_DISPLAY, '')
    .replace(PREFIXED_KEYFRAMES, '');
}
