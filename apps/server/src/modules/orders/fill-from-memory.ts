import type { PriceMark } from '@tradearena/domain';
import type { CachedPortfolio } from '../portfolio/index.ts';
import { type FilledOrder, PortfolioMoved } from './fill-order.ts';
import type { FillWriter } from './fill-writer.ts';
import { ACHIEVEMENTS_BY_TRADE, achievementsMet, fillResponse, type PlanFillInput, planFill } from './plan-fill.ts';

/**
 * The lean path of an order on a personal portfolio known in memory (portfolio-cache.ts): decided here, in memory,
 * and written by the order desk's FillWriter (PostgreSQL: one statement for all the orders of an event-loop turn,
 * batch-fills.ts; SQLite: the statements in its group commit). Returns null when the order takes the transaction
 * path (fill-order.ts) instead: refused on the known state (a refusal is decided under the row lock) or unlocking an
 * achievement. Throws PortfolioMoved when the portfolio is no longer in the known state.
 */
export async function fillFromMemory(
  fills: FillWriter,
  known: CachedPortfolio,
  input: PlanFillInput & { marks: ReadonlyMap<string, PriceMark> },
): Promise<FilledOrder | null> {
  const planned = planFill(known, input);
  if (!planned.ok) return null;
  const plan = planned.plan;
  const have = known.achievementIds;
  if (
    ACHIEVEMENTS_BY_TRADE.some((id) => !have.has(id)) &&
    achievementsMet(plan, have, plan.ledgerAfter.totalTrades + known.otherTrades).length > 0
  ) {
    return null;
  }
  const tradeId = await fills.write(plan);
  if (tradeId === null) throw new PortfolioMoved();
  return {
    response: fillResponse(plan, tradeId, []),
    portfolioId: known.id,
    after: {
      id: known.id,
      userId: known.userId,
      ledger: plan.ledgerAfter,
      lots: plan.lotsAfter,
      reserved: plan.reservedAfter,
      achievementIds: have,
      otherTrades: known.otherTrades,
    },
  };
}
