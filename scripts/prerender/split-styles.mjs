// A page's first paint needs the styles of what it can show then, not of the whole page: inlined
// whole, the CSS of a long page pushes its HTML past what the first network round trip carries
// (TCP's initial window, 14,600 bytes), and the first paint waits a round trip more.
//
// Boxes far from the viewport skip their rendering (`content-visibility: auto`, see
// src/components/layout/skip-while-offscreen.ts): what is inside them is not styled, laid out or
// painted at load. So a page's styles split in two:
// - inline: every rule for the markup outside those boxes' contents (the boxes themselves
//   included), and the custom properties those rules reach;
// - deferred (a stylesheet the boot links once the page has painted, and `<noscript>` links for
//   pages without JavaScript): the rules only the skipped contents use, the hover and active
//   states (nothing can hover before the first paint), the rules for print (never for the
//   screen), the rules whose subject nothing in the first-paint markup can be (a table, an
//   attribute a script adds later), and the custom properties only those reach.
import { readLeaves, writeLeaves } from './css-rules.mjs';
import { declarationsByName, reachable, references } from './custom-properties.mjs';
import { markupOutsideSkippedBoxes, namesIn } from './markup.mjs';

const EMOTION_STYLE = /<style data-emotion="css [^"]*"[^>]*>([\s\S]*?)<\/style>/;
const GLOBAL_STYLE = /(<style data-critical-global="[^"]*"[^>]*>)([\s\S]*?)<\/style>/g;
const CLASS = /\.css-([\w-]+)/g;
const SKIPS = /(?:^|;)content-visibility:auto(?:;|$)/;
/** A rule that only applies under the pointer or while pressed. */
const POINTER_STATE = /:hover|\[data-hover\]|:active|\[data-active\]/;
/** A rule inside `@media print`: it never styles the screen, so never the first paint. */
const forPrint = (leaf) => leaf.wrappers.some((wrapper) => /^@media\s+print\b/.test(wrapper));
const CUSTOM_PROPERTY = /(?<=^|;)(--(?:[\w-]|\\.)+):([^;]*)(?:;|$)/g;
/** How a selector's subject starts: an element (`input[type=search]`) or an attribute. */
const SUBJECT_START = /^(?:([a-z][a-z0-9-]*)(?![\w-])|\[([\w-]+))/;

/** A selector list's selectors, split at the commas outside parentheses. */
function selectors(list) {
  const parts = [''];
  let depth = 0;
  for (const char of list) {
    if (char === '(') depth++;
    else if (char === ')') depth--;
    if (char === ',' && depth === 0) parts.push('');
    else parts[parts.length - 1] += char;
  }
  return parts.map((part) => part.trim());
}

/** A selector's last compound (what it matches), after its last combinator. */
function subject(selector) {
  let depth = 0;
  let start = 0;
  for (let index = 0; index < selector.length; index++) {
    const char = selector[index];
    if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (depth === 0 && ' >+~'.includes(char)) start = index + 1;
  }
  return selector.slice(start);
}

/**
 * Whether a rule can match nothing the first paint shows: each of its selectors' subject is an
 * element the markup has none of (a table, an input) or carries an attribute none of its elements
 * do (`[data-meteor]`, on what a script adds later).
 */
function matchesNothingIn({ elements, attributes }) {
  elements.add('html').add('body');
  return (leaf) =>
    !leaf.selector.endsWith(';') &&
    selectors(leaf.selector).every((selector) => {
      const [, element, attribute] = SUBJECT_START.exec(subject(selector)) ?? [];
      return element ? !elements.has(element) : attribute ? !attributes.has(attribute) : false;
    });
}

/** The classes whose box skips its rendering, and those whose children each do. */
function skippingClasses(leaves) {
  const self = new Set();
  const children = new Set();
  for (const { selector, body } of leaves) {
    if (!SKIPS.test(body)) continue;
    const match = /^\.css-([\w-]+)(>\*)?$/.exec(selector.replaceAll(' ', ''));
    if (match) (match[2] ? children : self).add(match[1]);
  }
  return { self, children };
}

/** Splits a leaf's custom properties: those `keep` accepts stay, the rest move out. */
function splitCustomProperties(leaf, keep) {
  let moved = '';
  const body = leaf.body.replace(CUSTOM_PROPERTY, (declaration, name) => {
    if (keep(name)) return declaration;
    moved += declaration.endsWith(';') ? declaration : `${declaration};`;
    return '';
  });
  return [
    { ...leaf, body },
    { ...leaf, body: moved },
  ];
}

const hasBody = (leaf) => leaf.selector.endsWith(';') || leaf.body.replaceAll(';', '').trim();

/**
 * @param {string} styles the page's style tags: the pruned global ones and Emotion's
 * @param {string} html the page's markup
 * @returns {{ styles: string, deferred: string }} the style tags to inline (Emotion's without
 *   its list of ids: the app adopts the rendered classes itself, see
 *   src/browser/adopt-prerendered-styles.ts) and the deferred stylesheet ('' if nothing is)
 */
export function splitStyles(styles, html) {
  const emotion = EMOTION_STYLE.exec(styles);
  if (!emotion) return { styles, deferred: '' };
  const emotionLeaves = readLeaves(emotion[1]);
  const firstPaintMarkup = markupOutsideSkippedBoxes(html, skippingClasses(emotionLeaves));
  const names = namesIn(firstPaintMarkup);
  const shown = names.classes;

  const matchesNothing = matchesNothingIn(names);
  const isNeeded = (leaf) => {
    if (matchesNothing(leaf) || forPrint(leaf)) return false;
    const classes = [...leaf.selector.matchAll(CLASS)].map((match) => match[1]);
    if (classes.length === 0) return true;
    return classes.some((name) => shown.has(name)) && !POINTER_STATE.test(leaf.selector);
  };
  const inlineLeaves = emotionLeaves.filter(isNeeded);

  // The global sheet's element rules (Chakra's reset) for elements the first paint has none of
  // (tables, inputs, dialogs…) wait too.
  const globals = [...styles.matchAll(GLOBAL_STYLE)].map(([, tag, css]) => {
    const leaves = readLeaves(css);
    const deferredLeaf = (leaf) => matchesNothing(leaf) || forPrint(leaf);
    return {
      tag,
      leaves: leaves.filter((leaf) => !deferredLeaf(leaf)),
      absent: leaves.filter(deferredLeaf),
    };
  });
  const leavesToKeep = [...globals.flatMap((sheet) => sheet.leaves), ...inlineLeaves];
  const declared = declarationsByName(
    leavesToKeep.flatMap((leaf) =>
      [...leaf.body.matchAll(CUSTOM_PROPERTY)].map(([, name, value]) => [name, value]),
    ),
  );
  const used =
    firstPaintMarkup + leavesToKeep.map((leaf) => leaf.body.replace(CUSTOM_PROPERTY, '')).join('');
  const needed = reachable(references(used), declared);
  const keep = (name) => needed.has(name);

  const deferredGlobal = [];
  const inlineGlobals = globals.map(({ tag, leaves, absent }) => {
    const split = leaves.map((leaf) => splitCustomProperties(leaf, keep));
    deferredGlobal.push(...split.map(([, moved]) => moved), ...absent);
    return `${tag}${writeLeaves(split.map(([kept]) => kept).filter(hasBody))}</style>`;
  });
  // Emotion's rules keep their order in either sheet: a later rule still wins a tie.
  const inline = [];
  const deferred = [...deferredGlobal];
  for (const leaf of emotionLeaves) {
    if (!isNeeded(leaf)) {
      deferred.push(leaf);
      continue;
    }
    const [kept, moved] = splitCustomProperties(leaf, keep);
    inline.push(kept);
    deferred.push(moved);
  }

  let index = 0;
  const rest = styles
    .replace(GLOBAL_STYLE, () => inlineGlobals[index++])
    .replace(
      EMOTION_STYLE,
      `<style data-prerendered-css>${writeLeaves(inline.filter(hasBody))}</style>`,
    );
  const statements = (leaf) => leaf.selector.endsWith(';');
  return {
    styles: rest,
    deferred: writeLeaves(deferred.filter((leaf) => !statements(leaf) && hasBody(leaf))),
  };
}
