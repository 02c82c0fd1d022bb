import {
  COMPETITION_MESSAGES,
  IdempotencyKeyHeadersSchema,
  TradeActionBodySchema,
  TradeActionResponseSchema,
  TradesPageSchema,
  TradesQuerySchema,
} from '@tradearena/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { unwrap } from '../../app-error.ts';
import { idempotencyKeyOf } from '../../plugins/idempotency-key.ts';
import { requireUser } from '../../plugins/session.ts';
import { resolveCompetitionContext } from '../competition-core/index.ts';
import { listTrades, PERSONAL } from '../portfolio/index.ts';
import { competitionOf } from './competition-of.ts';
import { countOrder } from './count-order.ts';
import { ORDER_REFUSAL_CODES } from './order-refusal-codes.ts';
import { placeTrade } from './place-trade.ts';

export interface TradeRoutesOptions {
  /** Told of the user after each personal trade this instance filled (app.ts: the global leaderboard). */
  onPersonalTrade?: (userId: number) => void;
}

/**
 * POST /api/trade-action, a thin adapter over placeTrade (place-trade.ts), and GET /api/trades, a portfolio's trades
 * with their journal notes. HTTP only.
 */
export async function tradeRoutes(fastify: FastifyInstance, { onPersonalTrade }: TradeRoutesOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tradingDeps = { ...app.deps, ...app.orders };
  app.post(
    '/api/trade-action',
    {
      config: {
        doc: {
          operationId: 'tradeAction',
          summary: 'Buy or sell at the market price (personal, league or championship portfolio)',
          auth: 'session',
          errors: ORDER_REFUSAL_CODES,
          headers: IdempotencyKeyHeadersSchema,
        },
      },
      schema: { body: TradeActionBodySchema, response: { 200: TradeActionResponseSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      const idempotencyKey = idempotencyKeyOf(request);
      const { symbol, action, shares, portfolioType, competitionId, note } = request.body;
      // docs/product/trading.md#placing-a-trade: a league or championship trade names its portfolio; the caller must play it (403/409 else).
      const competition = competitionOf(
        portfolioType,
        competitionId,
        COMPETITION_MESSAGES.portfolioTypeNeedsCompetition,
      );
      const result = unwrap(
        countOrder(
          await placeTrade(tradingDeps, {
            userId: user.id,
            competitionId: competition,
            portfolioType,
            symbol,
            side: action,
            shares,
            idempotencyKey,
            note,
          }),
          action,
          competition === null ? 'personal' : 'competition',
        ),
      );
      if (competition === null) onPersonalTrade?.(user.id);
      return result;
    },
  );

  app.get(
    '/api/trades',
    {
      config: {
        doc: {
          operationId: 'listTrades',
          summary: 'A portfolio’s trades with their notes, newest first (personal unless competitionId)',
          auth: 'session',
          errors: ['COMPETITION_NOT_FOUND', 'COMPETITION_NOT_PARTICIPANT'],
        },
      },
      schema: { querystring: TradesQuerySchema, response: { 200: TradesPageSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      const { competitionId, ...page } = request.query;
      const context =
        competitionId === undefined
          ? PERSONAL
          : unwrap(await resolveCompetitionContext(tradingDeps, user.id, competitionId, app.deps.clock.now(), 'read'))
              .context;
      return listTrades(app.deps.db.db, { userId: user.id, context, ...page });
    },
  );
}
