import type { Cents } from '../../money.ts';

/**
 * What buying back every short would cost at the marks: −Σ quantity × price over the short lots (a short without a
 * mark at its proceeds, −basis). Long lots count nothing. The `shortMarketValueCents` of the buying power (ADR 015).
 */
export function shortValueAtMarks(
  lots: readonly { symbol: string; quantity: number; costBasisCents: Cents }[],
  marks: ReadonlyMap<string, { priceCents: Cents }>,
): Cents {
  let total = 0;
  for (const l of lots) {
    if (l.quantity >= 0) continue;
    const mark = marks.get(l.symbol);
    total += mark ? -l.quantity * mark.priceCents : -l.costBasisCents;
  }
  return total;
}
