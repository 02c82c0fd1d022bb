import {
  CompetitionIdParamsSchema,
  CreateLeagueBodySchema,
  EndLeagueResponseSchema,
  InviteBodySchema,
  JoinLeagueBodySchema,
  LeaderboardRankQuerySchema,
  LeagueHistorySchema,
  LeagueLeaderboardSchema,
  LeagueParticipantsSchema,
  LeagueResponseSchema,
  LeagueSettingsBodySchema,
  LeagueSettingsResponseSchema,
  LeagueStatsSchema,
  SuccessMessageSchema,
  UserLeaguesSchema,
} from '@tradearena/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { unwrap } from '../../app-error.ts';
import { useContractMessages } from '../../plugins/contract-validation.ts';
import { clientAddressKey, enforceRateLimits } from '../../plugins/rate-limit.ts';
import { requireUser } from '../../plugins/session.ts';
import { createLeague } from './create-league.ts';
import { endLeague } from './end-league.ts';
import { getLeagueLeaderboard } from './get-league-leaderboard.ts';
import { getLeagueStats } from './get-league-stats.ts';
import { joinLeague } from './join-league.ts';
import { LEAGUE_RATE_LIMITS as LIMITS } from './league-rate-limits.ts';
import { listLeagueHistory } from './list-league-history.ts';
import { listLeagueParticipants } from './list-league-participants.ts';
import { listUserLeagues } from './list-user-leagues.ts';
import { sendLeagueInvite } from './send-league-invite.ts';
import { updateLeagueSettings } from './update-league-settings.ts';

/**
 * Friend leagues (docs/product/competitions.md#friend-leagues): create, join by code, end early, the caller's leagues, a league's
 * players, stats and leaderboard (players only), history, email invitations, and a league's or class's settings
 * (docs/product/competitions.md#league-settings: short selling on or off). A league's portfolio, positions, trades and its trading are the competition
 * routes' (modules/competitions/routes.ts, POST /api/trade-action). HTTP only.
 */
export async function leagueRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  useContractMessages(app);
  const deps = app.deps;
  const db = deps.db.db;
  const params = { params: CompetitionIdParamsSchema };
  // Everything here is the signed-in user's: an anonymous caller is told to sign in before the body is validated.
  app.addHook('preValidation', async (request) => {
    requireUser(request);
  });

  app.post(
    '/api/leagues/create',
    {
      config: {
        doc: {
          operationId: 'createLeague',
          summary: 'Create a friend league',
          auth: 'session',
          errors: ['LEAGUE_BAD_SCHEDULE', 'LEAGUE_TOO_MANY_OPEN'],
        },
      },
      schema: { body: CreateLeagueBodySchema, response: { 201: LeagueResponseSchema } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const created = unwrap(await createLeague(deps, { ...request.body, userId: user.id }));
      return reply.code(201).send(created);
    },
  );

  app.post(
    '/api/leagues/join',
    {
      config: {
        doc: {
          operationId: 'joinLeague',
          summary: 'Join a league by its invite code',
          auth: 'session',
          errors: ['LEAGUE_CODE_UNKNOWN', 'LEAGUE_ALREADY_JOINED', 'LEAGUE_FULL', 'LEAGUE_COMPLETED', 'RATE_LIMITED'],
        },
      },
      schema: { body: JoinLeagueBodySchema, response: { 200: LeagueResponseSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      const buckets = joinBuckets(request, user.id);
      await enforceRateLimits(request, buckets);
      let guessed = false;
      try {
        const joined = await joinLeague(deps, { ...request.body, userId: user.id });
        guessed = !joined.ok && joined.error.code === 'LEAGUE_CODE_UNKNOWN';
        return unwrap(joined);
      } finally {
        // Only unknown codes count against the buckets: a code that named a league gives its token back.
        if (!guessed) await refund(request, buckets);
      }
    },
  );

  app.post(
    '/api/leagues/:id/end',
    {
      config: {
        doc: {
          operationId: 'endLeague',
          summary: 'End one’s own league now',
          auth: 'session',
          errors: ['COMPETITION_NOT_FOUND', 'LEAGUE_NOT_CREATOR', 'LEAGUE_COMPLETED'],
        },
      },
      schema: { ...params, response: { 200: EndLeagueResponseSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      return unwrap(await endLeague(deps, { leagueId: request.params.id, userId: user.id }));
    },
  );

  app.patch(
    '/api/leagues/:id/settings',
    {
      config: {
        doc: {
          operationId: 'updateLeagueSettings',
          summary: 'Change a league’s settings (short selling)',
          auth: 'session',
          errors: ['COMPETITION_NOT_FOUND', 'LEAGUE_NOT_CREATOR', 'LEAGUE_COMPLETED', 'COMPETITION_SETTINGS_FIXED'],
        },
      },
      schema: { ...params, body: LeagueSettingsBodySchema, response: { 200: LeagueSettingsResponseSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      return unwrap(
        await updateLeagueSettings(deps, { ...request.body, leagueId: request.params.id, userId: user.id }),
      );
    },
  );

  app.get(
    '/api/user/leagues',
    {
      config: { doc: { operationId: 'listUserLeagues', summary: 'The user’s leagues', auth: 'session' } },
      schema: { response: { 200: UserLeaguesSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      return listUserLeagues(db, { userId: user.id, now: deps.clock.now() });
    },
  );

  app.get(
    '/api/leagues/history',
    {
      config: { doc: { operationId: 'listLeagueHistory', summary: 'The user’s ended leagues', auth: 'session' } },
      schema: { response: { 200: LeagueHistorySchema } },
    },
    async (request) => {
      const user = requireUser(request);
      return listLeagueHistory(deps, { userId: user.id });
    },
  );

  app.get(
    '/api/leagues/:id/participants',
    {
      config: {
        doc: {
          operationId: 'listLeagueParticipants',
          summary: 'A league’s players',
          auth: 'session',
          errors: ['COMPETITION_NOT_FOUND', 'COMPETITION_NOT_PARTICIPANT'],
        },
      },
      schema: { ...params, response: { 200: LeagueParticipantsSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      return unwrap(await listLeagueParticipants(deps, { leagueId: request.params.id, userId: user.id }));
    },
  );

  app.get(
    '/api/leagues/:id/stats',
    {
      config: {
        doc: {
          operationId: 'getLeagueStats',
          summary: 'A league’s statistics',
          auth: 'session',
          errors: ['COMPETITION_NOT_FOUND', 'COMPETITION_NOT_PARTICIPANT'],
        },
      },
      schema: { ...params, response: { 200: LeagueStatsSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      return unwrap(await getLeagueStats(deps, { leagueId: request.params.id, userId: user.id }));
    },
  );

  app.get(
    '/api/leagues/:id/leaderboard',
    {
      config: {
        doc: {
          operationId: 'getLeagueLeaderboard',
          summary: 'A league’s leaderboard',
          auth: 'session',
          errors: ['COMPETITION_NOT_FOUND', 'COMPETITION_NOT_PARTICIPANT'],
        },
      },
      schema: { ...params, querystring: LeaderboardRankQuerySchema, response: { 200: LeagueLeaderboardSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      const { rank } = request.query;
      return unwrap(await getLeagueLeaderboard(deps, { leagueId: request.params.id, userId: user.id, rank }));
    },
  );

  app.post(
    '/api/competitions/:id/invite',
    {
      config: {
        doc: {
          operationId: 'inviteToLeague',
          summary: 'Email an invitation to one’s league',
          auth: 'session',
          errors: [
            'COMPETITION_NOT_FOUND',
            'LEAGUE_NOT_CREATOR',
            'LEAGUE_COMPLETED',
            'LEAGUE_FULL',
            'LEAGUE_INVITE_FAILED',
            'RATE_LIMITED',
          ],
        },
      },
      schema: { ...params, body: InviteBodySchema, response: { 200: SuccessMessageSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      await enforceRateLimits(request, [
        { rule: LIMITS.invitePerAccount, key: String(user.id) },
        { rule: LIMITS.invitePerAddress, key: clientAddressKey(request.ip) },
      ]);
      return unwrap(
        await sendLeagueInvite(
          { ...deps, publicUrl: app.config.publicUrl },
          { ...request.body, leagueId: request.params.id, userId: user.id },
        ),
      );
    },
  );
}

function joinBuckets(request: FastifyRequest, userId: number) {
  const address = clientAddressKey(request.ip);
  return [
    { rule: LIMITS.joinFailuresPerAccountMinute, key: String(userId) },
    { rule: LIMITS.joinFailuresPerAccountHour, key: String(userId) },
    { rule: LIMITS.joinFailuresPerAddressMinute, key: address },
    { rule: LIMITS.joinFailuresPerAddressHour, key: address },
  ];
}

async function refund(request: FastifyRequest, buckets: ReturnType<typeof joinBuckets>): Promise<void> {
  const { rateLimiter, clock } = request.server.deps;
  const now = clock.now().getTime();
  try {
    for (const b of buckets) await rateLimiter.refund(b.rule, b.key, now);
  } catch (err) {
    request.log.error({ err }, 'rate limiter unavailable; join attempt not given back');
  }
}
