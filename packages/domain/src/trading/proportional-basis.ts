import type { Cents } from '../money.ts';

/**
 * The basis of `part` of a position's `quantity` shares: round(basis × part / quantity), half up, in BigInt so large
 * positions stay exact. The caller takes the whole remaining basis when the position closes, so no cent is lost.
 */
export function proportionalBasis(position: { quantity: number; costBasisCents: Cents }, part: number): Cents {
  const numerator = BigInt(position.costBasisCents) * BigInt(part) * 2n + BigInt(position.quantity);
  return Number(numerator / (BigInt(position.quantity) * 2n));
}
