import {
  AUTH_MESSAGES,
  ForgotPasswordRequestSchema,
  LoginRequestSchema,
  MessageResponseSchema,
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
  UserResponseSchema,
} from '@tradearena/contracts';
import { normalizeEmail } from '@tradearena/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { unwrap } from '../../app-error.ts';
import { useContractMessages } from '../../plugins/contract-validation.ts';
import { clientAddressKey, enforceRateLimits, rateLimitedError } from '../../plugins/rate-limit.ts';
import { requestCookie } from '../../plugins/request-cookie.ts';
import { clearSessionCookie, setDeviceCookie, setSessionCookie } from '../../plugins/session.ts';
import { DEVICE_COOKIE, deviceTokenFrom, AUTH_RATE_LIMITS as LIMITS, revokeSession } from '../accounts/index.ts';
import { presentUser } from './present-user.ts';
import { registerUser, type SignedIn } from './register-user.ts';
import { requestPasswordReset } from './request-password-reset.ts';
import { resetPassword } from './reset-password.ts';
import { signIn } from './sign-in.ts';
import { throttleKeyOfSignIn } from './sign-in-name.ts';
import { rememberSignIn, type SignInKeys, throttleSignIn } from './throttle-sign-in.ts';

/** Sign-up, sign-in, sign-out and password reset (docs/product/accounts.md#password-reset). HTTP only: rules live in the use-cases. */
export async function authRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  useContractMessages(app);
  const { clock, mailer, sessionCache } = app.deps;
  const db = app.deps.db.db;
  const secure = app.config.publicUrl.startsWith('https://');
  const startSession = (reply: FastifyReply, signedIn: SignedIn, device: { token: string }) => {
    setSessionCookie(reply, signedIn.session.token, signedIn.session.expiresAt, secure);
    setDeviceCookie(reply, device.token, clock.now(), secure);
    return { user: presentUser(signedIn.user) };
  };
  /** What the sign-in throttle counts a request by: account, address and browser. */
  const throttleKeys = (request: FastifyRequest, account: string, device: { tokenHash: string }): SignInKeys => ({
    account,
    address: clientAddressKey(request.ip),
    device: device.tokenHash,
  });

  app.post(
    '/api/auth/register',
    {
      config: {
        doc: {
          operationId: 'register',
          summary: 'Create an account and sign in',
          auth: 'optional',
          errors: ['AUTH_WEAK_PASSWORD', 'AUTH_EMAIL_TAKEN', 'AUTH_USERNAME_TAKEN', 'RATE_LIMITED'],
        },
      },
      schema: { body: RegisterRequestSchema, response: { 201: UserResponseSchema } },
    },
    async (request, reply) => {
      await enforceRateLimits(request, [{ rule: LIMITS.registerPerIp, key: clientAddressKey(request.ip) }]);
      const previousSessionIdHash = request.session?.idHash ?? null;
      const signedIn = unwrap(
        await registerUser({ db, clock, sessionCache }, { ...request.body, previousSessionIdHash }),
      );
      const device = deviceTokenFrom(requestCookie(request, DEVICE_COOKIE));
      await rememberSignIn(
        {
          rateLimiter: app.deps.rateLimiter,
          clock,
          onLimiterError: (err) => request.log.error({ err }, 'rate limiter unavailable; sign-up not remembered'),
        },
        throttleKeys(request, normalizeEmail(request.body.email), device),
      );
      return reply.code(201).send(startSession(reply, signedIn, device));
    },
  );

  app.post(
    '/api/auth/login',
    {
      config: {
        doc: {
          operationId: 'login',
          summary: 'Sign in: sets the session cookie',
          auth: 'optional',
          errors: ['AUTH_INVALID_CREDENTIALS', 'RATE_LIMITED'],
        },
      },
      schema: { body: LoginRequestSchema, response: { 200: UserResponseSchema } },
    },
    async (request, reply) => {
      const previousSessionIdHash = request.session?.idHash ?? null;
      const device = deviceTokenFrom(requestCookie(request, DEVICE_COOKIE));
      const outcome = await throttleSignIn(
        {
          rateLimiter: app.deps.rateLimiter,
          clock,
          onLimiterError: (err) => request.log.error({ err }, 'rate limiter unavailable; sign-in allowed'),
        },
        throttleKeys(request, await throttleKeyOfSignIn(db, request.body), device),
        () => signIn({ db, clock, sessionCache }, { ...request.body, previousSessionIdHash }),
      );
      if ('throttled' in outcome) throw rateLimitedError(outcome.retryAfterMs);
      return reply.send(startSession(reply, unwrap(outcome), device));
    },
  );

  app.post(
    '/api/auth/logout',
    {
      config: {
        doc: { operationId: 'logout', summary: 'Sign out: ends the session and clears its cookie', auth: 'optional' },
      },
      schema: { response: { 200: MessageResponseSchema } },
    },
    async (request, reply) => {
      if (request.session) await revokeSession({ db, sessionCache }, request.session.idHash);
      clearSessionCookie(reply, secure);
      return { message: AUTH_MESSAGES.signedOut };
    },
  );

  app.post(
    '/api/auth/forgot-password',
    {
      config: {
        doc: {
          operationId: 'forgotPassword',
          summary: 'Email a password-reset link',
          auth: 'public',
          errors: ['RATE_LIMITED'],
        },
      },
      schema: { body: ForgotPasswordRequestSchema, response: { 200: MessageResponseSchema } },
    },
    async (request) => {
      await enforceRateLimits(request, [
        { rule: LIMITS.forgotPasswordPerIp, key: clientAddressKey(request.ip) },
        { rule: LIMITS.forgotPasswordPerAccount, key: normalizeEmail(request.body.email) },
      ]);
      const deps = {
        db,
        clock,
        sessionCache,
        mailer,
        publicUrl: app.config.publicUrl,
        onMailError: (err: unknown) => request.log.error({ err }, 'password reset email failed'),
      };
      unwrap(await requestPasswordReset(deps, request.body));
      return { message: AUTH_MESSAGES.resetEmailSent };
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      config: {
        doc: {
          operationId: 'resetPassword',
          summary: 'Set a new password with a reset link’s token',
          auth: 'public',
          errors: ['AUTH_RESET_INVALID', 'AUTH_WEAK_PASSWORD'],
        },
      },
      schema: { body: ResetPasswordRequestSchema, response: { 200: MessageResponseSchema } },
    },
    async (request) => {
      unwrap(await resetPassword({ db, clock, sessionCache }, request.body));
      return { message: AUTH_MESSAGES.passwordResetDone };
    },
  );
}
