// Which CSS custom properties a page needs: those its rules and markup reference, and, through
// the declared values, every property those reference in turn. One helper for the style split
// and the global-sheet pruning, so both keep the same set.

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

/** One of Chakra's custom properties, declared or referenced. */
const CHAKRA_PROPERTY = /--chakra-(?:[\w-]|\\.)+/g;

/**
 * Chakra names its custom properties for people (`--chakra-colors-fg-muted`), and a page's styles
 * and markup name them hundreds of times: some 450 B of the landing page's brotli, 3% of its first
 * round trip. The build writes each under a short name (`--c1a`), the same in everything it writes
 * (pages, their deferred stylesheets, the islands' markup), so the names always meet. The app
 * keeps the long names: Chakra declares them again when it starts and its rules use them, so the
 * two sets live side by side and every element finds the one its class was written with.
 * @returns {(text: string) => string}
 */
export function createPropertyShortener() {
  const short = new Map();
  return (text) =>
    text.replace(CHAKRA_PROPERTY, (name) => {
      if (!short.has(name)) short.set(name, `--c${short.size.toString(36)}`);
      return short.get(name);
    });
}
