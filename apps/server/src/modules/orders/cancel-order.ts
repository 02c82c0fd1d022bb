import { ORDER_MESSAGES, type Order } from '@tradearena/contracts';
import { fail, ok, type Result } from '../../app-error.ts';
import { competitionClosedReason } from '../portfolio/index.ts';
import { announceOrderChange } from './announce-order-change.ts';
import { closeOrder, selectOrdersWithSeason, toBookOrder } from './order-rows.ts';
import type { OrdersDeps } from './orders-deps.ts';
import { toOrderJson } from './to-order-json.ts';

/**
 * DELETE /api/orders/:id: the caller's open order is cancelled and its reservation released, in one transaction
 * with its portfolio's order version. Another user's order is a 404 (as if it did not exist); one no longer open a 409.
 * Once its competition has ended (a league's or replay event's end, a season's end or close), its open orders are
 * the close's to cancel ('Cancelled: league ended'), not the player's: a 409 with the competition's own refusal, as
 * an order placed then gets (docs/product/trading.md#order-types).
 */
export async function cancelOrder(
  deps: OrdersDeps,
  input: { userId: number; orderId: number },
): Promise<Result<Order>> {
  const db = deps.db.db;
  const now = deps.clock.now();
  const t = now.getTime();
  const found = await selectOrdersWithSeason(db)
    .where('o.id', '=', input.orderId)
    .where('o.user_id', '=', input.userId)
    .executeTakeFirst();
  if (!found) return fail('ORDER_NOT_FOUND', ORDER_MESSAGES.notFound);
  const order = toBookOrder(found, Number(found.season));
  if (found.status !== 'open') return fail('ORDER_NOT_OPEN', ORDER_MESSAGES.notOpen);
  const outcome = await deps.transactions.run(async (trx) => {
    if (order.competitionId !== 0) {
      const closed = await competitionClosedReason(trx, deps.db.kind, order, t);
      if (closed && closed.code !== 'LEAGUE_PENDING') return closed;
    }
    return (await closeOrder(trx, order, 'cancelled', null, t)) ? null : false;
  });
  if (outcome === false) return fail('ORDER_NOT_OPEN', ORDER_MESSAGES.notOpen);
  if (outcome) return fail(outcome.code, outcome.message);
  deps.book.remove(order.id);
  announceOrderChange(deps, order, now);
  const row = await db.selectFrom('orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
  return ok(toOrderJson(row));
}
