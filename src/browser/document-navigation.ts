/** How a visitor leaves a page: following a link (push, replace) or moving through history. */
export type Departure = 'PUSH' | 'REPLACE' | 'BACK' | 'FORWARD' | 'GO';

/**
 * Completes a departure as a full document load instead of an in-app route change, so everything
 * the current document runs (a third-party script, its timers and requests) is discarded with it.
 * Never settles: the document is going away, and the in-app navigation must not go on meanwhile.
 */
export function departByDocumentLoad(action: Departure, href: string): Promise<never> {
  if (action === 'PUSH') window.location.assign(href);
  else if (action === 'REPLACE') window.location.replace(href);
  // Back, forward or go: the browser already shows the entry's URL, so load that afresh.
  else window.location.reload();
  return new Promise(() => {});
}
