/** Deterministic randomness for the simulator: a string hash seeds a small fast PRNG (no Math.random anywhere). */

/** 32-bit FNV-1a followed by a murmur-style finaliser. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Standard normal. */
  normal(): number;
  /** Student-t with `nu` degrees of freedom, scaled to unit variance (fat tails). */
  studentT(nu: number): number;
}

/** mulberry32: a small fast PRNG of 32-bit state, uniform in [0, 1); the same seed gives the same numbers. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** mulberry32 seeded from the hash of the key parts. */
export function seededRandom(...key: (string | number)[]): Rng {
  return rngFrom(mulberry32(hashString(key.join('|'))));
}

/** The distributions of `Rng` over a source of uniform numbers in [0, 1). */
export function rngFrom(next: () => number): Rng {
  const normal = () => {
    const u = 1 - next();
    const v = next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  };
  return {
    next,
    normal,
    studentT(nu) {
      let chi2 = 0;
      for (let i = 0; i < nu; i++) chi2 += normal() ** 2;
      return (normal() / Math.sqrt(chi2 / nu)) * Math.sqrt((nu - 2) / nu);
    },
  };
}
