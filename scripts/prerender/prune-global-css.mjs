// Chakra's global style sheet (tokens as custom properties, preflight, every keyframes) is the
// same 42 KB on every page, and most of it is unused by any one page: inlined whole, it pushes a
// page past what the first network round trip carries. Each page keeps only the custom
// properties its CSS and markup reach (transitively) and the keyframes they name. The app
// restores the whole sheet when it hydrates: the pruned copy loses its `data-emotion` name, so
// Emotion does not adopt it and inserts the full one (dialogs and toasts may need any token).

import { declarationsByName, reachable, references } from './custom-properties.mjs';

const GLOBAL_STYLE = /<style data-emotion="css-global ([^"]*)"([^>]*)>([\s\S]*?)<\/style>/g;
const CUSTOM_PROPERTY = /(--[\w-]+):([^;}]*);?/g;
// Emotion writes each keyframes twice, prefixed for old WebKit too: both copies go by the name.
const KEYFRAMES = /@(?:-webkit-)?keyframes ([\w-]+)\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g;

/** Whether `name` is used as an animation name anywhere in `css`. */
const namesAnimation = (css, name) => new RegExp(`[:\\s,]${name}(?=[\\s;,}!]|$)`).test(css);

/**
 * @param {string} styles the page's style tags, as Emotion extracted them
 * @param {string} html the page's markup (its inline styles reference custom properties too)
 * @returns {string} the same tags, the global ones pruned and no longer adoptable by Emotion
 */
export function pruneGlobalStyles(styles, html) {
  const globalCss = [...styles.matchAll(GLOBAL_STYLE)].map((match) => match[3]).join('');
  const declared = declarationsByName(
    [...globalCss.matchAll(CUSTOM_PROPERTY)].map(([, name, value]) => [name, value]),
  );
  const pageCss = styles.replace(GLOBAL_STYLE, '');
  const globalRules = globalCss.replace(CUSTOM_PROPERTY, '');
  const used = reachable(
    new Set([...references(pageCss), ...references(html), ...references(globalRules)]),
    declared,
  );

  return styles.replace(GLOBAL_STYLE, (_, names, attributes, css) => {
    const kept = css.replace(CUSTOM_PROPERTY, (declaration, name) =>
      used.has(name) ? declaration : '',
    );
    const elsewhere = kept.replace(KEYFRAMES, '') + pageCss + html;
    const pruned = kept.replace(KEYFRAMES, (block, name) =>
      namesAnimation(elsewhere, name) ? block : '',
    );
    return `<style data-critical-global="${names}"${attributes}>${pruned}</style>`;
  });
}
