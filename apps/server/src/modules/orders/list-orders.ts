import type { Order } from '@tradearena/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';
import { toOrderJson } from './to-order-json.ts';

/** How many orders GET /api/orders answers at most (the newest). */
export const ORDERS_PAGE_LIMIT = 200;

/**
 * GET /api/orders: the caller's orders of one portfolio context (the personal one unless `competitionId`), newest
 * first; `open` only the open ones, `all` every status.
 */
export async function listOrders(
  db: Kysely<Database>,
  input: { userId: number; status: 'open' | 'all'; competitionId: number | null },
): Promise<Order[]> {
  let q = db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', input.userId)
    .where('competition_id', '=', input.competitionId ?? 0);
  if (input.status === 'open') q = q.where('status', '=', 'open');
  const rows = await q.orderBy('id', 'desc').limit(ORDERS_PAGE_LIMIT).execute();
  return rows.map(toOrderJson);
}
