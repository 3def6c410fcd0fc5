// A reader (through postcss) and writer for the flat CSS Emotion and Chakra emit: style rules,
// possibly inside at-rule blocks (@layer, @media, @supports, @keyframes), never nested in each other.
// Each style rule becomes a "leaf" that remembers the at-rules around it, so leaves can be sorted
// into two style sheets and each written back with its wrappers.

import postcss from 'postcss';

/**
 * @typedef {{ prop: string, value: string, start: number, end: number }} Declaration
 * `start` and `end` delimit it in its leaf's body, its `;` included when it has one.
 * @typedef {{ name: string, params: string, prelude: string }} Wrapper
 * An enclosing at-rule: its name (`media`), its params (`print`) and its prelude as written.
 * @typedef {{ wrappers: Wrapper[], selector: string, body: string, decls: Declaration[] }} Leaf
 * `wrappers` are the enclosing at-rule blocks, outermost first.
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
  /**
   * The node's source text: its prelude (before `{`), its body (between the braces) and the
   * declarations in that body.
   */
  const text = (node) => {
    const start = node.source.start.offset;
    const source = css.slice(start, node.source.end.offset);
    const open = source.indexOf('{');
    if (open < 0) return { prelude: source.trim(), body: '', decls: [] };
    const bodyStart = start + open + 1;
    const decls = (node.nodes ?? [])
      .filter((child) => child.type === 'decl')
      .map(({ prop, value, source: at }) => ({
        prop,
        value,
        start: at.start.offset - bodyStart,
        end: at.end.offset - bodyStart,
      }));
    return { prelude: source.slice(0, open).trim(), body: source.slice(open + 1, -1), decls };
  };
  /** @param {import('postcss').Container} container @param {string[]} wrappers */
  const visit = (container, wrappers) =>
    container.each((node) => {
      if (node.type === 'comment' || node.type === 'decl') return;
      const { prelude, body, decls } = text(node);
      if (node.type === 'atrule' && !node.nodes) {
        // The source may or may not take the statement's `;` in.
        const statement = prelude.endsWith(';') ? prelude : `${prelude};`;
        leaves.push({ wrappers, selector: statement, body: '', decls: [] });
      } else if (node.type === 'atrule' && !DECLARATION_BLOCKS.has(node.name)) {
        visit(node, [...wrappers, { name: node.name, params: node.params, prelude }]);
      } else {
        leaves.push({ wrappers, selector: prelude, body, decls });
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
  /** @type {Wrapper[]} */
  let open = [];
  for (const leaf of leaves) {
    let shared = 0;
    while (shared < open.length && open[shared]?.prelude === leaf.wrappers[shared]?.prelude) {
      shared++;
    }
    css += '}'.repeat(open.length - shared);
    for (const wrapper of leaf.wrappers.slice(shared)) css += `${wrapper.prelude}{`;
    open = leaf.wrappers;
    css += leaf.selector.endsWith(';') ? leaf.selector : `${leaf.selector}{${leaf.body}}`;
  }
  return css + '}'.repeat(open.length);
}
