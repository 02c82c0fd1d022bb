import type { PortfolioSummary } from '@tradearena/contracts';

/**
 * The win rate as shown: winning sells over closed trades with one decimal, and "—" with "no closed trades yet"
 * before the first sale (a ratio without data is not 0 %).
 */
export function winRateText(p: Pick<PortfolioSummary, 'winRate' | 'winningTrades' | 'closedTrades'>): {
  value: string;
  note: string;
} {
  if (p.closedTrades === 0) return { value: '—', note: 'no closed trades yet' };
  return { value: `${p.winRate.toFixed(1)}%`, note: `${p.winningTrades} of ${p.closedTrades} closed trades` };
}
