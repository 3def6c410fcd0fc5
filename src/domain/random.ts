/**
 * Mulberry32: a tiny seeded PRNG returning numbers in [0, 1). Machines that need randomness take
 * a numeric seed as input and draw from `mulberry32(seed)`, so their context stays plain data;
 * tests pass a fixed seed for repeatable results and the view a random one.
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
