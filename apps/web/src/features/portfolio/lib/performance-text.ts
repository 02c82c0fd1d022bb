import type { PerformanceResponse } from '@tradearena/contracts';
import { formatPercent } from '@/lib/format.ts';

type Attribution = PerformanceResponse['attribution'];

/** One decimal, signed: 2.94 → "+2.9 %", −0.3 → "−0.3 %" (the attribution's sentence and bars, ADR 023). */
export function formatShare(pct: number): string {
  const rounded = Math.round(pct * 10) / 10;
  const sign = rounded > 0 ? '+' : rounded < 0 ? '−' : '';
  return `${sign}${Math.abs(rounded).toFixed(1)} %`;
}

/** The attribution as bars: each part with its label, in the sentence's order; fees and dividends only when non-zero. */
export function attributionParts(a: Attribution): { key: keyof Attribution; label: string; pct: number }[] {
  const parts: { key: keyof Attribution; label: string; pct: number }[] = [
    { key: 'marketPct', label: 'from the market', pct: a.marketPct },
    { key: 'selectionPct', label: 'from your picks', pct: a.selectionPct },
    { key: 'cashPct', label: 'cash drag', pct: a.cashPct },
    { key: 'feesPct', label: 'fees', pct: a.feesPct },
    { key: 'dividendsPct', label: 'from dividends', pct: a.dividendsPct },
  ];
  return parts.filter((p) => p.key === 'marketPct' || p.key === 'selectionPct' || p.key === 'cashPct' || p.pct !== 0);
}

/** "+2.9 % from the market, +1.8 % from your picks, −0.3 % cash drag". */
export function attributionSentence(a: Attribution): string {
  return attributionParts(a)
    .map((p) => `${formatShare(p.pct)} ${p.label}`)
    .join(', ');
}

/** The figures of the Performance panel, each with the one line a student reads under it. */
export function performanceFigures(p: PerformanceResponse): { label: string; value: string; explanation: string }[] {
  const beta = p.beta.toFixed(2);
  const ahead = p.excessReturnPct >= 0;
  return [
    {
      label: 'Your return',
      value: formatPercent(p.returnPct),
      explanation: 'What your portfolio earned over this range; money you moved in does not count.',
    },
    {
      label: 'S&P 500',
      value: formatPercent(p.benchmarkReturnPct),
      explanation: 'What the market (SPY) earned over the same time.',
    },
    {
      label: 'Vs the S&P 500',
      value: formatPercent(p.excessReturnPct),
      explanation: ahead
        ? `You are ${Math.abs(p.excessReturnPct).toFixed(2)} points ahead of the market.`
        : `You are ${Math.abs(p.excessReturnPct).toFixed(2)} points behind the market.`,
    },
    {
      label: 'Volatility',
      value: `${p.volatilityPct.toFixed(1)}%`,
      explanation: 'How much your daily returns swing, over a year; the S&P 500 is usually 15–20 %.',
    },
    {
      label: 'Max drawdown',
      value: `${p.maxDrawdownPct.toFixed(2)}%`,
      explanation: 'The biggest fall from a high point before a new high.',
    },
    {
      label: 'Beta',
      value: beta,
      explanation: `Beta ${beta}: your portfolio tends to move ${Number(beta).toString()}× the market.`,
    },
    {
      label: 'Sharpe ratio',
      value: p.sharpe === null ? '—' : p.sharpe.toFixed(2),
      explanation:
        p.sharpe === null
          ? 'Return per unit of risk: shown after two trading days.'
          : 'Return per unit of risk; above 1 is good.',
    },
  ];
}
