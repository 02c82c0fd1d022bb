import { formatCurrency } from './format.ts';

/** "+$1,234.50", "-$12.00", "$0.00": gains and losses with their sign. */
export function formatSignedCurrency(dollars: number): string {
  const rounded = Math.round(dollars * 100) / 100;
  return `${rounded > 0 ? '+' : rounded < 0 ? '-' : ''}${formatCurrency(Math.abs(rounded))}`;
}

/** Text colour of a gain (green), a loss (red) or nothing. */
export function gainLossClass(value: number): string {
  return value > 0 ? 'text-emerald-400' : value < 0 ? 'text-red-400' : 'text-slate-300';
}
