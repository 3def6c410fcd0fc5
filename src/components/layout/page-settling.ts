/**
 * Work React still has to do before the page is fully live: parts waiting to hydrate, client-only
 * parts waiting to mount. `<html data-hydrated>` waits for none to be left.
 */
let pending = 0;
let onSettled: (() => void) | null = null;

function settleIfDone() {
  if (pending !== 0 || !onSettled) return;
  const settled = onSettled;
  onSettled = null;
  settled();
}

export function workAwaited(): void {
  pending += 1;
}

/** Checked after the current commit's other effects, which may await more work. */
export function workDone(): void {
  pending -= 1;
  queueMicrotask(settleIfDone);
}

/** Runs `callback` once no work is pending; returns what cancels it. */
export function whenSettled(callback: () => void): () => void {
  onSettled = callback;
  queueMicrotask(settleIfDone);
  return () => {
    if (onSettled === callback) onSettled = null;
  };
}

/** Awaits `loading` as work of the page's: code a live page should already have. */
export function settlesWith<T>(loading: Promise<T>): Promise<T> {
  workAwaited();
  return loading.finally(workDone);
}
