import {
  AccountOverviewSchema,
  AUTH_MESSAGES,
  ChangePasswordRequestSchema,
  ConfirmEmailRequestSchema,
  ConfirmEmailResponseSchema,
  CurrentUserSchema,
  emailChangedMessage,
  emailVerifiedMessage,
  MessageResponseSchema,
  UpdateProfileRequestSchema,
  UpdateProfileResponseSchema,
  UpdateTimezoneRequestSchema,
  UserResponseSchema,
  VerifyEmailRequestSchema,
  VerifyEmailResponseSchema,
} from '@tradearena/contracts';
import { normalizeEmail } from '@tradearena/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { unwrap } from '../../app-error.ts';
import { useContractMessages } from '../../plugins/contract-validation.ts';
import { clientAddressKey, enforceRateLimits, rateLimitedError } from '../../plugins/rate-limit.ts';
import { requestCookie } from '../../plugins/request-cookie.ts';
import { clearSessionCookie, requireUser } from '../../plugins/session.ts';
import { DEVICE_COOKIE, deviceTokenFrom, isListedOperator, isOperator } from '../accounts/index.ts';
import type { MailingDeps } from '../auth/index.ts';
import { presentUser, throttleAccountKey, throttleSignIn } from '../auth/index.ts';
import { changePassword } from './change-password.ts';
import { confirmEmailChange } from './confirm-email-change.ts';
import { deleteAccount } from './delete-account.ts';
import { getAccountOverview } from './get-account-overview.ts';
import { requestEmailVerification } from './request-email-verification.ts';
import { updateProfile } from './update-profile.ts';
import { updateTimezone } from './update-timezone.ts';
import { USER_RATE_LIMITS as LIMITS } from './user-rate-limits.ts';
import { verifyEmail } from './verify-email.ts';

/** Opened from an emailed link, in whatever browser: the one route here that works signed out. */
const CONFIRM_EMAIL_URL = '/api/user/confirm-email';

/**
 * The signed-in user: read, timezone, profile, email confirmation, proof of the address (verify-email, docs/product/accounts.md#roles),
 * deletion (docs/product/accounts.md#account-deletion).
 */
export async function userRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  useContractMessages(app);
  const { clock, mailer, sessionCache } = app.deps;
  const db = app.deps.db.db;
  const secure = app.config.publicUrl.startsWith('https://');
  const mailingDeps = (request: FastifyRequest, what: string): MailingDeps => ({
    db,
    clock,
    sessionCache,
    mailer,
    publicUrl: app.config.publicUrl,
    onMailError: (err: unknown) => request.log.error({ err }, `${what} email failed`),
  });
  // Every other route here is the signed-in user's: an anonymous caller is told to sign in before the body is validated.
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.url !== CONFIRM_EMAIL_URL) requireUser(request);
  });

  app.get(
    '/api/user',
    {
      config: { doc: { operationId: 'getCurrentUser', summary: 'The signed-in user', auth: 'session' } },
      schema: { response: { 200: CurrentUserSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      const operator = isOperator(user, app.config.ADMIN_EMAILS);
      return {
        ...presentUser(user),
        isOperator: operator,
        emailVerified: user.emailVerified,
        operatorPending: !operator && isListedOperator(user.email, app.config.ADMIN_EMAILS),
        managed: user.managed,
        mustChangePassword: user.mustChangePassword,
      };
    },
  );

  app.get(
    '/api/user/overview',
    {
      config: {
        doc: {
          operationId: 'getAccountOverview',
          summary: 'The signed-in user’s portfolios, leagues and bank at a glance',
          auth: 'session',
        },
      },
      schema: { response: { 200: AccountOverviewSchema } },
    },
    async (request) => {
      return getAccountOverview({ db }, { userId: requireUser(request).id });
    },
  );

  app.put(
    '/api/user/timezone',
    {
      config: {
        doc: {
          operationId: 'updateTimezone',
          summary: 'Set the user’s time zone',
          auth: 'session',
          errors: ['USER_INVALID_TIMEZONE'],
        },
      },
      schema: { body: UpdateTimezoneRequestSchema, response: { 200: UserResponseSchema } },
    },
    async (request) => {
      const { id } = requireUser(request);
      const user = unwrap(await updateTimezone({ db, clock, sessionCache }, { ...request.body, userId: id }));
      return { user: presentUser(user) };
    },
  );

  app.put(
    '/api/user/profile',
    {
      config: {
        doc: {
          operationId: 'updateProfile',
          summary: 'Update name, email and time zone',
          auth: 'session',
          errors: [
            'USER_INVALID_TIMEZONE',
            'USER_CURRENT_PASSWORD_REQUIRED',
            'USER_CURRENT_PASSWORD_WRONG',
            'AUTH_EMAIL_TAKEN',
            'RATE_LIMITED',
          ],
        },
      },
      schema: { body: UpdateProfileRequestSchema, response: { 200: UpdateProfileResponseSchema } },
    },
    async (request) => {
      const { id, email } = requireUser(request);
      const changesEmail = normalizeEmail(request.body.email) !== normalizeEmail(email);
      await enforceRateLimits(request, [
        { rule: LIMITS.profileUpdatePerAccount, key: String(id) },
        ...(changesEmail ? [{ rule: LIMITS.emailChangePerAccount, key: String(id) }] : []),
      ]);
      const saved = unwrap(
        await updateProfile(mailingDeps(request, 'email confirmation'), { ...request.body, userId: id }),
      );
      const user = presentUser(saved.user);
      return saved.message === undefined ? { user } : { user, message: saved.message };
    },
  );

  app.post(
    '/api/user/password',
    {
      config: {
        doc: {
          operationId: 'changePassword',
          summary: 'Change the password; signs out every other session',
          auth: 'session',
          errors: ['AUTH_WEAK_PASSWORD', 'USER_CURRENT_PASSWORD_INCORRECT', 'RATE_LIMITED'],
        },
      },
      schema: { body: ChangePasswordRequestSchema, response: { 200: MessageResponseSchema } },
    },
    async (request) => {
      const session = request.session;
      if (!session) throw new Error('requireUser let an anonymous caller through');
      // A wrong current password counts as a failed sign-in (decision 006): a stolen session cannot guess it freely.
      const outcome = await throttleSignIn(
        {
          rateLimiter: app.deps.rateLimiter,
          clock,
          onLimiterError: (err) => request.log.error({ err }, 'rate limiter unavailable; password check allowed'),
        },
        {
          account: throttleAccountKey(session.user),
          address: clientAddressKey(request.ip),
          device: deviceTokenFrom(requestCookie(request, DEVICE_COOKIE)).tokenHash,
        },
        () =>
          changePassword(mailingDeps(request, 'password changed notice'), {
            ...request.body,
            userId: session.user.id,
            keepIdHash: session.idHash,
          }),
      );
      if ('throttled' in outcome) throw rateLimitedError(outcome.retryAfterMs);
      unwrap(outcome);
      return { message: AUTH_MESSAGES.passwordChanged };
    },
  );

  app.post(
    CONFIRM_EMAIL_URL,
    {
      config: {
        doc: {
          operationId: 'confirmEmailChange',
          summary: 'Confirm an email change with the emailed token',
          auth: 'optional',
          errors: ['USER_EMAIL_CONFIRMATION_INVALID', 'AUTH_EMAIL_TAKEN'],
        },
      },
      schema: { body: ConfirmEmailRequestSchema, response: { 200: ConfirmEmailResponseSchema } },
    },
    async (request) => {
      const caller = request.session ? { userId: request.session.user.id, idHash: request.session.idHash } : null;
      const { email } = unwrap(
        await confirmEmailChange(mailingDeps(request, 'email changed notice'), { ...request.body, caller }),
      );
      return { email, message: emailChangedMessage(email) };
    },
  );

  app.post(
    '/api/user/verify-email',
    {
      config: {
        doc: {
          operationId: 'requestEmailVerification',
          summary: 'Email a link proving the user’s address',
          auth: 'session',
          errors: ['RATE_LIMITED'],
        },
      },
      schema: { response: { 200: MessageResponseSchema } },
    },
    async (request) => {
      const { id } = requireUser(request);
      await enforceRateLimits(request, [{ rule: LIMITS.emailVerificationPerAccount, key: String(id) }]);
      return unwrap(await requestEmailVerification(mailingDeps(request, 'email verification'), { userId: id }));
    },
  );

  app.post(
    '/api/user/verify-email/confirm',
    {
      config: {
        doc: {
          operationId: 'confirmEmailVerification',
          summary: 'Prove the user’s address with the emailed token',
          auth: 'session',
          errors: ['USER_EMAIL_VERIFICATION_INVALID'],
        },
      },
      schema: { body: VerifyEmailRequestSchema, response: { 200: VerifyEmailResponseSchema } },
    },
    async (request) => {
      const { id } = requireUser(request);
      const { email } = unwrap(await verifyEmail({ db, clock, sessionCache }, { ...request.body, userId: id }));
      return { email, message: emailVerifiedMessage(email) };
    },
  );

  app.delete(
    '/api/user/account',
    {
      config: {
        doc: {
          operationId: 'deleteAccount',
          summary: 'Delete the signed-in user’s account',
          auth: 'session',
          errors: ['PAYMENT_PROVIDER_UNAVAILABLE'],
        },
      },
      schema: { response: { 200: MessageResponseSchema } },
    },
    async (request, reply) => {
      const { id } = requireUser(request);
      unwrap(
        await deleteAccount(
          { db, clock, sessionCache, payments: app.deps.payments, log: request.log, pubsub: app.deps.pubsub },
          { userId: id },
        ),
      );
      clearSessionCookie(reply, secure);
      return { message: AUTH_MESSAGES.accountDeleted };
    },
  );
}
