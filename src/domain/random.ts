/**
 * Mulberry32: a tiny seeded PRNG returning numbers in [0, 1). Machines that need randomness take
 * a `random` function as input; tests pass `mulberry32(seed)` for repeatable results and the
 * view passes `Math.random`.
 */
export function mulberry32(seed: number): () => number {
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
