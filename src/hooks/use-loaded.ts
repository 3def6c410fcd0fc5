import { startTransition, useEffect, useState } from 'react';

/** What each `load` function resolved to, once it has: a `useLoaded` rendered later starts from it. */
const settled = new WeakMap<() => Promise<unknown>, { readonly value: unknown }>();

/** Calls `load` and keeps what it resolves to: the way to fetch early what `useLoaded` shows. */
export function preload<T>(load: () => Promise<T>): Promise<T> {
  return load().then((value) => {
    settled.set(load, { value });
    return value;
  });
}

/**
 * What `load` resolves to once it is in; null until then, and while it cannot load (offline before
 * it ever was): asked again whenever `again` changes. `load` must be stable (a module-level
 * function). Once in (fetched early with `preload`, or by another component), it shows from the
 * next render on, a press's answer included: what a component shows from it must wait for
 * something the prerendered page cannot have (a link made, a link stored), or hydration would
 * find other markup. When it comes in later, the render it causes is a transition, which yields
 * to a visitor's press.
 */
export function useLoaded<T>(load: () => Promise<T>, again?: unknown): T | null {
  // Boxed: a loaded function would otherwise be taken for a state updater.
  const [state, setLoaded] = useState<{ readonly value: T } | null>(null);
  // Read at each render: in after this component first rendered, it shows in the next one (the
  // answer to a press) without waiting for the transition below. Once in, it never changes.
  const loaded = state ?? (settled.get(load) as { readonly value: T } | undefined) ?? null;
  const missing = loaded === null;
  useEffect(() => {
    if (!missing) return;
    let live = true;
    preload(load)
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
