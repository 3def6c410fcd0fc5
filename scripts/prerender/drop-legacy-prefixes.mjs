// Emotion's prefixer writes every declaration that once needed it three more times, for old
// Firefox (-moz-) and Internet Explorer (-ms-) beside WebKit's. Every browser that can run this
// site reads the unprefixed declaration written next to them, so the inlined CSS of each page
// keeps only that and the -webkit- copies (Safari still needs some). The one -moz- property with no
// standard name, `-moz-osx-font-smoothing`, stays.

const LEGACY_DECLARATION = /(?<=[{;])-(?:moz|ms)-(?!osx-font-smoothing)[\w-]+:[^;{}]*;?/g;

/**
 * @param {string} styles the page's style tags
 * @returns {string} the same tags without -moz- and -ms- declarations
 */
export function dropLegacyPrefixes(styles) {
  return styles.replace(LEGACY_DECLARATION, '');
}
