import { useEffect } from 'react';
import { whenSettled } from './page-settling';

/**
 * Marks `<html data-hydrated>` once React owns the whole page: tests and the bench wait for it
 * before interacting. The root commits first; React hydrates each `HydrationPart` and mounts the
 * client-only parts in later tasks, and a press before then would wait for that work.
 */
export function HydrationMarker() {
  useEffect(
    () =>
      whenSettled(() => {
        document.documentElement.dataset.hydrated = 'true';
      }),
    [],
  );
  return null;
}
