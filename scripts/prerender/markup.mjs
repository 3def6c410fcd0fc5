// Reading React's prerendered markup with an HTML parser (htmlparser2): which elements and
// attributes it has, which Emotion classes, and which of it the first paint shows.
import { Parser } from 'htmlparser2';

/** On a box whose contents come after the first paint (src/browser/page-contract.ts). */
export const LATER_ATTRIBUTE = 'data-later';
/** On an island's elements, naming it (src/browser/page-contract.ts). */
export const ISLAND_ATTRIBUTE = 'data-island';

/** An Emotion class name (`css-1abc2`), its hash captured. */
const EMOTION_CLASS = /^css-([\w-]+)$/;
const VOID_ELEMENTS = new Set(
  'area base br col embed hr img input link meta source track wbr'.split(' '),
);

/**
 * The element names and attribute names the markup uses, lower-cased, the values each attribute
 * takes, its Emotion classes (their hashes) and all its class names.
 */
export function namesIn(markup) {
  const elements = new Set();
  const attributes = new Set();
  /** @type {Map<string, Set<string>>} */
  const attributeValues = new Map();
  const parser = new Parser({
    onopentag(name, attribs) {
      elements.add(name);
      for (const [attribute, value] of Object.entries(attribs)) {
        attributes.add(attribute);
        if (!attributeValues.has(attribute)) attributeValues.set(attribute, new Set());
        attributeValues.get(attribute).add(value);
      }
    },
  });
  parser.end(markup);
  const classNames = new Set(
    [...(attributeValues.get('class') ?? [])].join(' ').split(/\s+/).filter(Boolean),
  );
  const classes = new Set([...classNames].flatMap((name) => EMOTION_CLASS.exec(name)?.[1] ?? []));
  return { elements, attributes, attributeValues, classes, classNames };
}

/** A closed dialog, or an element hidden: nothing in it shows until a script shows it. */
const isHidden = (name, attributes) =>
  (name === 'dialog' && !('open' in attributes)) || 'hidden' in attributes;

/**
 * The markup the first paint may style: everything but the contents of the boxes that come later
 * (`data-later`, src/browser/page-contract.ts) and of what is hidden.
 * @param {string} html
 */
export function firstPaintMarkup(html) {
  /** @type {{ contentStart: number, contentEnd: number, cut: boolean }[]} */
  const elements = [];
  const open = [];
  // Where each element's content starts and ends; void elements have none.
  const parser = new Parser({
    onopentag(name, attributes) {
      if (VOID_ELEMENTS.has(name)) return;
      const cut = LATER_ATTRIBUTE in attributes || isHidden(name, attributes);
      const element = { contentStart: parser.endIndex + 1, contentEnd: html.length, cut };
      elements.push(element);
      open.push(element);
    },
    onclosetag(name, isImplied) {
      if (VOID_ELEMENTS.has(name)) return;
      const element = open.pop();
      if (element) element.contentEnd = isImplied ? parser.endIndex + 1 : parser.startIndex;
    },
  });
  parser.end(html);
  let kept = '';
  let keptUpTo = 0;
  for (const element of elements) {
    if (!element.cut || element.contentStart < keptUpTo) continue;
    kept += html.slice(keptUpTo, element.contentStart);
    keptUpTo = element.contentEnd;
  }
  return kept + html.slice(keptUpTo);
}
