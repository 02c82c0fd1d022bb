import {
  CompetitionIdParamsSchema,
  CompetitionLeaderboardSchema,
  CompetitionListSchema,
  CompetitionSchema,
  CompetitionTradeBodySchema,
  IdempotencyKeyHeadersSchema,
  JoinCompetitionResponseSchema,
  LeaderboardRankQuerySchema,
  ParticipationResponseSchema,
  PORTFOLIO_CHANGES_CHANNEL,
  type PortfolioChangedMessage,
  PortfolioSummarySchema,
  PositionSchema,
  portfolioChannel,
  TradeActionResponseSchema,
  TradesPageSchema,
  TradesQuerySchema,
} from '@tradearena/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unwrap } from '../../app-error.ts';
import { idempotencyKeyOf } from '../../plugins/idempotency-key.ts';
import { requireUser } from '../../plugins/session.ts';
import { getCompetition, listUserCompetitions, resolveCompetitionContext } from '../competition-core/index.ts';
import { countOrder, ORDER_REFUSAL_CODES, placeTrade } from '../orders/index.ts';
import {
  getPortfolioValuation,
  listTrades,
  toPortfolioSummaryJson,
  toPositionJson,
  withLatestNotes,
} from '../portfolio/index.ts';
import type { PlayerScorer } from '../standings/index.ts';
import { getCompetitionLeaderboard } from './get-competition-leaderboard.ts';
import { getParticipation } from './get-participation.ts';
import { joinChampionship } from './join-championship.ts';
import { listCompetitions } from './list-competitions.ts';
import type { StandingsRegistry } from './standings-registry.ts';

export interface CompetitionRoutesOptions {
  /** The standings start() keeps (start.ts; app.ts hands them over). */
  standings: StandingsRegistry;
  /** The performance context's scorer (app.ts): the ranking modes' figures on the leaderboard. */
  scorePlayers: PlayerScorer;
}

/** What reading one's portfolio in a competition can be refused with (resolveCompetitionContext). */
const CONTEXT_READ_ERRORS = [
  'COMPETITION_NOT_FOUND',
  'COMPETITION_NOT_PARTICIPANT',
  'LEAGUE_PENDING',
  'LEAGUE_COMPLETED',
  'PORTFOLIO_NOT_FOUND',
] as const;

/**
 * Championships and the competition side of leagues (docs/product/competitions.md): listing, joining, participation, the
 * caller's competition portfolio (also under /api/leagues/:id/…), trades through the one engine, leaderboards.
 * HTTP only.
 */
export async function competitionRoutes(
  fastify: FastifyInstance,
  { standings, scorePlayers }: CompetitionRoutesOptions,
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const db = deps.db.db;
  const tradingDeps = { ...deps, ...app.orders };
  const now = () => deps.clock.now();
  const params = { params: CompetitionIdParamsSchema };

  app.get(
    '/api/competitions',
    {
      config: {
        doc: { operationId: 'listCompetitions', summary: 'The championships and the user’s leagues', auth: 'session' },
      },
      schema: { response: { 200: CompetitionListSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      return listCompetitions(db, { userId: user.id, now: now() });
    },
  );

  app.get(
    '/api/competitions/user',
    {
      config: {
        doc: { operationId: 'listUserCompetitions', summary: 'The competitions the user plays', auth: 'session' },
      },
      schema: { response: { 200: CompetitionListSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      return listUserCompetitions(db, { userId: user.id, now: now() });
    },
  );

  app.get(
    '/api/competitions/:id',
    {
      config: {
        doc: {
          operationId: 'getCompetition',
          summary: 'One competition',
          auth: 'session',
          errors: ['COMPETITION_NOT_FOUND'],
        },
      },
      schema: { ...params, response: { 200: CompetitionSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      return unwrap(await getCompetition(db, { id: request.params.id, userId: user.id, now: now() }));
    },
  );

  app.get(
    '/api/competitions/:id/leaderboard',
    {
      config: {
        doc: {
          operationId: 'getCompetitionLeaderboard',
          summary: 'A competition’s leaderboard',
          auth: 'session',
          errors: ['COMPETITION_NOT_FOUND'],
        },
      },
      schema: { ...params, querystring: LeaderboardRankQuerySchema, response: { 200: CompetitionLeaderboardSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      return unwrap(
        await getCompetitionLeaderboard(
          { db, standings, scorePlayers },
          { competitionId: request.params.id, userId: user.id, now: now(), rank: request.query.rank },
        ),
      );
    },
  );

  app.post(
    '/api/competition/:id/join',
    {
      config: {
        doc: {
          operationId: 'joinChampionship',
          summary: 'Join a championship’s current season',
          auth: 'session',
          errors: [
            'COMPETITION_NOT_FOUND',
            'COMPETITION_ALREADY_JOINED',
            'COMPETITION_NOT_JOINABLE',
            'LEAGUE_COMPLETED',
          ],
        },
      },
      schema: { ...params, response: { 200: JoinCompetitionResponseSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      const joined = unwrap(await joinChampionship(deps, { userId: user.id, competitionId: request.params.id }));
      const season = joined.competition.seasonNumber ?? 0;
      standings.markChanged(request.params.id, season, [user.id]);
      const message: PortfolioChangedMessage = {
        type: 'portfolio_changed',
        userId: user.id,
        portfolioId: 0,
        competitionId: request.params.id,
        season,
        tradeId: null,
        at: now().toISOString(),
      };
      void deps.pubsub.publish(portfolioChannel(user.id), message).catch(() => undefined);
      void deps.pubsub.publish(PORTFOLIO_CHANGES_CHANNEL, message).catch(() => undefined);
      return joined;
    },
  );

  app.get(
    '/api/competition/:id/participation',
    {
      config: {
        doc: {
          operationId: 'getParticipation',
          summary: 'Whether the user plays a competition',
          auth: 'session',
          errors: ['COMPETITION_NOT_FOUND'],
        },
      },
      schema: { ...params, response: { 200: ParticipationResponseSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      return unwrap(await getParticipation(db, { userId: user.id, competitionId: request.params.id, now: now() }));
    },
  );

  /** The caller's portfolio context in that competition (a championship's current season, a league's season 1). */
  const contextOf = async (request: FastifyRequest, id: number) => {
    const user = requireUser(request);
    const resolved = unwrap(await resolveCompetitionContext(deps, user.id, id, now(), 'read'));
    return { userId: user.id, context: resolved.context };
  };

  for (const prefix of ['/api/competition', '/api/leagues']) {
    const of = prefix === '/api/leagues' ? 'League' : 'Competition';
    const doc = (operationId: string, summary: string) => ({
      doc: { operationId, summary, auth: 'session' as const, errors: CONTEXT_READ_ERRORS },
    });
    app.get(
      `${prefix}/:id/portfolio`,
      {
        config: doc(`get${of}Portfolio`, `The user’s portfolio in a ${of.toLowerCase()}`),
        schema: { ...params, response: { 200: PortfolioSummarySchema } },
      },
      async (request) =>
        toPortfolioSummaryJson(
          unwrap(await getPortfolioValuation(tradingDeps, await contextOf(request, request.params.id))),
        ),
    );
    app.get(
      `${prefix}/:id/positions`,
      {
        config: doc(`list${of}Positions`, `The user’s positions in a ${of.toLowerCase()}`),
        schema: { ...params, response: { 200: z.array(PositionSchema) } },
      },
      async (request) => {
        const who = await contextOf(request, request.params.id);
        const valued = unwrap(await getPortfolioValuation(tradingDeps, who)).positions.map(toPositionJson);
        return withLatestNotes(db, who, valued);
      },
    );
    app.get(
      `${prefix}/:id/trades`,
      {
        config: doc(`list${of}Trades`, `The user’s trades in a ${of.toLowerCase()}`),
        schema: { ...params, querystring: TradesQuerySchema, response: { 200: TradesPageSchema } },
      },
      async (request) => listTrades(db, { ...(await contextOf(request, request.params.id)), ...request.query }),
    );
  }

  app.post(
    '/api/competition/:id/trade',
    {
      config: {
        doc: {
          operationId: 'tradeInCompetition',
          summary: 'Trade in a competition portfolio at the market price',
          auth: 'session',
          errors: ORDER_REFUSAL_CODES,
          headers: IdempotencyKeyHeadersSchema,
        },
      },
      schema: { ...params, body: CompetitionTradeBodySchema, response: { 200: TradeActionResponseSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      const { symbol, side, quantity, note } = request.body;
      const result = unwrap(
        countOrder(
          await placeTrade(tradingDeps, {
            userId: user.id,
            competitionId: request.params.id,
            symbol,
            side,
            shares: quantity,
            idempotencyKey: idempotencyKeyOf(request),
            note,
          }),
          side,
          'competition',
        ),
      );
      return result;
    },
  );
}
