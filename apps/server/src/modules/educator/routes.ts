import {
  AnnouncementIdParamsSchema,
  AnnouncementsSchema,
  ClassLeagueResponseSchema,
  ClassMessageBodySchema,
  ClassMessageResponseSchema,
  CreateClassLeagueBodySchema,
  EducatorLeaguesSchema,
  SuccessMessageSchema,
} from '@tradearena/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { unwrap } from '../../app-error.ts';
import { useContractMessages } from '../../plugins/contract-validation.ts';
import { requireUser } from '../../plugins/session.ts';
import { createClassLeague } from './create-class-league.ts';
import { type Educator, findEducator } from './find-educator.ts';
import { listClassLeagues } from './list-class-leagues.ts';
import { listStudentAnnouncements } from './list-student-announcements.ts';
import { markAnnouncementRead } from './mark-announcement-read.ts';
import { sendClassMessage } from './send-class-message.ts';

/**
 * Educators' classes (issue 14; spec 02 §5, §6, §7): class leagues and announcements, and the students' side of the
 * announcements. Every route needs a signed-in user (401); every /api/educator/* route an educator (403 for players),
 * checked before the body is validated. HTTP only.
 */
export async function educatorRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  useContractMessages(app);
  const deps = app.deps;
  const educators = new WeakMap<FastifyRequest, Educator>();
  app.addHook('preValidation', async (request) => {
    const user = requireUser(request);
    if (request.routeOptions.url?.startsWith('/api/educator/'))
      educators.set(request, unwrap(await findEducator(deps.db.db, user.id)));
  });
  const educatorOf = (request: FastifyRequest): Educator => {
    const educator = educators.get(request);
    if (!educator) throw new Error('educator route without the educator check');
    return educator;
  };

  app.post(
    '/api/educator/leagues',
    { schema: { body: CreateClassLeagueBodySchema, response: { 201: ClassLeagueResponseSchema } } },
    async (request, reply) => {
      const created = unwrap(await createClassLeague(deps, { ...request.body, educator: educatorOf(request) }));
      return reply.code(201).send(created);
    },
  );

  app.get('/api/educator/leagues', { schema: { response: { 200: EducatorLeaguesSchema } } }, async (request) =>
    listClassLeagues(deps, { educatorId: educatorOf(request).id }),
  );

  app.post(
    '/api/educator/message',
    { schema: { body: ClassMessageBodySchema, response: { 201: ClassMessageResponseSchema } } },
    async (request, reply) => {
      const sent = unwrap(await sendClassMessage(deps, { ...request.body, educatorId: educatorOf(request).id }));
      return reply.code(201).send(sent);
    },
  );

  app.get('/api/student/announcements', { schema: { response: { 200: AnnouncementsSchema } } }, async (request) =>
    listStudentAnnouncements(deps, { userId: requireUser(request).id }),
  );

  app.post(
    '/api/student/announcements/:id/read',
    { schema: { params: AnnouncementIdParamsSchema, response: { 200: SuccessMessageSchema } } },
    async (request) =>
      unwrap(await markAnnouncementRead(deps, { announcementId: request.params.id, userId: requireUser(request).id })),
  );
}
