import { type ReactNode, useDeferredValue } from 'react';

/**
 * Shows its children one render after what is around them first shows: the frame that answers a
 * press paints without them, and they fill in from a background render that yields to the next
 * press. For the heavy parts below what the press is about.
 */
export function AfterFirstRender({ children }: { children: ReactNode }) {
  const shown = useDeferredValue(true, false);
  return shown ? children : null;
}
