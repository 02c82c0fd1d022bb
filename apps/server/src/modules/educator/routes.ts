import {
  AnalyticsParamsSchema,
  AnnouncementIdParamsSchema,
  AnnouncementsSchema,
  AssignmentSchema,
  AssignmentsSchema,
  ClassActivitySchema,
  ClassAnalyticsResponseSchema,
  ClassLeagueResponseSchema,
  ClassMessageBodySchema,
  ClassMessageResponseSchema,
  CompetitionIdParamsSchema,
  CreateAssignmentBodySchema,
  CreateClassLeagueBodySchema,
  EducatorAssignmentsSchema,
  EducatorLeagueFilterQuerySchema,
  EducatorLeaguesSchema,
  EducatorStudentsSchema,
  ExportParamsSchema,
  OrderHistoryPageSchema,
  OrderHistoryQuerySchema,
  RemoveStudentParamsSchema,
  SuccessMessageSchema,
} from '@tradearena/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { unwrap } from '../../app-error.ts';
import { useContractMessages } from '../../plugins/contract-validation.ts';
import { requireUser } from '../../plugins/session.ts';
import { type Educator, findEducator } from '../accounts/index.ts';
import { createAssignment } from './create-assignment.ts';
import { createClassLeague } from './create-class-league.ts';
import { exportClassCsv } from './export-class-csv.ts';
import { getClassAnalytics } from './get-class-analytics.ts';
import { listClassActivity } from './list-class-activity.ts';
import { listClassLeagues } from './list-class-leagues.ts';
import { listClassStudents } from './list-class-students.ts';
import { listEducatorAssignments } from './list-educator-assignments.ts';
import { listLeagueAssignments } from './list-league-assignments.ts';
import { listStudentAnnouncements } from './list-student-announcements.ts';
import { listStudentOrders } from './list-student-orders.ts';
import { markAnnouncementRead } from './mark-announcement-read.ts';
import { removeClassStudent } from './remove-class-student.ts';
import { sendClassMessage } from './send-class-message.ts';

/**
 * Educators' classes (docs/product/educators.md): class leagues, assignments, students, analytics, activity, CSV export
 * and announcements, and the students' side of assignments and announcements. Every route needs a signed-in user (401); every /api/educator/* route an educator (403 for players),
 * checked before the body is validated. HTTP only.
 */
export async function educatorRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  useContractMessages(app);
  const deps = app.deps;
  const educatorOf = checkEducatorBeforeValidation(app);

  app.post(
    '/api/educator/leagues',
    {
      config: {
        doc: {
          operationId: 'createClassLeague',
          summary: 'Create a class league',
          auth: 'session',
          errors: ['EDUCATOR_REQUIRED', 'EDUCATOR_LEAGUE_INVALID'],
        },
      },
      schema: { body: CreateClassLeagueBodySchema, response: { 201: ClassLeagueResponseSchema } },
    },
    async (request, reply) => {
      const created = unwrap(await createClassLeague(deps, { ...request.body, educator: educatorOf(request) }));
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/api/educator/leagues',
    {
      config: {
        doc: {
          operationId: 'listClassLeagues',
          summary: 'The educator’s class leagues',
          auth: 'session',
          errors: ['EDUCATOR_REQUIRED'],
        },
      },
      schema: { response: { 200: EducatorLeaguesSchema } },
    },
    async (request) => listClassLeagues(deps, { educatorId: educatorOf(request).id }),
  );

  app.post(
    '/api/educator/message',
    {
      config: {
        doc: {
          operationId: 'sendClassMessage',
          summary: 'Announce to a class',
          auth: 'session',
          errors: ['EDUCATOR_REQUIRED', 'EDUCATOR_LEAGUE_NOT_FOUND'],
        },
      },
      schema: { body: ClassMessageBodySchema, response: { 201: ClassMessageResponseSchema } },
    },
    async (request, reply) => {
      const sent = unwrap(await sendClassMessage(deps, { ...request.body, educatorId: educatorOf(request).id }));
      return reply.code(201).send(sent);
    },
  );

  app.get(
    '/api/student/announcements',
    {
      config: {
        doc: { operationId: 'listAnnouncements', summary: 'Announcements of the user’s classes', auth: 'session' },
      },
      schema: { response: { 200: AnnouncementsSchema } },
    },
    async (request) => listStudentAnnouncements(deps, { userId: requireUser(request).id }),
  );

  app.post(
    '/api/student/announcements/:id/read',
    {
      config: {
        doc: {
          operationId: 'markAnnouncementRead',
          summary: 'Mark an announcement read',
          auth: 'session',
          errors: ['ANNOUNCEMENT_NOT_FOUND'],
        },
      },
      schema: { params: AnnouncementIdParamsSchema, response: { 200: SuccessMessageSchema } },
    },
    async (request) =>
      unwrap(await markAnnouncementRead(deps, { announcementId: request.params.id, userId: requireUser(request).id })),
  );

  app.post(
    '/api/educator/assignments',
    {
      config: {
        doc: {
          operationId: 'createAssignment',
          summary: 'Set an assignment',
          auth: 'session',
          errors: [
            'EDUCATOR_REQUIRED',
            'ASSIGNMENT_DUE_INVALID',
            'ASSIGNMENT_DUE_IN_PAST',
            'ASSIGNMENT_LEAGUE_INVALID',
            'EDUCATOR_LEAGUE_NOT_FOUND',
          ],
        },
      },
      schema: { body: CreateAssignmentBodySchema, response: { 201: AssignmentSchema } },
    },
    async (request, reply) => {
      const created = unwrap(await createAssignment(deps, { ...request.body, educator: educatorOf(request) }));
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/api/educator/assignments',
    {
      config: {
        doc: {
          operationId: 'listEducatorAssignments',
          summary: 'The educator’s assignments',
          auth: 'session',
          errors: ['EDUCATOR_REQUIRED'],
        },
      },
      schema: { response: { 200: EducatorAssignmentsSchema } },
    },
    async (request) => listEducatorAssignments(deps, { educatorId: educatorOf(request).id }),
  );

  app.get(
    '/api/leagues/:id/assignments',
    {
      config: {
        doc: {
          operationId: 'listLeagueAssignments',
          summary: 'A league’s assignments',
          auth: 'session',
          errors: ['COMPETITION_NOT_FOUND', 'COMPETITION_NOT_PARTICIPANT'],
        },
      },
      schema: { params: CompetitionIdParamsSchema, response: { 200: AssignmentsSchema } },
    },
    async (request) =>
      unwrap(await listLeagueAssignments(deps, { leagueId: request.params.id, userId: requireUser(request).id })),
  );

  app.get(
    '/api/educator/students',
    {
      config: {
        doc: {
          operationId: 'listClassStudents',
          summary: 'The students of the educator’s classes',
          auth: 'session',
          errors: ['EDUCATOR_REQUIRED', 'EDUCATOR_LEAGUE_NOT_FOUND'],
        },
      },
      schema: { querystring: EducatorLeagueFilterQuerySchema, response: { 200: EducatorStudentsSchema } },
    },
    async (request) =>
      unwrap(
        await listClassStudents(deps, {
          educatorId: educatorOf(request).id,
          ...(request.query.leagueId === undefined ? {} : { leagueId: request.query.leagueId }),
        }),
      ),
  );

  app.delete(
    '/api/educator/leagues/:leagueId/students/:userId',
    {
      config: {
        doc: {
          operationId: 'removeClassStudent',
          summary: 'Remove a student from a class',
          auth: 'session',
          errors: ['EDUCATOR_REQUIRED', 'EDUCATOR_LEAGUE_NOT_FOUND', 'EDUCATOR_STUDENT_NOT_FOUND'],
        },
      },
      schema: { params: RemoveStudentParamsSchema, response: { 200: SuccessMessageSchema } },
    },
    async (request) =>
      unwrap(await removeClassStudent(deps, { ...request.params, educatorId: educatorOf(request).id })),
  );

  app.get(
    '/api/educator/leagues/:leagueId/students/:userId/orders',
    {
      config: {
        doc: {
          operationId: 'listClassStudentOrders',
          summary: 'A student’s order history in a class',
          auth: 'session',
          errors: ['EDUCATOR_REQUIRED', 'EDUCATOR_LEAGUE_NOT_FOUND', 'EDUCATOR_STUDENT_NOT_FOUND'],
        },
      },
      schema: {
        params: RemoveStudentParamsSchema,
        querystring: OrderHistoryQuerySchema,
        response: { 200: OrderHistoryPageSchema },
      },
    },
    async (request) =>
      unwrap(
        await listStudentOrders(deps.db.db, {
          ...request.params,
          educatorId: educatorOf(request).id,
          filter: request.query,
        }),
      ),
  );

  app.get(
    '/api/educator/analytics/:leagueId',
    {
      config: {
        doc: {
          operationId: 'getClassAnalytics',
          summary: 'A class’s analytics',
          auth: 'session',
          errors: ['EDUCATOR_REQUIRED', 'EDUCATOR_LEAGUE_NOT_FOUND'],
        },
      },
      schema: { params: AnalyticsParamsSchema, response: { 200: ClassAnalyticsResponseSchema } },
    },
    async (request) =>
      unwrap(await getClassAnalytics(deps, { educator: educatorOf(request), leagueId: request.params.leagueId })),
  );

  app.get(
    '/api/educator/activity',
    {
      config: {
        doc: {
          operationId: 'listClassActivity',
          summary: 'Recent trades of the educator’s students',
          auth: 'session',
          errors: ['EDUCATOR_REQUIRED', 'EDUCATOR_LEAGUE_NOT_FOUND'],
        },
      },
      schema: { querystring: EducatorLeagueFilterQuerySchema, response: { 200: ClassActivitySchema } },
    },
    async (request) =>
      unwrap(
        await listClassActivity(deps, {
          educatorId: educatorOf(request).id,
          ...(request.query.leagueId === undefined ? {} : { leagueId: request.query.leagueId }),
        }),
      ),
  );

  app.get(
    '/api/educator/export/:leagueId',
    {
      config: {
        doc: {
          operationId: 'exportClassCsv',
          summary: 'A class’s data as a CSV file',
          auth: 'session',
          errors: ['EDUCATOR_REQUIRED', 'EDUCATOR_LEAGUE_NOT_FOUND'],
          responses: { 200: { description: 'The class data (CSV)', contentType: 'text/csv' } },
        },
      },
      schema: { params: ExportParamsSchema },
    },
    async (request, reply) => {
      const file = unwrap(
        await exportClassCsv(deps, { educator: educatorOf(request), leagueId: request.params.leagueId }),
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.csv);
    },
  );
}

/**
 * The educator check of a route plugin (docs/product/educators.md): before the body is validated, every route needs a
 * signed-in user (401) and every route under /api/educator/ an educator (403 for players). Returns how a handler reads
 * the educator the check found.
 */
export function checkEducatorBeforeValidation(app: FastifyInstance): (request: FastifyRequest) => Educator {
  const deps = app.deps;
  const educators = new WeakMap<FastifyRequest, Educator>();
  app.addHook('preValidation', async (request) => {
    const user = requireUser(request);
    if (request.routeOptions.url?.startsWith('/api/educator/'))
      educators.set(request, unwrap(await findEducator(deps.db.db, user.id, deps.clock.now())));
  });
  return (request) => {
    const educator = educators.get(request);
    if (!educator) throw new Error('educator route without the educator check');
    return educator;
  };
}
