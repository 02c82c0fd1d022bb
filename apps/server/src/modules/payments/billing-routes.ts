import {
  BillingHistorySchema,
  BillingUrlResponseSchema,
  CancelSubscriptionResponseSchema,
  EducatorSignupBodySchema,
  EducatorSubscriptionResponseSchema,
  InvoiceDetailSchema,
  InvoiceIdParamsSchema,
  ReactivateSubscriptionResponseSchema,
  SimulatedPaymentMethodBodySchema,
  SimulatedPaymentMethodResponseSchema,
  SubscriptionStatusQuerySchema,
  SubscriptionStatusResponseSchema,
  UserSubscriptionSchema,
} from '@tradearena/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { unwrap } from '../../app-error.ts';
import { useContractMessages } from '../../plugins/contract-validation.ts';
import { clientAddressKey, enforceRateLimits } from '../../plugins/rate-limit.ts';
import { requireUser, setSessionCookie } from '../../plugins/session.ts';
import { AUTH_RATE_LIMITS, createSession, revokeSession } from '../accounts/index.ts';
import type { BillingDeps } from './billing-deps.ts';
import { cancelSubscription } from './cancel-subscription.ts';
import { getInvoiceDetail } from './get-invoice-detail.ts';
import { getInvoiceUrl } from './get-invoice-url.ts';
import { getSubscriptionStatus } from './get-subscription-status.ts';
import { getUserSubscription } from './get-user-subscription.ts';
import { listBillingHistory } from './list-billing-history.ts';
import { parseSignup } from './parse-signup.ts';
import { PAYMENT_RATE_LIMITS } from './payment-rate-limits.ts';
import { reactivateSubscription } from './reactivate-subscription.ts';
import { setSimulatedPaymentMethod } from './set-simulated-payment-method.ts';
import { startEducatorSubscription } from './start-educator-subscription.ts';
import { updatePaymentMethod } from './update-payment-method.ts';

/**
 * Educator Pro subscription and billing (docs/product/educators.md#billing). HTTP only. Every billing route reads the
 * caller's own data; players get 403 "Billing management is only available for educators" (subscription and
 * subscription-status answer them with an inactive subscription instead).
 */
export async function billingRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  useContractMessages(app);
  const depsOf = (request: FastifyRequest): BillingDeps => ({
    ...app.deps,
    log: request.log,
    publicUrl: app.config.publicUrl,
  });
  const secure = app.config.publicUrl.startsWith('https://');
  const signedIn = async (request: FastifyRequest) => {
    requireUser(request);
  };

  // Signed out: the wizard creates the account (rate-limited like sign-up) and signs it in; signed in: upgrades it.
  app.post(
    '/api/payments/educator-subscription',
    {
      config: {
        doc: {
          operationId: 'startEducatorSubscription',
          summary: 'Start an Educator Pro subscription (signs up when signed out)',
          auth: 'optional',
          errors: [
            'AUTH_WEAK_PASSWORD',
            'AUTH_EMAIL_TAKEN',
            'AUTH_USERNAME_TAKEN',
            'USER_INVALID_TIMEZONE',
            'BILLING_ALREADY_SUBSCRIBED',
            'PAYMENT_PROVIDER_UNAVAILABLE',
            'RATE_LIMITED',
          ],
          body: EducatorSignupBodySchema,
        },
      },
      schema: { response: { 200: EducatorSubscriptionResponseSchema } },
    },
    async (request, reply) => {
      const user = request.session?.user ?? null;
      await enforceRateLimits(request, [
        user
          ? { rule: PAYMENT_RATE_LIMITS.startPerAccount, key: String(user.id) }
          : { rule: AUTH_RATE_LIMITS.registerPerIp, key: clientAddressKey(request.ip) },
      ]);
      const input = unwrap(parseSignup(request.body, user?.id ?? null));
      const { userId, ...started } = unwrap(await startEducatorSubscription(depsOf(request), input));
      if (!user) {
        if (request.session) {
          await revokeSession({ db: app.deps.db.db, sessionCache: app.deps.sessionCache }, request.session.idHash);
        }
        const session = await createSession(app.deps.db.db, userId, app.deps.clock.now());
        setSessionCookie(reply, session.token, session.expiresAt, secure);
      }
      return reply.send(started);
    },
  );

  app.get(
    '/api/user/subscription',
    {
      config: {
        doc: { operationId: 'getUserSubscription', summary: 'The user’s Educator Pro subscription', auth: 'session' },
      },
      preValidation: signedIn,
      schema: { response: { 200: UserSubscriptionSchema } },
    },
    async (request) =>
      getUserSubscription({ db: app.deps.db.db }, { userId: requireUser(request).id, now: app.deps.clock.now() }),
  );

  app.get(
    '/api/user/subscription-status',
    {
      config: {
        doc: {
          operationId: 'getSubscriptionStatus',
          summary: 'Whether the subscription is active (after paying)',
          auth: 'session',
        },
      },
      preValidation: signedIn,
      schema: { querystring: SubscriptionStatusQuerySchema, response: { 200: SubscriptionStatusResponseSchema } },
    },
    async (request) =>
      getSubscriptionStatus(
        { db: app.deps.db.db },
        { userId: requireUser(request).id, now: app.deps.clock.now(), paymentIntentId: request.query.payment_intent },
      ),
  );

  app.post(
    '/api/billing/cancel-subscription',
    {
      config: {
        doc: {
          operationId: 'cancelSubscription',
          summary: 'Cancel at the end of the period',
          auth: 'session',
          errors: ['BILLING_EDUCATOR_REQUIRED', 'BILLING_INVALID_STATE', 'PAYMENT_PROVIDER_UNAVAILABLE'],
        },
      },
      preValidation: signedIn,
      schema: { response: { 200: CancelSubscriptionResponseSchema } },
    },
    async (request) => unwrap(await cancelSubscription(depsOf(request), { userId: requireUser(request).id })),
  );

  app.post(
    '/api/billing/reactivate-subscription',
    {
      config: {
        doc: {
          operationId: 'reactivateSubscription',
          summary: 'Undo a cancellation before the period ends',
          auth: 'session',
          errors: ['BILLING_EDUCATOR_REQUIRED', 'BILLING_INVALID_STATE', 'PAYMENT_PROVIDER_UNAVAILABLE'],
        },
      },
      preValidation: signedIn,
      schema: { response: { 200: ReactivateSubscriptionResponseSchema } },
    },
    async (request) => unwrap(await reactivateSubscription(depsOf(request), { userId: requireUser(request).id })),
  );

  app.post(
    '/api/billing/update-payment-method',
    {
      config: {
        doc: {
          operationId: 'updatePaymentMethod',
          summary: 'The billing portal’s address',
          auth: 'session',
          errors: [
            'BILLING_EDUCATOR_REQUIRED',
            'BILLING_INVALID_STATE',
            'BILLING_PORTAL_NOT_CONFIGURED',
            'PAYMENT_PROVIDER_UNAVAILABLE',
          ],
        },
      },
      preValidation: signedIn,
      schema: { response: { 200: BillingUrlResponseSchema } },
    },
    async (request) => unwrap(await updatePaymentMethod(depsOf(request), { userId: requireUser(request).id })),
  );

  app.post(
    '/api/billing/simulated/payment-method',
    {
      config: {
        doc: {
          operationId: 'setSimulatedPaymentMethod',
          summary: 'Change the card (simulated provider)',
          auth: 'session',
          errors: [
            'BILLING_EDUCATOR_REQUIRED',
            'BILLING_INVALID_STATE',
            'PAYMENT_WRONG_PROVIDER',
            'PAYMENT_CARD_INVALID',
            'PAYMENT_CARD_NOT_TEST',
            'PAYMENT_DECLINED',
            'RATE_LIMITED',
          ],
        },
      },
      preValidation: signedIn,
      schema: { body: SimulatedPaymentMethodBodySchema, response: { 200: SimulatedPaymentMethodResponseSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      await enforceRateLimits(request, [{ rule: PAYMENT_RATE_LIMITS.confirmPerAccount, key: String(user.id) }]);
      return unwrap(await setSimulatedPaymentMethod(depsOf(request), { ...request.body, userId: user.id }));
    },
  );

  app.get(
    '/api/billing/history',
    {
      config: {
        doc: {
          operationId: 'listBillingHistory',
          summary: 'The user’s invoices',
          auth: 'session',
          errors: ['BILLING_EDUCATOR_REQUIRED', 'PAYMENT_PROVIDER_UNAVAILABLE'],
        },
      },
      preValidation: signedIn,
      schema: { response: { 200: BillingHistorySchema } },
    },
    async (request) => unwrap(await listBillingHistory(depsOf(request), { userId: requireUser(request).id })),
  );

  app.get(
    '/api/billing/invoice/:id',
    {
      config: {
        doc: {
          operationId: 'getInvoiceUrl',
          summary: 'The address of one invoice',
          auth: 'session',
          errors: ['BILLING_EDUCATOR_REQUIRED', 'BILLING_INVOICE_NOT_FOUND', 'PAYMENT_PROVIDER_UNAVAILABLE'],
        },
      },
      preValidation: signedIn,
      schema: { params: InvoiceIdParamsSchema, response: { 200: BillingUrlResponseSchema } },
    },
    async (request) =>
      unwrap(await getInvoiceUrl(depsOf(request), { userId: requireUser(request).id, invoiceId: request.params.id })),
  );

  app.get(
    '/api/billing/invoices/:id',
    {
      config: {
        doc: {
          operationId: 'getInvoice',
          summary: 'One invoice',
          auth: 'session',
          errors: ['BILLING_EDUCATOR_REQUIRED', 'BILLING_INVOICE_NOT_FOUND', 'PAYMENT_PROVIDER_UNAVAILABLE'],
        },
      },
      preValidation: signedIn,
      schema: { params: InvoiceIdParamsSchema, response: { 200: InvoiceDetailSchema } },
    },
    async (request) =>
      unwrap(
        await getInvoiceDetail(depsOf(request), { userId: requireUser(request).id, invoiceId: request.params.id }),
      ),
  );
}
