import type { Rng } from './seeded-random.ts';

/**
 * A random scale with E[scale²] = 1 such that `scale × normal` is a unit-variance Student-t(nu): a fat-tailed move
 * drawn as a Gaussian of secret size, so that the parts of a day (gap, each tick) can share the size and stay
 * independent — the past of a day then never predicts its rest. Takes `nu` normals.
 */
export function studentScale(rng: Rng, nu: number): number {
  let chi2 = 0;
  for (let i = 0; i < nu; i++) chi2 += rng.normal() ** 2;
  return Math.sqrt((nu - 2) / chi2);
}
