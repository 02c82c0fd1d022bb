import {
  AdminFeedbackPageSchema,
  AdminFeedbackQuerySchema,
  FEEDBACK_MESSAGES,
  FEEDBACK_MODERATION_ACTIONS,
  FeedbackIdParamsSchema,
  FeedbackPageQuerySchema,
  FeedbackRequestSchema,
  FeedbackSubmitResponseSchema,
  ModerateFeedbackResponseSchema,
  PublicFeedbackPageSchema,
} from '@tradearena/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { unwrap } from '../../app-error.ts';
import { useContractMessages } from '../../plugins/contract-validation.ts';
import { enforceRateLimits } from '../../plugins/rate-limit.ts';
import { requireOperator } from '../../plugins/require-operator.ts';
import { requireUser } from '../../plugins/session.ts';
import { FEEDBACK_RATE_LIMITS as LIMITS } from './feedback-rate-limits.ts';
import { listFeedbackForModeration } from './list-feedback-for-moderation.ts';
import { listPublicFeedback } from './list-public-feedback.ts';
import { moderateFeedback } from './moderate-feedback.ts';
import { submitFeedback } from './submit-feedback.ts';

const ADMIN_PREFIX = '/api/admin/';
/** Approved reviews are shown publicly: anyone may list them, signed in or not. */
const PUBLIC_LIST = '/api/feedback/public';

/**
 * Feedback (docs/product/content.md#feedback-moderation; docs/product/accounts.md#roles): players send reviews and read the approved ones; operators
 * (ADMIN_EMAILS, address proven) moderate them under /api/admin/feedback. The approved ones are public; every other
 * route needs a session (401 before the input is validated); the admin routes also an operator (403 OPERATOR_EMAIL_UNVERIFIED for a listed address not yet
 * proven, 403 OPERATOR_REQUIRED for anyone else). HTTP only.
 */
export async function feedbackRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  useContractMessages(app);
  const deps = { db: app.deps.db.db, clock: app.deps.clock };
  const operatorEmails = app.config.ADMIN_EMAILS;
  const operatorOf = (request: FastifyRequest) =>
    requireOperator(request, operatorEmails, FEEDBACK_MESSAGES.operatorRequired);
  app.addHook('preValidation', async (request) => {
    const url = request.routeOptions.url ?? '';
    if (url.startsWith(ADMIN_PREFIX)) operatorOf(request);
    else if (url !== PUBLIC_LIST) requireUser(request);
  });

  app.post(
    '/api/feedback',
    {
      config: {
        doc: { operationId: 'submitFeedback', summary: 'Send a review', auth: 'session', errors: ['RATE_LIMITED'] },
      },
      schema: { body: FeedbackRequestSchema, response: { 201: FeedbackSubmitResponseSchema } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await enforceRateLimits(request, [{ rule: LIMITS.perAccount, key: String(user.id) }]);
      const saved = await submitFeedback(deps, { ...request.body, userId: user.id, username: user.username });
      return reply.code(201).send(saved);
    },
  );

  app.get(
    PUBLIC_LIST,
    {
      config: { doc: { operationId: 'listPublicFeedback', summary: 'The approved reviews', auth: 'public' } },
      schema: { querystring: FeedbackPageQuerySchema, response: { 200: PublicFeedbackPageSchema } },
    },
    async (request) => listPublicFeedback(deps, request.query),
  );

  app.get(
    '/api/admin/feedback',
    {
      config: {
        doc: {
          operationId: 'listFeedbackForModeration',
          summary: 'Reviews to moderate (operators)',
          auth: 'session',
          errors: ['OPERATOR_REQUIRED', 'OPERATOR_EMAIL_UNVERIFIED'],
        },
      },
      schema: { querystring: AdminFeedbackQuerySchema, response: { 200: AdminFeedbackPageSchema } },
    },
    async (request) => listFeedbackForModeration(deps, request.query),
  );

  for (const action of FEEDBACK_MODERATION_ACTIONS) {
    app.post(
      `/api/admin/feedback/:id/${action}`,
      {
        config: {
          doc: {
            operationId: `${action}Feedback`,
            summary: `${action === 'approve' ? 'Approve' : 'Reject'} a review (operators)`,
            auth: 'session',
            errors: ['OPERATOR_REQUIRED', 'OPERATOR_EMAIL_UNVERIFIED', 'FEEDBACK_NOT_FOUND'],
          },
        },
        schema: { params: FeedbackIdParamsSchema, response: { 200: ModerateFeedbackResponseSchema } },
      },
      async (request) => {
        const operator = operatorOf(request);
        return unwrap(await moderateFeedback(deps, { feedbackId: request.params.id, action, operatorId: operator.id }));
      },
    );
  }
}
