import {
  CHAMPIONSHIP_MAX_SHARES,
  COMPETITION_MESSAGES,
  type PortfolioType,
  type TradeActionResponse,
} from '@tradearena/contracts';
import { parseShareQuantity, type TradeSide } from '@tradearena/domain';
import { fail, type Result } from '../../app-error.ts';
import { resolveCompetitionContext } from '../competition-core/index.ts';
import type { OrdersDeps } from './orders-deps.ts';
import { placeOrder } from './place-order.ts';

/**
 * A trade in a championship or league portfolio (POST /api/competition/:id/trade, and POST /api/trade-action with
 * a `portfolioType` other than personal): the caller must play the competition's current season and a league must be
 * running; then the one engine, placeOrder, with that context — the same market hours, pricing and ledger as
 * everywhere. `portfolioType`, when given, must match the competition (weekly → the weekly championship...).
 */
export async function placeCompetitionOrder(
  deps: OrdersDeps,
  input: {
    userId: number;
    competitionId: number;
    portfolioType?: PortfolioType | undefined;
    symbol: string;
    side: TradeSide;
    shares: unknown;
    idempotencyKey?: string | undefined;
    note?: string | null | undefined;
  },
): Promise<Result<TradeActionResponse>> {
  const resolved = await resolveCompetitionContext(deps, input.userId, input.competitionId, deps.clock.now(), 'trade');
  if (!resolved.ok) return resolved;
  const { competition, context } = resolved.value;
  const type = competition.kind === 'league' ? 'league' : competition.championship_type;
  if (input.portfolioType && input.portfolioType !== 'personal' && input.portfolioType !== type)
    return fail('COMPETITION_NOT_JOINABLE', COMPETITION_MESSAGES.portfolioTypeMismatch);
  if (competition.kind === 'championship') {
    const quantity = parseShareQuantity(input.shares);
    if (quantity === null || quantity > CHAMPIONSHIP_MAX_SHARES)
      return fail('ORDER_INVALID_QUANTITY', COMPETITION_MESSAGES.championshipQuantity);
  }
  return placeOrder(deps, {
    userId: input.userId,
    context,
    symbol: input.symbol,
    side: input.side,
    shares: input.shares,
    idempotencyKey: input.idempotencyKey,
    note: input.note,
  });
}
