import type { PortfolioType, TradeActionResponse } from '@tradearena/contracts';
import type { TradeSide } from '@tradearena/domain';
import type { Result } from '../../app-error.ts';
import { PERSONAL } from '../portfolio/index.ts';
import type { OrdersDeps } from './orders-deps.ts';
import { placeCompetitionOrder } from './place-competition-order.ts';
import { placeOrder } from './place-order.ts';

export interface PlaceTradeInput {
  userId: number;
  /** The competition whose portfolio trades (a championship or league); null: the personal portfolio. */
  competitionId: number | null;
  portfolioType?: PortfolioType | undefined;
  symbol: string;
  side: TradeSide;
  shares: unknown;
  idempotencyKey?: string | undefined;
  /** The player's reason for the order (the trade journal: docs/decisions/026-house-rules-and-the-journal.md). */
  note?: string | null | undefined;
}

/**
 * The one use-case that places an order to fill now at the market price. Every route that places an order reaches
 * the engine through it: POST /api/trade-action, POST /api/competition/:id/trade, and POST /api/orders for a market
 * order while the market is open (place-open-order.ts). The personal portfolio goes straight to the engine
 * (placeOrder); a competition's first checks the caller plays its current season (placeCompetitionOrder).
 */
export function placeTrade(deps: OrdersDeps, input: PlaceTradeInput): Promise<Result<TradeActionResponse>> {
  const { userId, competitionId, symbol, side, shares, idempotencyKey, note } = input;
  if (competitionId === null)
    return placeOrder(deps, { userId, context: PERSONAL, symbol, side, shares, idempotencyKey, note });
  return placeCompetitionOrder(deps, {
    userId,
    competitionId,
    portfolioType: input.portfolioType,
    symbol,
    side,
    shares,
    idempotencyKey,
    note,
  });
}
