import { LEADERBOARD_TOTAL_HEADER, LeaderboardResponseSchema } from '@tradearena/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/session.ts';
import { getLeaderboard } from './get-leaderboard.ts';
import type { GlobalLeaderboard } from './start.ts';

export interface LeaderboardRoutesOptions {
  /** The index start() built (app.ts hands it over). */
  leaderboard: GlobalLeaderboard;
}

/** The global leaderboard around the caller. HTTP only: the index is built and fed by start() (start.ts). */
export async function leaderboardRoutes(
  fastify: FastifyInstance,
  { leaderboard }: LeaderboardRoutesOptions,
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
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
}
