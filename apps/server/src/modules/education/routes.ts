import {
  EducationModuleSchema,
  EducationModulesSchema,
  ModuleIdParamsSchema,
  ModuleSectionParamsSchema,
  QuizResultSchema,
  QuizSubmissionSchema,
  SectionReadResponseSchema,
} from '@tradearena/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { educationModules } from '../../../content/education/education-modules.ts';
import { unwrap } from '../../app-error.ts';
import { useContractMessages } from '../../plugins/contract-validation.ts';
import { requireUser } from '../../plugins/session.ts';
import type { EducationDeps } from './education-deps.ts';
import { getEducationModule } from './get-education-module.ts';
import { listEducationModules } from './list-education-modules.ts';
import { markSectionRead } from './mark-section-read.ts';
import { submitQuiz } from './submit-quiz.ts';

/**
 * Education (docs/product/content.md#education): the modules with the caller's progress, one module, marking a section read and
 * submitting a quiz. Signed in only (401 before anything is validated). HTTP only.
 */
export async function educationRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  useContractMessages(app);
  const deps: EducationDeps = { db: app.deps.db, clock: app.deps.clock, modules: educationModules };
  app.addHook('preValidation', async (request) => {
    requireUser(request);
  });

  app.get(
    '/api/education/modules',
    {
      config: {
        doc: {
          operationId: 'listEducationModules',
          summary: 'The learning modules with the user’s progress',
          auth: 'session',
        },
      },
      schema: { response: { 200: EducationModulesSchema } },
    },
    async (request) => listEducationModules(deps, { userId: requireUser(request).id }),
  );

  app.get(
    '/api/education/modules/:id',
    {
      config: {
        doc: {
          operationId: 'getEducationModule',
          summary: 'One learning module',
          auth: 'session',
          errors: ['MODULE_NOT_FOUND'],
        },
      },
      schema: { params: ModuleIdParamsSchema, response: { 200: EducationModuleSchema } },
    },
    async (request) =>
      unwrap(await getEducationModule(deps, { userId: requireUser(request).id, moduleId: request.params.id })),
  );

  app.post(
    '/api/education/modules/:id/sections/:sectionId/read',
    {
      config: {
        doc: {
          operationId: 'markSectionRead',
          summary: 'Mark a module’s section read',
          auth: 'session',
          errors: ['MODULE_NOT_FOUND', 'MODULE_SECTION_NOT_FOUND'],
        },
      },
      schema: { params: ModuleSectionParamsSchema, response: { 200: SectionReadResponseSchema } },
    },
    async (request) =>
      unwrap(
        await markSectionRead(deps, {
          userId: requireUser(request).id,
          moduleId: request.params.id,
          sectionId: request.params.sectionId,
        }),
      ),
  );

  app.post(
    '/api/education/modules/:id/quiz',
    {
      config: {
        doc: {
          operationId: 'submitQuiz',
          summary: 'Submit a module’s quiz',
          auth: 'session',
          errors: ['MODULE_NOT_FOUND', 'QUIZ_ANSWERS_INVALID'],
        },
      },
      schema: { params: ModuleIdParamsSchema, body: QuizSubmissionSchema, response: { 200: QuizResultSchema } },
    },
    async (request) =>
      unwrap(
        await submitQuiz(deps, {
          userId: requireUser(request).id,
          moduleId: request.params.id,
          answers: request.body.answers,
        }),
      ),
  );
}
