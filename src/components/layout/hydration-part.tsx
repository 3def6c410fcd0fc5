import { type ReactNode, Suspense, useEffect } from 'react';
import { workAwaited, workDone } from './page-settling';

/**
 * A part of a page that React hydrates on its own. Hydration yields between parts, and a press on
 * a part not yet hydrated hydrates that part alone, at once, rather than the whole page in one
 * task: a press on the menu button right after the app loaded took 1.1 s at 4× CPU, most of it
 * hydrating sections the press never touched. Nothing in a part suspends, so there is no
 * fallback: the prerendered HTML stands until the part is hydrated.
 */
export function HydrationPart({ children }: { children: ReactNode }) {
  return (
    <>
      <Registered />
      <Suspense>
        {children}
        <Live />
      </Suspense>
    </>
  );
}

/** Committed with the page around the part: one more part to wait for. */
function Registered() {
  useEffect(workAwaited, []);
  return null;
}

/** Committed once the part itself is hydrated. */
function Live() {
  useEffect(workDone, []);
  return null;
}
