import type { Kysely } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';
import type { PubSub } from '../../ports/pubsub.ts';
import { findSeat } from '../competition-core/index.ts';
import { publishOrderChanges } from './announce-order-change.ts';
import type { BookOrder } from './order-book.ts';
import { closeOrder, selectOrdersWithSeason, toBookOrder } from './order-rows.ts';

/** Why the open orders of a portfolio its player can no longer trade were cancelled (the order's `reason`). */
export const EXIT_REASONS = {
  removedFromClass: 'Cancelled: removed from the class',
  accountDeleted: 'Cancelled: account deleted',
  leagueEnded: 'Cancelled: league ended',
  seasonClosed: 'Cancelled: season closed',
} as const;

export type ExitReason = (typeof EXIT_REASONS)[keyof typeof EXIT_REASONS];

/** Whose orders: every portfolio of a user, one user's portfolio in a competition season, or a whole season's. */
export type ExitScope =
  | { userId: number; competitionId?: undefined }
  | { userId?: number | undefined; competitionId: number; season: number };

/**
 * A player left the portfolios of `scope` (removed from a class, account deleted, league ended, season closed): their
 * open orders are cancelled through the one cancel path (closeOrder: status cancelled with `reason`, reservation
 * released, order version bumped), in the caller's transaction — the one that records the exit — so no order of a
 * portfolio that can no longer trade stays open holding cash (docs/decisions/020-queued-market-orders-and-cancelling-on-exit.md).
 * Returns the orders cancelled, for announceExitOrders after the commit.
 */
export async function cancelExitOrders(
  trx: Kysely<Database>,
  scope: ExitScope,
  reason: ExitReason,
  t: number,
): Promise<BookOrder[]> {
  if (scope.userId !== undefined) {
    // A player's portfolios are locked first, as a fill and a placement lock theirs (then the order): an order placed or
    // filled at the same moment commits before this reads the orders or waits for it, and never deadlocks with it on
    // PostgreSQL. A season's close is serialized with its orders by the season row (competition-closed-reason.ts).
    let lock = trx
      .updateTable('portfolios')
      .set((eb) => ({ order_version: eb('order_version', '+', 1), updated_at: t }))
      .where('user_id', '=', scope.userId);
    if (scope.competitionId !== undefined)
      lock = lock.where('competition_id', '=', scope.competitionId).where('season', '=', scope.season);
    await lock.execute();
  }
  let q = selectOrdersWithSeason(trx).where('o.status', '=', 'open');
  if (scope.userId !== undefined) q = q.where('o.user_id', '=', scope.userId);
  if (scope.competitionId !== undefined)
    q = q.where('p.competition_id', '=', scope.competitionId).where('p.season', '=', scope.season);
  const cancelled: BookOrder[] = [];
  for (const row of await q.orderBy('o.id').execute()) {
    const order = toBookOrder(row, Number(row.season));
    if (await closeOrder(trx, order, 'cancelled', reason, t)) cancelled.push(order);
  }
  return cancelled;
}

/**
 * Why an open order's portfolio can no longer trade although the order is still open — its player's account was
 * deleted or they were removed from the class — or null. The matcher asks in the fill's transaction (belt and braces:
 * the exits cancel the orders themselves). An ended league or closed season is the fill's own check
 * (competition-closed-reason.ts).
 */
export async function exitReasonOf(
  trx: Kysely<Database>,
  order: { userId: number; competitionId: number; season: number },
): Promise<ExitReason | null> {
  const user = await trx.selectFrom('users').select('deleted_at').where('id', '=', order.userId).executeTakeFirst();
  if (!user || user.deleted_at !== null) return EXIT_REASONS.accountDeleted;
  if (order.competitionId === 0) return null;
  const seat = await findSeat(trx, { competitionId: order.competitionId, season: order.season, userId: order.userId });
  return seat && seat.removedAt !== null ? EXIT_REASONS.removedFromClass : null;
}

/**
 * After the exit committed: every instance's order book and portfolio cache, and the player's screens, are told
 * (announce-order-change.ts). Without pub/sub (a caller that has none) the books still drop them: the matcher finds
 * them no longer open.
 */
export function announceExitOrders(deps: { pubsub?: PubSub | undefined }, orders: readonly BookOrder[], at: Date) {
  if (deps.pubsub && orders.length > 0) publishOrderChanges(deps.pubsub, orders, at);
}
