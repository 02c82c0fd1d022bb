import {
  COMPETITION_MESSAGES,
  IdempotencyKeyHeadersSchema,
  LEADERBOARD_TOTAL_HEADER,
  LeaderboardResponseSchema,
  PORTFOLIO_CHANGES_CHANNEL,
  PortfolioChangedMessageSchema,
  PortfolioSummarySchema,
  PositionSchema,
  TradeActionBodySchema,
  TradeActionResponseSchema,
  TradesPageSchema,
  TradesQuerySchema,
  UserAchievementsResponseSchema,
} from '@tradearena/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unwrap } from '../../app-error.ts';
import { idempotencyKeyOf } from '../../plugins/idempotency-key.ts';
import { jsonTextSender, serializerMode } from '../../plugins/response-serializer.ts';
import { requireUser } from '../../plugins/session.ts';
import { placeCompetitionOrder } from '../competitions/place-competition-order.ts';
import { resolveCompetitionContext } from '../competitions/resolve-competition-context.ts';
import { competitionOf } from './competition-of.ts';
import { countOrder } from './count-order.ts';
import { getLeaderboard } from './get-leaderboard.ts';
import { getPortfolioValuation } from './get-portfolio-valuation.ts';
import { createLeaderboardIndex } from './leaderboard-index.ts';
import { listTrades } from './list-trades.ts';
import { listUserAchievements } from './list-user-achievements.ts';
import { ORDER_REFUSAL_CODES } from './order-refusal-codes.ts';
import { placeOrder } from './place-order.ts';
import { portfolioSummaryText, toPositionJson } from './to-portfolio-json.ts';
import { PERSONAL } from './trading-deps.ts';

/** Personal trading, trade history, achievements and the global leaderboard (docs/product/trading.md#global-leaderboard; docs/product/content.md#achievements). HTTP only. */
export async function tradingRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const db = deps.db.db;
  const { portfolios } = app.orders;
  const tradingDeps = { ...deps, ...app.orders };
  const leaderboard = createLeaderboardIndex({
    db,
    marketData: deps.marketData,
    operatorEmails: app.config.ADMIN_EMAILS,
    now: () => deps.clock.now().getTime(),
  });
  const unsubscribe = await deps.pubsub.subscribe(PORTFOLIO_CHANGES_CHANNEL, (raw) => {
    const parsed = PortfolioChangedMessageSchema.safeParse(raw);
    if (!parsed.success) return;
    leaderboard.markChanged([parsed.data.userId]);
    portfolios.onChanged(parsed.data);
  });
  // The index loads at start, in the background: no request waits for 100,000 players to be read.
  app.addHook('onReady', async () => {
    leaderboard.warm().catch((err: unknown) => app.log.error({ err }, 'leaderboard index did not load'));
  });
  app.addHook('onClose', async () => {
    await unsubscribe();
    await leaderboard.close();
  });

  const sendPortfolioText = jsonTextSender(serializerMode(app.config), PortfolioSummarySchema);
  app.get(
    '/api/portfolio',
    {
      config: {
        doc: {
          operationId: 'getPortfolio',
          summary: 'The personal portfolio’s value and cash',
          auth: 'session',
          errors: ['PORTFOLIO_NOT_FOUND'],
        },
      },
      schema: { response: { 200: PortfolioSummarySchema } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const valuation = unwrap(await getPortfolioValuation(tradingDeps, { userId: user.id }));
      sendPortfolioText(reply, portfolioSummaryText(valuation));
      return reply;
    },
  );

  app.get(
    '/api/positions',
    {
      config: {
        doc: {
          operationId: 'listPositions',
          summary: 'The personal portfolio’s positions',
          auth: 'session',
          errors: ['PORTFOLIO_NOT_FOUND'],
        },
      },
      schema: { response: { 200: z.array(PositionSchema) } },
    },
    async (request) => {
      const user = requireUser(request);
      return unwrap(await getPortfolioValuation(tradingDeps, { userId: user.id })).positions.map(toPositionJson);
    },
  );

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
      if (competition !== null) {
        return unwrap(
          countOrder(
            await placeCompetitionOrder(tradingDeps, {
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
            'competition',
          ),
        );
      }
      const result = unwrap(
        countOrder(
          await placeOrder(tradingDeps, {
            userId: user.id,
            context: PERSONAL,
            symbol,
            side: action,
            shares,
            idempotencyKey,
            note,
          }),
          action,
          'personal',
        ),
      );
      leaderboard.markChanged([user.id]);
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
          : unwrap(await resolveCompetitionContext(deps, user.id, competitionId, deps.clock.now(), 'read')).context;
      return listTrades(db, { userId: user.id, context, ...page });
    },
  );

  app.get(
    '/api/leaderboard',
    {
      config: {
        doc: { operationId: 'getLeaderboard', summary: 'The global leaderboard around the user', auth: 'session' },
      },
      schema: { response: { 200: LeaderboardResponseSchema } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const rows = await getLeaderboard(leaderboard, { userId: user.id });
      const { ranked } = await leaderboard.snapshot(user.id);
      reply.header(LEADERBOARD_TOTAL_HEADER, String(ranked));
      return rows;
    },
  );

  app.get(
    '/api/user/achievements',
    {
      config: { doc: { operationId: 'listAchievements', summary: 'The user’s achievements', auth: 'session' } },
      schema: { response: { 200: UserAchievementsResponseSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      return listUserAchievements(db, user.id);
    },
  );
}
