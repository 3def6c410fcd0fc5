// A reader (through postcss) and writer for the flat CSS Emotion and Chakra emit: style rules,
// possibly inside at-rule blocks (@layer, @media, @supports, @keyframes), never nested in each other.
// Each style rule becomes a "leaf" that remembers the at-rules around it, so leaves can be sorted
// into two style sheets and each written back with its wrappers.

import postcss from 'postcss';

/**
 * @typedef {{ wrappers: string[], selector: string, body: string }} Leaf
 * `wrappers` are the preludes of the enclosing at-rule blocks, outermost first.
 */

/** At-rules whose block holds declarations, like a style rule's: read as leaves. */
const DECLARATION_BLOCKS = new Set(['font-face', 'page', 'property', 'counter-style']);

/**
 * @param {string} css
 * @returns {Leaf[]} every style rule, in order; statements (`@layer a,b;`) are kept as leaves
 *   with an empty body and the statement as their selector. Comments are dropped.
 */
export function readLeaves(css) {
  /** @type {Leaf[]} */
  const leaves = [];
  /** The node's source text: its prelude (before `{`) and its body (between the braces). */
  const text = (node) => {
    const source = css.slice(node.source.start.offset, node.source.end.offset);
    const open = source.indexOf('{');
    return open < 0
      ? { prelude: source.trim(), body: '' }
      : { prelude: source.slice(0, open).trim(), body: source.slice(open + 1, -1) };
  };
  /** @param {import('postcss').Container} container @param {string[]} wrappers */
  const visit = (container, wrappers) =>
    container.each((node) => {
      if (node.type === 'comment' || node.type === 'decl') return;
      const { prelude, body } = text(node);
      if (node.type === 'atrule' && !node.nodes) {
        // The source may or may not take the statement's `;` in.
        const statement = prelude.endsWith(';') ? prelude : `${prelude};`;
        leaves.push({ wrappers, selector: statement, body: '' });
      } else if (node.type === 'atrule' && !DECLARATION_BLOCKS.has(node.name)) {
        visit(node, [...wrappers, prelude]);
      } else {
        leaves.push({ wrappers, selector: prelude, body });
      }
    });
  visit(postcss.parse(css), []);
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
