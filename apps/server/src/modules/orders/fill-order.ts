import type { ErrorCode, TradeActionResponse } from '@tradearena/contracts';
import { ACHIEVEMENT_IDS, ACHIEVEMENT_RULES, type PriceMark, type TradeSide } from '@tradearena/domain';
import type { Transaction } from 'kysely';
import type { DbKind } from '../../adapters/db/open-database.ts';
import type { Database } from '../../adapters/db/schema.ts';
import type { CachedPortfolio, PortfolioContext, ReleasedReservation } from '../portfolio/index.ts';
import {
  claimIdempotencyKey,
  closeFilledOrder,
  competitionClosedReason,
  type LockedPortfolio,
  readLockedPortfolio,
  selectAchievementIds,
  sumUserTrades,
  unlockAchievements,
} from '../portfolio/index.ts';
import { annotateTrade, applyHouseRules, withJournal } from './apply-house-rules.ts';
import { ACHIEVEMENTS_BY_TRADE, achievementsMet, fillResponse, planFill } from './plan-fill.ts';
import { writeFill } from './write-fill.ts';

/** An order the rules refuse: thrown inside the transaction to roll it back, returned as a failure outside. */
export class OrderRejected extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** The portfolio is not in the state the order was filled against: rolled back, to be filled again under a lock. */
export class PortfolioMoved extends Error {}

export interface FillOrderInput {
  userId: number;
  context: PortfolioContext;
  symbol: string;
  side: TradeSide;
  quantity: number;
  priceCents: number;
  /** Quotes of the portfolio's symbols, fetched before the transaction. */
  marks: ReadonlyMap<string, PriceMark>;
  now: Date;
  idempotency: { key: string; fingerprint: string } | null;
  /**
   * The portfolio as known before the transaction (portfolio-cache.ts). The order is filled against it and the
   * ledger update matches only that exact state, else PortfolioMoved; a refusal is never decided on it either.
   * Null: the portfolio row is locked and read inside the transaction.
   */
  known: CachedPortfolio | null;
  /** PostgreSQL takes a shared lock on the competition season it checks (competition-closed-reason.ts). */
  dbKind: DbKind;
  /**
   * Filling an open order (docs/product/trading.md#order-types, orders/match-orders.ts): its id and reservation. The reservation is released
   * by the fill and the order row is closed as filled in this same transaction.
   */
  openOrder?: { id: number; release: ReleasedReservation } | null;
  /** ADR 026: the order's note (an open order's is read from its row), and a margin call's cover (`forced`). */
  note?: string | null | undefined;
  forced?: boolean | undefined;
}

export interface FilledOrder {
  response: TradeActionResponse;
  portfolioId: number;
  /** The portfolio right after this trade, with the user's achievements; null when filled without a known state. */
  after: CachedPortfolio | null;
}

/**
 * Step 4 of docs/product/trading.md#placing-a-trade, inside one transaction: fill against the known or locked state (plan-fill.ts), write the
 * ledger (compare-and-set on cash and trade count), the position and the trade row (write-fill.ts), and unlock
 * achievements. With a known state that is three statements; achievements need a query only while Volume Trader is
 * still open. (A personal order known in memory usually takes the leaner fill-from-memory.ts; this is the path for
 * the rest: competitions, idempotency keys, unlocks, refusals and a portfolio that moved.)
 */
export async function fillOrder(trx: Transaction<Database>, input: FillOrderInput): Promise<FilledOrder> {
  const { userId, now } = input;
  const t = now.getTime();
  if (input.idempotency) await claimIdempotencyKey(trx, userId, input.idempotency, t);
  if (input.context.competitionId !== 0) {
    const closed = await competitionClosedReason(trx, input.dbKind, input.context, t);
    if (closed) throw new OrderRejected(closed.code, closed.message);
  }
  const state = input.known ?? (await readLocked(trx, input));
  const portfolioId = state.id;
  const openOrder = input.openOrder ?? null;
  const planned = planFill(state, { ...input, release: openOrder?.release ?? null });
  if (!planned.ok) throw input.known ? new PortfolioMoved() : new OrderRejected(planned.code, planned.message);
  // A league's house rules and commission (ADR 026): refused or charged in this transaction.
  const ruled = await applyHouseRules(trx, input, planned.plan);
  if (!ruled.ok) throw new OrderRejected(ruled.code, ruled.message);
  const plan = ruled.plan;

  const tradeId = await writeFill(trx, plan);
  if (tradeId === null) {
    if (input.known) throw new PortfolioMoved();
    throw new Error(`portfolio ${portfolioId} changed under its row lock`);
  }
  await annotateTrade(trx, tradeId, ruled);
  const { ledgerAfter } = plan;
  if (openOrder && !(await closeFilledOrder(trx, openOrder.id, tradeId, plan.priceCents, t)))
    throw new Error(`order ${openOrder.id} was not open under its portfolio's row lock`);

  const have =
    state.achievementIds ??
    new Set((await selectAchievementIds(trx, userId)).rows.map((r) => Number(r.achievement_id)));
  const achievementIds = new Set(have);
  let achievementsUnlocked: TradeActionResponse['achievementsUnlocked'] = [];
  if (ACHIEVEMENTS_BY_TRADE.some((id) => !have.has(id))) {
    // Counted from the portfolios' trade counters (this trade included): the known state carries the other
    // portfolios' count; otherwise it is read, and only while it can still matter.
    const open = !have.has(ACHIEVEMENT_IDS.volumeTrader);
    const userTradeCount = input.known
      ? ledgerAfter.totalTrades + input.known.otherTrades
      : open && ledgerAfter.totalTrades < ACHIEVEMENT_RULES.volumeTraderTrades
        ? Number((await sumUserTrades(trx, userId)).rows[0]?.n ?? 0)
        : ledgerAfter.totalTrades;
    const met = achievementsMet(plan, have, userTradeCount);
    achievementsUnlocked = await unlockAchievements(trx, userId, met, now);
    for (const id of met) achievementIds.add(id);
  }

  const response = withJournal(fillResponse(plan, tradeId, achievementsUnlocked), ruled);
  if (input.idempotency) {
    await trx
      .updateTable('idempotency_keys')
      .set({ response_json: JSON.stringify(response) })
      .where('user_id', '=', userId)
      .where('idem_key', '=', input.idempotency.key)
      .execute();
  }
  return {
    response,
    portfolioId,
    after: input.known && {
      id: portfolioId,
      userId,
      ledger: ledgerAfter,
      lots: plan.lotsAfter,
      reserved: plan.reservedAfter,
      achievementIds,
      otherTrades: input.known.otherTrades,
    },
  };
}

/** The portfolio row locked for this transaction, and its positions. */
async function readLocked(
  trx: Transaction<Database>,
  input: FillOrderInput,
): Promise<LockedPortfolio & { achievementIds: null }> {
  const locked = await readLockedPortfolio(trx, input.userId, input.context, input.now.getTime());
  if (!locked) throw new OrderRejected('PORTFOLIO_NOT_FOUND', 'You have no portfolio in this competition');
  return { ...locked, achievementIds: null };
}
