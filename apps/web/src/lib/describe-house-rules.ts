import type { HouseRules } from '@tradearena/contracts';
import { formatCurrency } from './format.ts';

/**
 * A league's or class's house rules as short sentences (docs/decisions/026-house-rules-and-the-journal.md), for the
 * trade ticket and the class settings; empty when there are none. Trading hours are in the league creator's zone.
 */
export function describeHouseRules(rules: HouseRules | null | undefined): string[] {
  if (!rules) return [];
  const lines: string[] = [];
  if (rules.maxPositionPct != null) lines.push(`At most ${rules.maxPositionPct} % of the portfolio in one stock`);
  if (rules.maxTradesPerDay != null)
    lines.push(`At most ${rules.maxTradesPerDay} ${rules.maxTradesPerDay === 1 ? 'trade' : 'trades'} a day`);
  if (rules.minPrice != null) lines.push(`No buying or shorting stocks under ${formatCurrency(rules.minPrice)}`);
  if (rules.allowedSymbols?.length) lines.push(`Only these stocks: ${rules.allowedSymbols.join(', ')}`);
  if (rules.blockedSymbols?.length) lines.push(`Not these stocks: ${rules.blockedSymbols.join(', ')}`);
  if (rules.tradingHours)
    lines.push(`Trading from ${rules.tradingHours.start} to ${rules.tradingHours.end} (the teacher's time zone)`);
  if (rules.commission && (rules.commission.perTradeCents > 0 || rules.commission.percent > 0)) {
    const parts = [
      ...(rules.commission.perTradeCents > 0 ? [formatCurrency(rules.commission.perTradeCents / 100)] : []),
      ...(rules.commission.percent > 0 ? [`${rules.commission.percent} %`] : []),
    ];
    lines.push(`Commission per trade: ${parts.join(' + ')}`);
  }
  if (rules.requireNote) lines.push('Every order needs a note: why you are trading');
  return lines;
}
