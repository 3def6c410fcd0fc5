import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False while prerendering and hydrating, true afterwards: for client-only parts. */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
