import {
  ResetStudentPasswordParamsSchema,
  ResetStudentPasswordResponseSchema,
  RosterImportBodySchema,
  RosterImportParamsSchema,
  RosterImportResponseSchema,
} from '@tradearena/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { unwrap } from '../../app-error.ts';
import { useContractMessages } from '../../plugins/contract-validation.ts';
import { checkEducatorBeforeValidation } from '../educator/index.ts';
import { importRoster } from './import-roster.ts';
import { resetStudentPassword } from './reset-student-password.ts';

/**
 * Student accounts managed by the teacher (ADR 024): roster import and password reset. Both need a signed-in
 * educator (401, then 403 for players), checked before the body is read. HTTP only: rules live in the use-cases.
 */
export async function classroomRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  useContractMessages(app);
  const deps = app.deps;
  // A roster file as exported by school systems: its text, read by parseRosterCsv.
  app.addContentTypeParser(['text/csv', 'text/plain'], { parseAs: 'string' }, (_request, body, done) => {
    done(null, body);
  });
  const educatorOf = checkEducatorBeforeValidation(app);

  app.post(
    '/api/educator/leagues/:leagueId/roster',
    {
      config: {
        doc: {
          operationId: 'importClassRoster',
          summary: 'Create student accounts from a roster (JSON or CSV) and place them in the class',
          auth: 'session',
          errors: [
            'EDUCATOR_REQUIRED',
            'EDUCATOR_LEAGUE_NOT_FOUND',
            'EDUCATOR_ROSTER_INVALID',
            'EDUCATOR_ROSTER_TOO_LARGE',
            'LEAGUE_FULL',
            'LEAGUE_COMPLETED',
          ],
        },
      },
      schema: {
        params: RosterImportParamsSchema,
        body: RosterImportBodySchema,
        response: { 201: RosterImportResponseSchema },
      },
    },
    async (request, reply) => {
      const imported = unwrap(
        await importRoster(deps, {
          educatorId: educatorOf(request).id,
          leagueId: request.params.leagueId,
          body: request.body,
        }),
      );
      return reply.code(201).header('cache-control', 'no-store').send(imported);
    },
  );

  app.post(
    '/api/educator/students/:userId/reset-password',
    {
      config: {
        doc: {
          operationId: 'resetStudentPassword',
          summary: 'A new temporary password for a managed student; signs them out everywhere',
          auth: 'session',
          errors: ['EDUCATOR_REQUIRED', 'EDUCATOR_STUDENT_NOT_FOUND', 'EDUCATOR_STUDENT_NOT_MANAGED'],
        },
      },
      schema: { params: ResetStudentPasswordParamsSchema, response: { 200: ResetStudentPasswordResponseSchema } },
    },
    async (request, reply) => {
      const reset = unwrap(
        await resetStudentPassword(deps, { educatorId: educatorOf(request).id, userId: request.params.userId }),
      );
      return reply.header('cache-control', 'no-store').send(reset);
    },
  );
}
