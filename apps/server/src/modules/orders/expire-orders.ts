import { announceOrderChange } from './announce-order-change.ts';
import { closeOrder, selectOrdersWithSeason, toBookOrder } from './order-rows.ts';
import type { OrdersDeps } from './orders-deps.ts';

export const EXPIRED_DAY_REASON = 'Day order expired at the close';
export const EXPIRED_GTC_REASON = "Good 'til cancelled order expired after 90 days";

/** At most this many orders are expired per round (the job runs again a minute later). */
const EXPIRE_BATCH = 1_000;

/**
 * The expiry job's round (docs/product/trading.md#order-types): every open order whose expiry has come (a day order at the close of its session,
 * early closes included; a GTC order 90 days after it was placed) is closed as expired and its reservation released,
 * each in its own transaction with its portfolio's order version. Returns the expired ids.
 */
export async function expireOrders(deps: OrdersDeps, now: Date): Promise<number[]> {
  const t = now.getTime();
  const due = await selectOrdersWithSeason(deps.db.db)
    .where('o.status', '=', 'open')
    .where('o.expires_at', '<=', t)
    .orderBy('o.expires_at')
    .limit(EXPIRE_BATCH)
    .execute();
  const expired: number[] = [];
  for (const row of due) {
    const order = toBookOrder(row, Number(row.season));
    const reason = row.time_in_force === 'day' ? EXPIRED_DAY_REASON : EXPIRED_GTC_REASON;
    const closed = await deps.transactions.run((trx) => closeOrder(trx, order, 'expired', reason, t));
    deps.book.remove(order.id);
    if (!closed) continue;
    expired.push(order.id);
    announceOrderChange(deps, order, now);
  }
  return expired;
}
