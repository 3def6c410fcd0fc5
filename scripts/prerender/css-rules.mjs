// A minimal reader and writer for the flat CSS Emotion and Chakra emit: style rules, possibly
// inside at-rule blocks (@layer, @media, @supports, @keyframes), never nested in each other.
// Each style rule becomes a "leaf" that remembers the at-rules around it, so leaves can be sorted
// into two style sheets and each written back with its wrappers.

/**
 * @typedef {{ wrappers: string[], selector: string, body: string }} Leaf
 * `wrappers` are the preludes of the enclosing at-rule blocks, outermost first.
 */

/** At-rules whose block holds declarations, like a style rule's: read as leaves. */
const DECLARATION_BLOCKS = /^@(?:font-face|page|property|counter-style)\b/;

/** Index of the next `{`, `}` or `;` at `from` or after, outside quoted strings. */
function nextDelimiter(css, from) {
  let quote = '';
  for (let index = from; index < css.length; index++) {
    const char = css[index];
    if (quote) {
      if (char === '\\') index++;
      else if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '{' || char === '}' || char === ';') return index;
  }
  return css.length;
}

/**
 * @param {string} css
 * @returns {Leaf[]} every style rule, in order; statements (`@layer a,b;`) are kept as leaves
 *   with an empty body and the statement as their selector.
 */
export function readLeaves(css) {
  /** @type {Leaf[]} */
  const leaves = [];
  /** @type {string[]} */
  const wrappers = [];
  let index = 0;
  while (index < css.length) {
    const at = nextDelimiter(css, index);
    if (at >= css.length) break;
    const prelude = css.slice(index, at).trim();
    if (css[at] === '}') {
      wrappers.pop();
      index = at + 1;
    } else if (css[at] === ';') {
      if (prelude) leaves.push({ wrappers: [...wrappers], selector: `${prelude};`, body: '' });
      index = at + 1;
    } else if (prelude.startsWith('@') && !DECLARATION_BLOCKS.test(prelude)) {
      wrappers.push(prelude);
      index = at + 1;
    } else {
      let end = nextDelimiter(css, at + 1);
      while (css[end] === ';') end = nextDelimiter(css, end + 1);
      leaves.push({ wrappers: [...wrappers], selector: prelude, body: css.slice(at + 1, end) });
      index = end + 1;
    }
  }
  return leaves;
}

/**
 * Writes leaves back, sharing the wrappers of consecutive leaves.
 * @param {Leaf[]} leaves
 */
export function writeLeaves(leaves) {
  let css = '';
  /** @type {string[]} */
  let open = [];
  for (const leaf of leaves) {
    let shared = 0;
    while (shared < open.length && open[shared] === leaf.wrappers[shared]) shared++;
    css += '}'.repeat(open.length - shared);
    for (const wrapper of leaf.wrappers.slice(shared)) css += `${wrapper}{`;
    open = leaf.wrappers;
    css += leaf.selector.endsWith(';') ? leaf.selector : `${leaf.selector}{${leaf.body}}`;
  }
  return css + '}'.repeat(open.length);
}
