import { startTransition, useEffect, useState } from 'react';
import { workAwaited, workDone } from '../components/layout/page-settling';

/**
 * False while prerendering and hydrating, true once the component is live: for client-only parts.
 * The switch is a transition, so the render it causes yields to a visitor's press (a store
 * snapshot that differs from the server's would re-render at once, blocking the press behind it).
 */
export function useIsClient(): boolean {
  const [isClient, setIsClient] = useState(false);
  useEffect(() => {
    if (isClient) return;
    workAwaited();
    startTransition(() => setIsClient(true));
    // Runs once the client render has committed (or if the component goes first).
    return workDone;
  }, [isClient]);
  return isClient;
}
