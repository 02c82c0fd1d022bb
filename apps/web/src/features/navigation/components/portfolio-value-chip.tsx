import { Wallet } from 'lucide-react';
import { formatCurrency } from '@/lib/format.ts';

/** Players' portfolio value in the bar. */
export function PortfolioValueChip({ value }: { value: number }) {
  return (
    <span
      className="tabular inline-flex items-center gap-1.5 rounded-full border border-emerald-500/30 bg-emerald-500/10 px-3 py-1 text-sm font-semibold text-emerald-300"
      title="Portfolio value"
    >
      <Wallet className="size-4" aria-hidden="true" />
      <span className="sr-only">Portfolio value </span>
      {formatCurrency(value)}
    </span>
  );
}
