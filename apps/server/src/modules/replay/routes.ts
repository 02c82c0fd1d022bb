import {
  CompetitionIdParamsSchema,
  CreateReplayBodySchema,
  REPLAY_MESSAGES,
  ReplayDetailResponseSchema,
  ReplayIdParamsSchema,
  ReplayListSchema,
  ReplayResponseSchema,
} from '@tradearena/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { unwrap } from '../../app-error.ts';
import { useContractMessages } from '../../plugins/contract-validation.ts';
import { requireOperator } from '../../plugins/require-operator.ts';
import { requireUser } from '../../plugins/session.ts';
import { findEducator } from '../accounts/index.ts';
import { findOwnClassLeague } from '../educator/index.ts';
import { createReplayEvent } from './create-replay-event.ts';
import { getReplay } from './get-replay.ts';
import { listReplays } from './list-replays.ts';

const CREATE_ERRORS = ['REPLAY_START_DATE_INVALID', 'REPLAY_STARTS_AT_INVALID'] as const;

/**
 * Replay events (ADR 025): educators run one for a class, operators schedule public ones, players read the clock,
 * standings and, at the end, the reveal. Trading goes through the competition routes with the event's
 * competitionId. Every route needs a session (401), checked with the role before the body is validated. HTTP only.
 */
export async function replayRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  useContractMessages(app);
  const deps = app.deps;
  const operatorEmails = app.config.ADMIN_EMAILS;
  const db = deps.db.db;
  app.addHook('preValidation', async (request) => {
    const url = request.routeOptions.url ?? '';
    if (url.startsWith('/api/admin/')) requireOperator(request, operatorEmails, REPLAY_MESSAGES.operatorRequired);
    else if (url.startsWith('/api/educator/'))
      unwrap(await findEducator(db, requireUser(request).id, deps.clock.now()));
    else requireUser(request);
  });

  app.post(
    '/api/educator/leagues/:id/replay',
    {
      config: {
        doc: {
          operationId: 'runClassReplay',
          summary: 'Run a replay event for a class',
          auth: 'session',
          errors: ['EDUCATOR_REQUIRED', 'EDUCATOR_LEAGUE_NOT_FOUND', ...CREATE_ERRORS],
        },
      },
      schema: {
        params: CompetitionIdParamsSchema,
        body: CreateReplayBodySchema,
        response: { 201: ReplayResponseSchema },
      },
    },
    async (request, reply) => {
      const educatorId = requireUser(request).id;
      const classLeague = unwrap(await findOwnClassLeague(db, { leagueId: request.params.id, educatorId }));
      const created = unwrap(await createReplayEvent(deps, { ...request.body, creatorId: educatorId, classLeague }));
      return reply.code(201).send(created);
    },
  );

  app.post(
    '/api/admin/replay-events',
    {
      config: {
        doc: {
          operationId: 'scheduleReplayEvent',
          summary: 'Schedule a public replay event (operators)',
          auth: 'session',
          errors: ['OPERATOR_REQUIRED', 'OPERATOR_EMAIL_UNVERIFIED', ...CREATE_ERRORS],
        },
      },
      schema: { body: CreateReplayBodySchema, response: { 201: ReplayResponseSchema } },
    },
    async (request, reply) => {
      const creatorId = requireUser(request).id;
      const created = unwrap(await createReplayEvent(deps, { ...request.body, creatorId, classLeague: null }));
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/api/replays',
    {
      config: {
        doc: {
          operationId: 'listReplays',
          summary: 'The replay events the caller plays, created or may join',
          auth: 'session',
        },
      },
      schema: { response: { 200: ReplayListSchema } },
    },
    async (request) => listReplays(db, { userId: requireUser(request).id, now: deps.clock.now() }),
  );

  app.get(
    '/api/replays/:id',
    {
      config: {
        doc: {
          operationId: 'getReplay',
          summary: 'A replay event: clock, standings and, once finished, the reveal',
          auth: 'session',
          errors: ['REPLAY_NOT_FOUND'],
        },
      },
      schema: { params: ReplayIdParamsSchema, response: { 200: ReplayDetailResponseSchema } },
    },
    async (request) => unwrap(await getReplay(deps, { replayId: request.params.id, userId: requireUser(request).id })),
  );
}
