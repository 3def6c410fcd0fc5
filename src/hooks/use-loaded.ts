import { startTransition, useEffect, useState } from 'react';

/**
 * What `load` resolves to once it is in; null until then, and while it cannot load (offline before
 * it ever was): asked again whenever `again` changes. `load` must be stable (a module-level
 * function). The switch is a transition, so the render it causes yields to a visitor's press.
 */
export function useLoaded<T>(load: () => Promise<T>, again?: unknown): T | null {
  // Boxed: a loaded function would otherwise be taken for a state updater.
  const [loaded, setLoaded] = useState<{ readonly value: T } | null>(null);
  const missing = loaded === null;
  useEffect(() => {
    if (!missing) return;
    let live = true;
    load()
      .then((value) => {
        if (live) startTransition(() => setLoaded({ value }));
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [load, missing, again]);
  return loaded?.value ?? null;
}
