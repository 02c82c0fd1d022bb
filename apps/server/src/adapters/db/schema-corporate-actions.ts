import type { Generated } from 'kysely';

/**
 * A corporate action's entry in a portfolio's ledger (migration 039, docs/decisions/029-corporate-actions-accounting.md).
 * Money in integer cents; instants epoch ms.
 */
export interface CorporateActionEntriesTable {
  id: Generated<number>;
  portfolio_id: number;
  user_id: number;
  /** `dividend:KO:2026-12-01` (symbol and ex-date) or `split:AAPL:2026-12-03` (symbol and date). */
  action_key: string;
  kind: 'entitlement' | 'dividend' | 'split';
  symbol: string;
  /** Shares held (negative: short): at the close before the ex-date (dividends), before the split (splits). */
  quantity: number;
  /** Split: the whole shares after it; dividends: the same as quantity. */
  quantity_after: number;
  /** Dividends: the declared amount per share in ten-thousandths of a dollar (0.51 → 5100). */
  dividend_ten_thousandths: Generated<number>;
  split_from: Generated<number>;
  split_to: Generated<number>;
  /** Cash owed (entitlement), credited or charged (dividend), in lieu of a fraction (split). */
  cash_cents: number;
  /** Split: the fraction's cash − its basis; else 0. */
  realized_pnl_cents: Generated<number>;
  /** The portfolio's cash after the entry; null for an entitlement (no cash moved). */
  cash_after_cents: number | null;
  /** Entitlement: the close before the ex-date; dividend: when it was credited; split: when it was applied (at or after the open). */
  effective_at: number;
  /** Entitlement and dividend: the pay date (YYYY-MM-DD); null for a split. */
  pay_date: string | null;
  created_at: number;
}
