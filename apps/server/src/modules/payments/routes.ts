import {
  CreatePaymentIntentBodySchema,
  ForceProcessBodySchema,
  ForceProcessResponseSchema,
  LeagueFeaturesBodySchema,
  PAYMENT_MESSAGES,
  PaymentConfigSchema,
  PaymentIntentResponseSchema,
  PaymentWebhookEventSchema,
  PaymentWebhookHeadersSchema,
  SimulatedAuthenticateBodySchema,
  SimulatedConfirmBodySchema,
  SimulatedConfirmResponseSchema,
  WebhookResponseSchema,
} from '@tradearena/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, unwrap } from '../../app-error.ts';
import { useContractMessages } from '../../plugins/contract-validation.ts';
import { enforceRateLimits } from '../../plugins/rate-limit.ts';
import { requireUser } from '../../plugins/session.ts';
import { authenticateSimulatedPayment } from './authenticate-simulated-payment.ts';
import { confirmSimulatedPayment } from './confirm-simulated-payment.ts';
import { createLeagueFeatureIntent } from './create-league-feature-intent.ts';
import { createPaymentIntent } from './create-payment-intent.ts';
import { forceProcessPayment } from './force-process-payment.ts';
import { handlePaymentEvent } from './handle-payment-event.ts';
import { SIMULATED_INTENT_REFUSALS } from './load-simulated-intent.ts';
import { PAYMENT_RATE_LIMITS as LIMITS } from './payment-rate-limits.ts';
import type { PaymentsDeps } from './payments-deps.ts';

/**
 * The store's card payments (docs/product/store-and-bank.md#virtual-cash-packages): the provider's config, creating intents for a package or a
 * league feature, the simulated card form's calls, force-process, and Stripe's webhook. HTTP only. Card numbers
 * reach only the simulated confirm call (never logged: Fastify logs no bodies) and, with Stripe, never this server.
 */
export async function paymentRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  useContractMessages(app);
  const depsOf = (request: FastifyRequest): PaymentsDeps => ({ ...app.deps, log: request.log });
  // Signed in first: an anonymous caller is told to sign in before the body is validated.
  const signedIn = async (request: FastifyRequest) => {
    requireUser(request);
  };
  const limited = (rule: (typeof LIMITS)[keyof typeof LIMITS]) => async (request: FastifyRequest) => {
    const user = requireUser(request);
    await enforceRateLimits(request, [{ rule, key: String(user.id) }]);
  };

  app.get(
    '/api/payments/config',
    {
      config: {
        doc: {
          operationId: 'getPaymentConfig',
          summary: 'The card payment provider and its publishable key',
          auth: 'public',
        },
      },
      schema: { response: { 200: PaymentConfigSchema } },
    },
    async () => ({
      provider: app.deps.payments.provider,
      publishableKey: app.deps.payments.publishableKey,
    }),
  );

  app.post(
    '/api/payments/create-payment-intent',
    {
      config: {
        doc: {
          operationId: 'createPaymentIntent',
          summary: 'Start paying for a virtual-cash package',
          auth: 'session',
          errors: ['PAYMENT_AMOUNT_MISMATCH', 'PAYMENT_DEBT_OPEN', 'PAYMENT_PROVIDER_UNAVAILABLE', 'RATE_LIMITED'],
        },
      },
      preValidation: [signedIn, limited(LIMITS.startPerAccount)],
      schema: { body: CreatePaymentIntentBodySchema, response: { 200: PaymentIntentResponseSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      return unwrap(await createPaymentIntent(depsOf(request), { ...request.body, userId: user.id }));
    },
  );

  app.post(
    '/api/payments/league-features',
    {
      config: {
        doc: {
          operationId: 'createLeagueFeatureIntent',
          summary: 'Start paying for a league feature',
          auth: 'session',
          errors: [
            'PAYMENT_AMOUNT_MISMATCH',
            'PAYMENT_LEAGUE_NOT_ELIGIBLE',
            'PAYMENT_DEBT_OPEN',
            'COMPETITION_NOT_FOUND',
            'PAYMENT_PROVIDER_UNAVAILABLE',
            'RATE_LIMITED',
          ],
        },
      },
      preValidation: [signedIn, limited(LIMITS.startPerAccount)],
      schema: { body: LeagueFeaturesBodySchema, response: { 200: PaymentIntentResponseSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      return unwrap(await createLeagueFeatureIntent(depsOf(request), { ...request.body, userId: user.id }));
    },
  );

  app.post(
    '/api/payments/force-process',
    {
      config: {
        doc: {
          operationId: 'forceProcessPayment',
          summary: 'Apply a paid intent now, without waiting for the webhook',
          auth: 'session',
          errors: ['PAYMENT_NOT_FOUND', 'PAYMENT_INVALID_STATE', 'PAYMENT_PROVIDER_UNAVAILABLE'],
        },
      },
      preValidation: signedIn,
      schema: { body: ForceProcessBodySchema, response: { 200: ForceProcessResponseSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      return unwrap(await forceProcessPayment(depsOf(request), { ...request.body, userId: user.id }));
    },
  );

  app.post(
    '/api/payments/simulated/confirm',
    {
      config: {
        doc: {
          operationId: 'confirmSimulatedPayment',
          summary: 'Pay with a test card (simulated provider)',
          auth: 'session',
          errors: [
            ...SIMULATED_INTENT_REFUSALS,
            'PAYMENT_CARD_INVALID',
            'PAYMENT_CARD_NOT_TEST',
            'PAYMENT_DECLINED',
            'RATE_LIMITED',
          ],
        },
      },
      preValidation: [signedIn, limited(LIMITS.confirmPerAccount)],
      schema: { body: SimulatedConfirmBodySchema, response: { 200: SimulatedConfirmResponseSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      return unwrap(await confirmSimulatedPayment(depsOf(request), { ...request.body, userId: user.id }));
    },
  );

  app.post(
    '/api/payments/simulated/authenticate',
    {
      config: {
        doc: {
          operationId: 'authenticateSimulatedPayment',
          summary: 'Complete or fail the test card’s authentication step',
          auth: 'session',
          errors: [...SIMULATED_INTENT_REFUSALS, 'PAYMENT_DECLINED', 'RATE_LIMITED'],
        },
      },
      preValidation: [signedIn, limited(LIMITS.confirmPerAccount)],
      schema: { body: SimulatedAuthenticateBodySchema, response: { 200: SimulatedConfirmResponseSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      return unwrap(await authenticateSimulatedPayment(depsOf(request), { ...request.body, userId: user.id }));
    },
  );

  // The webhook's signature covers the exact bytes sent: in its own scope, JSON arrives unparsed (other routes keep
  // the JSON parser).
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/payments/webhook',
      {
        config: {
          doc: {
            operationId: 'receivePaymentWebhook',
            summary: 'The card provider’s signed event (Stripe webhook)',
            auth: 'public',
            errors: ['PAYMENT_WEBHOOK_SIGNATURE'],
            body: PaymentWebhookEventSchema,
            headers: PaymentWebhookHeadersSchema,
          },
        },
        schema: { response: { 200: WebhookResponseSchema } },
      },
      async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['stripe-signature'];
        const event = app.deps.payments.parseWebhook(
          raw,
          typeof signature === 'string' ? signature : undefined,
          app.deps.clock.now().getTime(),
        );
        if (!event) throw new AppError('PAYMENT_WEBHOOK_SIGNATURE', PAYMENT_MESSAGES.webhookSignature);
        const { duplicate } = await handlePaymentEvent(
          { ...app.deps, log: request.log, portfolios: app.orders.portfolios },
          event,
        );
        request.log.info({ eventId: event.id, type: event.type, duplicate }, 'payments: webhook');
        return { received: true as const, duplicate };
      },
    );
  });
}
