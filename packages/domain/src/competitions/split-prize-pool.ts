import { PRIZE_SPLIT_PERCENTS } from './competition-constants.ts';

/**
 * Pays a prize pool to ranked players (ADR 011). Place k is worth ⌊pool × pct_k / 100⌋ cents. Players tied on a rank
 * (1, 1, 3…) occupy the places of their positions in the ranked list and share the sum of those places equally,
 * each share rounded down to the cent. Cents left by rounding, and the prizes of places nobody fills, are not paid:
 * the house keeps them. Only players with a prize are returned, in rank order.
 */
export function splitPrizePool(
  poolCents: number,
  standings: { userId: number; rank: number }[],
  splitPercents: readonly number[] = PRIZE_SPLIT_PERCENTS,
): { userId: number; prizeCents: number }[] {
  if (!Number.isSafeInteger(poolCents) || poolCents < 0) throw new RangeError(`Not a prize pool: ${poolCents}`);
  if (splitPercents.some((p) => !(p >= 0)) || splitPercents.reduce((a, b) => a + b, 0) > 100)
    throw new RangeError(`Not a prize split: ${splitPercents.join('/')}`);
  const placePrizes = splitPercents.map((pct) => Math.floor((poolCents * pct) / 100));
  const ranked = [...standings].sort((a, b) => a.rank - b.rank);
  const paid: { userId: number; prizeCents: number }[] = [];
  for (let first = 0; first < ranked.length && first < placePrizes.length; ) {
    let next = first + 1;
    while (next < ranked.length && ranked[next]!.rank === ranked[first]!.rank) next++;
    const groupPrize = placePrizes.slice(first, next).reduce((a, b) => a + b, 0);
    const share = Math.floor(groupPrize / (next - first));
    if (share > 0) for (const s of ranked.slice(first, next)) paid.push({ userId: s.userId, prizeCents: share });
    first = next;
  }
  return paid;
}
