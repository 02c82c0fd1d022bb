import { ORDER_MESSAGES, type Order } from '@tradearena/contracts';
import { fail, ok, type Result } from '../../app-error.ts';
import { announceOrderChange } from './announce-order-change.ts';
import { closeOrder, selectOrdersWithSeason, toBookOrder } from './order-rows.ts';
import type { OrdersDeps } from './orders-deps.ts';
import { toOrderJson } from './to-order-json.ts';

/**
 * DELETE /api/orders/:id: the caller's open order is cancelled and its reservation released, in one transaction
 * with its portfolio's order version. Another user's order is a 404 (as if it did not exist); one no longer open a 409.
 */
export async function cancelOrder(
  deps: OrdersDeps,
  input: { userId: number; orderId: number },
): Promise<Result<Order>> {
  const db = deps.db.db;
  const now = deps.clock.now();
  const found = await selectOrdersWithSeason(db)
    .where('o.id', '=', input.orderId)
    .where('o.user_id', '=', input.userId)
    .executeTakeFirst();
  if (!found) return fail('ORDER_NOT_FOUND', ORDER_MESSAGES.notFound);
  const order = toBookOrder(found, Number(found.season));
  const cancelled =
    found.status === 'open' &&
    (await deps.transactions.run((trx) => closeOrder(trx, order, 'cancelled', null, now.getTime())));
  if (!cancelled) return fail('ORDER_NOT_OPEN', ORDER_MESSAGES.notOpen);
  deps.book.remove(order.id);
  announceOrderChange(deps, order, now);
  const row = await db.selectFrom('orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
  return ok(toOrderJson(row));
}
