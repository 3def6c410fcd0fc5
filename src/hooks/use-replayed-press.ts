import { useEffect, useEffectEvent } from 'react';
import type { ReplayKey } from '../boot/contract';
import { takeKeptPress } from '../browser/replay';

/**
 * Once this component has hydrated, runs `press` if its button (`data-replay={key}`) was pressed
 * before the app was live: the visitor's press is answered, late rather than lost.
 */
export function useReplayedPress(key: ReplayKey, press: () => void): void {
  const replay = useEffectEvent(press);
  useEffect(() => {
    // After the effects have run, outside React's work: a press may raise a toast.
    if (takeKeptPress(key)) queueMicrotask(replay);
  }, [key]);
}
