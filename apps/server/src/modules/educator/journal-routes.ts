import { JournalPageSchema, JournalParamsSchema, JournalQuerySchema } from '@tradearena/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { unwrap } from '../../app-error.ts';
import { requireUser } from '../../plugins/session.ts';
import { findEducator } from '../accounts/index.ts';
import { listClassJournal } from './list-class-journal.ts';

/** The educator's side of the trade journal (ADR 026): the class's notes and reflections. HTTP only. */
export async function classJournalRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  app.get(
    '/api/educator/journal/:leagueId',
    {
      config: {
        doc: {
          operationId: 'listClassJournal',
          summary: 'The notes and reflections of a class’s students, newest first',
          auth: 'session',
          errors: ['EDUCATOR_REQUIRED', 'EDUCATOR_LEAGUE_NOT_FOUND'],
        },
      },
      schema: { params: JournalParamsSchema, querystring: JournalQuerySchema, response: { 200: JournalPageSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      const educator = unwrap(await findEducator(deps.db.db, user.id, deps.clock.now()));
      return unwrap(
        await listClassJournal(deps.db.db, {
          educatorId: educator.id,
          leagueId: request.params.leagueId,
          ...request.query,
        }),
      );
    },
  );
}
