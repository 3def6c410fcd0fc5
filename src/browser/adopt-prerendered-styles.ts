/** What of an Emotion cache this reads and writes. */
interface StyleCache {
  readonly key: string;
  readonly inserted: Record<string, string | true | undefined>;
}

/**
 * The prerendered page carries the rules of every class its markup uses, inline (what the first
 * paint needs) or in its deferred stylesheet, but not Emotion's list of them (it would cost the
 * first round trip some 300 bytes). The classes in the markup are that list: marked as inserted,
 * hydration inserts none of them again.
 */
export function adoptPrerenderedStyles(cache: StyleCache, root: ParentNode): void {
  const prefix = `${cache.key}-`;
  for (const element of root.querySelectorAll(`[class*="${prefix}"]`)) {
    for (const name of element.classList) {
      if (name.startsWith(prefix)) cache.inserted[name.slice(prefix.length)] = true;
    }
  }
}
