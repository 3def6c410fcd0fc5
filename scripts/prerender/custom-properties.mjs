// Which CSS custom properties a page needs: those its rules and markup reference, and, through
// the declared values, every property those reference in turn. One helper for the style split
// and the global-sheet pruning, so both keep the same set. Then the short names the build writes
// those properties under, and a content page's Emotion classes.

/** A `var(--name` reference; names may hold escaped characters (`--a\:b`). */
const VAR_REFERENCE = /var\(\s*(--(?:[\w-]|\\.)+)/g;

/** The custom property names `text` references. */
export const references = (text) =>
  new Set([...text.matchAll(VAR_REFERENCE)].map((match) => match[1]));

/**
 * The properties reached from `seeds` through `declared` (name → every value declared for it, in
 * any rule: a property set differently under a condition reaches what each value references).
 * @param {Iterable<string>} seeds
 * @param {Map<string, string[]>} declared
 */
export function reachable(seeds, declared) {
  const reached = new Set(seeds);
  const pending = [...reached];
  while (pending.length > 0) {
    for (const value of declared.get(pending.pop()) ?? []) {
      for (const next of references(value)) {
        if (reached.has(next)) continue;
        reached.add(next);
        pending.push(next);
      }
    }
  }
  return reached;
}

/** Name → every value, from `[name, value]` pairs in source order. */
export function declarationsByName(pairs) {
  const declared = new Map();
  for (const [name, value] of pairs) declared.set(name, [...(declared.get(name) ?? []), value]);
  return declared;
}

const SHORT_NAMES = {
  /**
   * Chakra names its custom properties for people (`--chakra-colors-fg-muted`), hundreds of times
   * a page: they become `--c1a`. The app keeps the long names: Chakra declares them again when it
   * starts, so the two sets live side by side and each element finds the one its class names.
   */
  properties: { pattern: /--chakra-(?:[\w-]|\\.)+/g, prefix: '--c' },
  /**
   * Emotion names a class by a hash of its rules, seven characters brotli cannot shrink: they
   * become `c1a` on a page no app hydrates (a tool page's app renders Emotion's names again).
   */
  classes: { pattern: /(?<![\w-])css-[a-z0-9]+(?![\w-])/g, prefix: 'c' },
};

/**
 * Writes each name of a kind under a short one, the same in every text the build writes (pages,
 * their deferred stylesheets, the islands' markup), so that the names always meet. Together they
 * are some 1.1 KB of the landing page's brotli, 8% of its first round trip.
 * @param {keyof typeof SHORT_NAMES} kind
 * @returns {(text: string) => string}
 */
export function createShortener(kind) {
  const { pattern, prefix } = SHORT_NAMES[kind];
  const short = new Map();
  return (text) =>
    text.replace(pattern, (name) => {
      if (!short.has(name)) short.set(name, `${prefix}${short.size.toString(36)}`);
      return short.get(name);
    });
}
