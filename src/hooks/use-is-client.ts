import { startTransition, useEffect, useState } from 'react';

/**
 * False while prerendering and hydrating, true once the component is live: for client-only parts.
 * The switch is a transition, so the render it causes yields to a visitor's press.
 */
export function useIsClient(): boolean {
  const [isClient, setIsClient] = useState(false);
  useEffect(() => startTransition(() => setIsClient(true)), []);
  return isClient;
}
