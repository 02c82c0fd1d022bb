import type { Order } from '@tradearena/contracts';
import { MARGIN_CALL_REASON_PREFIX } from '@tradearena/domain';
import { dollars } from '../portfolio/index.ts';
import type { OrderRow } from './order-rows.ts';

const iso = (t: number | null) => (t === null ? null : new Date(Number(t)).toISOString());

/** An orders row as the API answers it (dollars, ISO instants; reservations only while open). */
export function toOrderJson(r: OrderRow): Order {
  const open = r.status === 'open';
  return {
    id: Number(r.id),
    symbol: r.symbol,
    side: r.side,
    quantity: Number(r.quantity),
    type: r.order_type,
    limitPrice: r.limit_price_cents === null ? null : dollars(Number(r.limit_price_cents)),
    stopPrice: r.stop_price_cents === null ? null : dollars(Number(r.stop_price_cents)),
    timeInForce: r.time_in_force,
    status: r.status,
    reason: r.reason,
    marginCall: r.reason?.startsWith(MARGIN_CALL_REASON_PREFIX) ?? false,
    note: r.note ?? null,
    reservedCash: open && Number(r.reserved_cash_cents) > 0 ? dollars(Number(r.reserved_cash_cents)) : null,
    reservedShares: open && Number(r.reserved_shares) > 0 ? Number(r.reserved_shares) : null,
    createdAt: iso(Number(r.created_at))!,
    activeFrom: iso(Number(r.active_from))!,
    expiresAt: iso(Number(r.expires_at))!,
    filledAt: r.status === 'filled' ? iso(r.closed_at === null ? null : Number(r.closed_at)) : null,
    fillPrice: r.fill_price_cents === null ? null : dollars(Number(r.fill_price_cents)),
    competitionId: Number(r.competition_id) === 0 ? null : Number(r.competition_id),
  };
}
