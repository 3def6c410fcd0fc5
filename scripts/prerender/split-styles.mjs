// A page's first paint needs the styles of what it can show then, not of the whole page: inlined
// whole, the CSS of a long page pushes its HTML past what the first network round trip carries
// (TCP's initial window, 14,600 bytes), and the first paint waits a round trip more.
//
// The boxes of what comes below the first screen are marked (`data-later`: the landing sections
// after the hero, the footer). So a page's styles split in two:
// - inline: every rule for the markup outside those boxes' contents (the boxes themselves
//   included), and the custom properties those rules reach;
// - deferred (a stylesheet the boot links once the page has painted, and `<noscript>` links for
//   pages without JavaScript): the rules only the later contents use, the hover and active states
//   (nothing can hover before the first paint), the rules for print (never for the screen), the
//   rules whose subject nothing in the first-paint markup can be (a table, an attribute a script
//   adds later), and the custom properties only those reach.
// A later box the visitor scrolls to before the deferred stylesheet is in would show its contents
// unstyled, then jump as the rules arrive: the inline sheet hides those contents while the boot
// says the stylesheet is on its way (STYLING_ATTRIBUTE, see src/browser/page-contract.ts).
import selectorParser from 'postcss-selector-parser';
import { replaceStyleTags, styleTags } from '../html/style-tags.mjs';
import { readLeaves, writeLeaves } from './css-rules.mjs';
import { declarationsByName, reachable, references } from './custom-properties.mjs';
import { firstPaintMarkup, LATER_ATTRIBUTE, namesIn } from './markup.mjs';

const isEmotionSheet = (tag) => tag.attributes['data-emotion']?.startsWith('css ');
const isGlobalSheet = (tag) => 'data-critical-global' in tag.attributes;
const isCustomProperty = (decl) => decl.prop.startsWith('--');
const isStatement = (leaf) => leaf.selector.endsWith(';');
/** Pseudo-classes and the attributes Chakra mirrors them with: under the pointer, or pressed. */
const POINTER_PSEUDOS = new Set([':hover', ':active']);
const POINTER_ATTRIBUTES = new Set(['data-hover', 'data-active']);

/** Inside `@keyframes`, `0%` and `to` are stops of an animation, not selectors. */
const isKeyframeStop = (leaf) => leaf.wrappers.some(({ name }) => name.endsWith('keyframes'));

/**
 * A rule's selectors, parsed; none for a statement (`@layer a,b;`), a declaration block
 * (`@font-face`) or a keyframe stop.
 */
function parsedSelectors(leaf) {
  if (isStatement(leaf) || leaf.selector.startsWith('@') || isKeyframeStop(leaf)) return [];
  return selectorParser().astSync(leaf.selector).nodes;
}

/** The Emotion classes (hashes) a rule's selectors name. */
function emotionClasses(leaf) {
  const classes = [];
  for (const selector of parsedSelectors(leaf)) {
    selector.walkClasses(({ value }) => {
      if (value.startsWith('css-')) classes.push(value.slice('css-'.length));
    });
  }
  return classes;
}

/** Pseudo-elements only a form field has: its placeholder, a search field's or file input's buttons. */
const FIELD_PARTS = new Set([
  '::placeholder',
  '::file-selector-button',
  '::-webkit-file-upload-button',
  '::-webkit-search-cancel-button',
  '::-webkit-search-decoration',
]);

/** Whether a rule only applies under the pointer or while pressed. */
function isPointerState(leaf) {
  return parsedSelectors(leaf).some((selector) => {
    let found = false;
    selector.walk((node) => {
      if (node.type === 'pseudo' && POINTER_PSEUDOS.has(node.value)) found = true;
      if (node.type === 'attribute' && POINTER_ATTRIBUTES.has(node.attribute)) found = true;
    });
    return found;
  });
}

/** A rule inside `@media print`: it never styles the screen, so never the first paint. */
const forPrint = (leaf) =>
  leaf.wrappers.some(
    ({ name, params }) => name === 'media' && params.split(/[\s,]/)[0] === 'print',
  );

/**
 * Whether a rule can match nothing the first paint shows: each of its selectors needs an element
 * the markup has none of (a table, an input), an attribute none of its elements carry
 * (`[data-meteor]` on what a script adds later), an attribute value none has (`[aria-expanded=true]`: nothing is open before a press), a
 * class none has (Chakra's `.dark`: our pages are dark by their tokens, not by a class), a
 * state no element can be in (`:disabled` where nothing carries `disabled`), or a part only a form
 * field has (`::placeholder` where there is no input or textarea). An `:is()` needs one
 * of its selectors; `:not()` and the other states (focus: a key can move it at once) may match.
 */
function matchesNothingIn({ elements, attributes, attributeValues, classNames }) {
  elements.add('html').add('body');
  const absentAttribute = ({ attribute, operator, value }) => {
    const name = attribute.toLowerCase();
    if (!attributes.has(name)) return true;
    return operator === '=' && !attributeValues.get(name)?.has(value);
  };
  const absent = (node) => {
    if (node.type === 'tag') return !elements.has(node.value.toLowerCase());
    if (node.type === 'attribute') return absentAttribute(node);
    if (node.type === 'class') return !classNames.has(node.value);
    if (node.type === 'pseudo' && node.value === ':disabled') return !attributes.has('disabled');
    if (node.type === 'pseudo' && FIELD_PARTS.has(node.value)) {
      return !elements.has('input') && !elements.has('textarea');
    }
    if (node.type === 'pseudo' && node.value === ':is') return node.nodes.every(needsAbsent);
    return false;
  };
  const needsAbsent = (selector) => selector.nodes.some(absent);
  return (leaf) => {
    const selectors = parsedSelectors(leaf);
    return selectors.length > 0 && selectors.every(needsAbsent);
  };
}

/**
 * A leaf's body without the custom properties `keep` refuses, and those as a body of their own.
 * Everything else in the body stays as written.
 */
function splitCustomProperties(leaf, keep) {
  let body = '';
  let moved = '';
  let from = 0;
  for (const decl of leaf.decls) {
    if (!isCustomProperty(decl) || keep(decl.prop)) continue;
    const text = leaf.body.slice(decl.start, decl.end);
    body += leaf.body.slice(from, decl.start);
    moved += text.endsWith(';') ? text : `${text};`;
    from = decl.end;
  }
  body += leaf.body.slice(from);
  return [
    { ...leaf, body },
    { ...leaf, body: moved },
  ];
}

const hasBody = (leaf) => isStatement(leaf) || leaf.body.replaceAll(';', '').trim();

/**
 * @param {string} styles the page's style tags: the pruned global ones and Emotion's
 * @param {string} html the page's markup
 * @returns {{ styles: string, deferred: string }} the style tags to inline (Emotion's without
 *   its list of ids: the app adopts the rendered classes itself, see
 *   src/browser/adopt-prerendered-styles.ts) and the deferred stylesheet ('' if nothing is)
 */
export function splitStyles(styles, html) {
  const tags = styleTags(styles);
  const emotion = tags.find(isEmotionSheet);
  if (!emotion) return { styles, deferred: '' };
  const emotionLeaves = readLeaves(emotion.css);
  const firstPaint = firstPaintMarkup(html);
  const names = namesIn(firstPaint);

  const matchesNothing = matchesNothingIn(names);
  const deferredLeaf = (leaf) => matchesNothing(leaf) || forPrint(leaf);
  const isNeeded = (leaf) => {
    if (deferredLeaf(leaf)) return false;
    const classes = emotionClasses(leaf);
    if (classes.length === 0) return true;
    return classes.some((name) => names.classes.has(name)) && !isPointerState(leaf);
  };
  const inlineLeaves = emotionLeaves.filter(isNeeded);

  // The global sheet's element rules (Chakra's reset) for elements the first paint has none of
  // (tables, inputs, dialogs…) wait too.
  const globals = tags.filter(isGlobalSheet).map((tag) => {
    const leaves = readLeaves(tag.css);
    return {
      tag,
      leaves: leaves.filter((leaf) => !deferredLeaf(leaf)),
      absent: leaves.filter(deferredLeaf),
    };
  });
  const leavesToKeep = [...globals.flatMap((sheet) => sheet.leaves), ...inlineLeaves];
  const declared = declarationsByName(
    leavesToKeep.flatMap((leaf) =>
      leaf.decls.filter(isCustomProperty).map((decl) => [decl.prop, decl.value]),
    ),
  );
  const withoutCustomProperties = (leaf) => splitCustomProperties(leaf, () => false)[0].body;
  const used = firstPaint + leavesToKeep.map(withoutCustomProperties).join('');
  const needed = reachable(references(used), declared);
  const keep = (name) => needed.has(name);

  const deferredGlobal = [];
  const inlineGlobals = new Map(
    globals.map(({ tag, leaves, absent }) => {
      const split = leaves.map((leaf) => splitCustomProperties(leaf, keep));
      deferredGlobal.push(...split.map(([, moved]) => moved), ...absent);
      const kept = writeLeaves(split.map(([leaf]) => leaf).filter(hasBody));
      return [tag.start, `${tag.openingTag}${kept}</style>`];
    }),
  );
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

  const deferredCss = writeLeaves(deferred.filter((leaf) => !isStatement(leaf) && hasBody(leaf)));
  const inlineCss = writeLeaves(inline.filter(hasBody)) + (deferredCss && HIDDEN_WHILE_STYLING);
  const inlineEmotion = `<style data-prerendered-css>${inlineCss}</style>`;
  return {
    styles: replaceStyleTags(styles, (tag) =>
      tag.start === emotion.start ? inlineEmotion : inlineGlobals.get(tag.start),
    ),
    deferred: deferredCss,
  };
}

/** On `<html>` while the deferred stylesheet is on its way (src/boot/contract.ts). */
export const STYLING_ATTRIBUTE = 'data-styling';

/**
 * The contents of every later box, hidden while the deferred stylesheet is on its way, and until
 * the boot has seen them laid out with it: a visitor who scrolled ahead sees them only at their
 * styled size, never growing into it. Hidden, a box still takes its room; without the boot (no
 * JavaScript, and the stylesheet linked in `<noscript>` holds the first paint) nothing is hidden.
 * Nor may they anchor the scroll: laid out unstyled, they change height as the page settles, and
 * the browser's scroll anchoring, holding one of them, let the box around it slide (a phone
 * scrolled to a project saw the portfolio move 150-400 px). Left out, the box itself is the
 * anchor, and holds.
 */
const HIDDEN_WHILE_STYLING = `[${STYLING_ATTRIBUTE}] [${LATER_ATTRIBUTE}]>*{visibility:hidden;overflow-anchor:none}`;
