import type { ExecutedTrade } from '@tradearena/contracts';
import type { Selectable } from 'kysely';
import type { TradesTable } from '../../adapters/db/schema.ts';
import { dollars } from './to-portfolio-json.ts';

/** The trade columns the trade JSON needs (the journal's included, ADR 026). */
export const EXECUTED_TRADE_COLUMNS = [
  't.id',
  't.symbol',
  't.side',
  't.quantity',
  't.price_cents',
  't.amount_cents',
  't.realized_pnl_cents',
  't.cash_after_cents',
  't.executed_at',
  't.note',
  't.reflection',
  't.commission_cents',
] as const;

type TradeRow = Pick<
  Selectable<TradesTable>,
  | 'id'
  | 'symbol'
  | 'side'
  | 'quantity'
  | 'price_cents'
  | 'amount_cents'
  | 'realized_pnl_cents'
  | 'cash_after_cents'
  | 'executed_at'
  | 'note'
  | 'reflection'
  | 'commission_cents'
>;

/** A trades row as the API answers it (dollars, ISO instant; the note and reflection as typed). */
export function toExecutedTradeJson(r: TradeRow): ExecutedTrade {
  return {
    id: Number(r.id),
    symbol: r.symbol,
    action: r.side,
    shares: Number(r.quantity),
    price: dollars(Number(r.price_cents)),
    total: dollars(Number(r.amount_cents)),
    realizedProfitLoss: dollars(Number(r.realized_pnl_cents)),
    cashAfter: dollars(Number(r.cash_after_cents)),
    executedAt: new Date(Number(r.executed_at)).toISOString(),
    note: r.note,
    reflection: r.reflection,
    commission: dollars(Number(r.commission_cents)),
  };
}
