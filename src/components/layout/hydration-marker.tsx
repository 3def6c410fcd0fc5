import { useEffect } from 'react';

/** Marks `<html data-hydrated>` once React owns the page: tests wait for it before interacting. */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
