import { mulberry32 } from '../domain/random';

declare global {
  interface Window {
    /** Set before the page loads (tests do) to make the meteor shower reproducible. */
    __meteorSeed?: number;
  }
}

/** The meteors' random source: seeded when a seed was provided, `Math.random` otherwise. */
export function meteorRandom(): () => number {
  const seed = window.__meteorSeed;
  return typeof seed === 'number' ? mulberry32(seed) : Math.random;
}
