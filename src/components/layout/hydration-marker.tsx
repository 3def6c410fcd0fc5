import { useEffect } from 'react';
import { pressKeptButtons } from '../../browser/kept-presses';
import { startRemainingIslands } from '../../islands';
import { whenSettled } from './page-settling';

/**
 * Marks `<html data-hydrated>` once React owns the whole page: tests and the bench wait for it
 * before interacting. The root commits first; React hydrates each `HydrationPart` and mounts the
 * client-only parts in later tasks, and a press before then would wait for that work. Then, and
 * not before, React takes over the presses the boot script kept: a press never falls between a
 * boot that has let go and a part React has not hydrated yet.
 */
export function HydrationMarker() {
  useEffect(
    () =>
      whenSettled(() => {
        document.documentElement.dataset.hydrated = 'true';
        pressKeptButtons();
        // Built pages start their islands from the boot's after-paint module, with the markup
        // they bring; `vite dev` has neither, and starts them once the page is rendered.
        if (import.meta.env.DEV) startRemainingIslands();
      }),
    [],
  );
  return null;
}
