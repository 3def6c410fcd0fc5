declare global {
  interface Window {
    /** Set before the page loads (tests do) to make the meteor shower reproducible. */
    __meteorSeed?: number;
  }
}

/** The seed of the meteor shower: the one a test set, or a fresh random one. */
export function meteorSeed(): number {
  const seed = window.__meteorSeed;
  return typeof seed === 'number' ? seed : Math.floor(Math.random() * 2 ** 32);
}
