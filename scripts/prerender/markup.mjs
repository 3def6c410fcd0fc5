// Reading React's prerendered markup: well formed, every attribute value quoted, so a stack of
// open tags finds where each element ends.

/** An Emotion class in the markup (`css-1abc2`), its hash captured. */
export const MARKUP_CLASS = /\bcss-([\w-]+)/g;
const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
const TAG = /<(\/?)([a-zA-Z][\w-]*)((?:[^>"']|"[^"]*"|'[^']*')*?)(\/?)>/g;
const RAW_TEXT = new Set(['script', 'style']);
/** Each attribute of a tag's attribute list, its value consumed. */
const ATTRIBUTE_NAME = /([^\s=/>"']+)(?:=(?:"[^"]*"|'[^']*'|[^\s>]+))?/g;

/** The element names and attribute names the markup uses, lower-cased. */
export function namesIn(markup) {
  const elements = new Set();
  const attributes = new Set();
  TAG.lastIndex = 0;
  for (let match; (match = TAG.exec(markup));) {
    elements.add(match[2].toLowerCase());
    for (const [, name] of match[3].matchAll(ATTRIBUTE_NAME)) attributes.add(name.toLowerCase());
  }
  return { elements, attributes };
}

const classesOf = (attributes) =>
  new Set(
    [...(/\bclass="([^"]*)"/.exec(attributes)?.[1] ?? '').matchAll(MARKUP_CLASS)].map(
      (match) => match[1],
    ),
  );

/**
 * The markup the first paint may style: everything but the contents of the innermost skipping
 * boxes (a section that skips but whose blocks each skip too keeps its own markup, so a section
 * near the fold, rendered at load, still has its blocks skip).
 * @param {string} html
 * @param {{ self: Set<string>, children: Set<string> }} skipping the Emotion classes (hashes)
 *   whose box skips its rendering, and those whose children each do
 */
export function markupOutsideSkippedBoxes(html, skipping) {
  /** @type {{ contentStart: number, contentEnd: number, skips: boolean, skipsChildren: boolean, innermost: boolean, parent?: object }[]} */
  const elements = [];
  const open = [];
  TAG.lastIndex = 0;
  for (let match; (match = TAG.exec(html));) {
    const [tag, closing, rawName, attributes, selfClosing] = match;
    const name = rawName.toLowerCase();
    if (closing) {
      const element = open.pop();
      if (element) element.contentEnd = match.index;
      continue;
    }
    if (selfClosing || VOID_ELEMENTS.has(name)) continue;
    const classes = [...classesOf(attributes)];
    const parent = open.at(-1);
    const element = {
      contentStart: match.index + tag.length,
      contentEnd: html.length,
      skips: classes.some((name) => skipping.self.has(name)) || Boolean(parent?.skipsChildren),
      skipsChildren: classes.some((name) => skipping.children.has(name)),
      innermost: true,
      parent,
    };
    elements.push(element);
    open.push(element);
    // Script and style contents are text, not markup.
    if (RAW_TEXT.has(name)) TAG.lastIndex = html.indexOf(`</${name}>`, TAG.lastIndex);
  }
  for (const element of elements) {
    if (!element.skips) continue;
    for (let above = element.parent; above; above = above.parent) above.innermost = false;
  }
  let kept = '';
  let keptUpTo = 0;
  for (const element of elements) {
    if (!element.skips || !element.innermost || element.contentStart < keptUpTo) continue;
    kept += html.slice(keptUpTo, element.contentStart);
    keptUpTo = element.contentEnd;
  }
  return kept + html.slice(keptUpTo);
}
