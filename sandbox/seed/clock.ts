/**
 * The seed is generated relative to the moment the store is created, so the demo always shows recent
 * usage. The randomness is seeded, so two stores created on the same day hold the same data.
 */
export const SEED_NOW = new Date();

/** Deterministic pseudo-random numbers (mulberry32). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
