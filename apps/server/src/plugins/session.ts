import { AUTH_MESSAGES } from '@tradearena/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../adapters/db/schema.ts';
import { AppError } from '../app-error.ts';
import type { SessionCache } from '../modules/accounts/index.ts';
import {
  DEVICE_COOKIE,
  DEVICE_COOKIE_TTL_MS,
  type ResolvedSession,
  resolveCachedSession,
  resolveSession,
  SESSION_COOKIE,
  type SessionUser,
} from '../modules/accounts/index.ts';
import { type Clock, clockMs } from '../ports/clock.ts';
import { requestCookie } from './request-cookie.ts';

declare module 'fastify' {
  interface FastifyRequest {
    session: ResolvedSession | null;
  }
}

/** The methods that change state: checked against the request's Origin. */
export const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * Routes where identity headers are not used at all, so never refused: signing up and in prove identity by the
 * password given, signing out ends the cookie's own session. A browser holding a stale stored user must still be
 * able to do all three.
 */
export const IDENTITY_HEADERS_IGNORED = new Set(['/api/auth/register', '/api/auth/login', '/api/auth/logout']);

export interface SessionOptions {
  db: Kysely<Database>;
  clock: Clock;
  /** Resolved sessions kept in memory; invalidations from other instances arrive while the app is ready. */
  sessionCache: SessionCache;
  secureCookies: boolean;
  /** Origins allowed to make state-changing requests besides the request's own host. */
  allowedOrigins: string[];
  /** Paths exempt from the Origin check (signed webhooks from payment providers). */
  originExemptPrefixes?: string[];
  /**
   * What the signed-in user may not reach, checked once the session is known (in this hook: one hook per request
   * instead of a second one after it); the error it gives answers the request.
   */
  gate?: (request: FastifyRequest) => Error | null;
}

/**
 * Identity from the httpOnly session cookie (docs/product/accounts.md#sessions-and-identity):
 * - `request.session` is the resolved session or null;
 * - `x-user-id` / `x-user-email` are accepted only when they match the session user, else 403;
 * - state-changing requests from a foreign `Origin` are refused with 403.
 */
export function registerSession(app: FastifyInstance, opts: SessionOptions): void {
  app.decorateRequest('session', null);
  let stopListening: (() => Promise<void>) | null = null;
  app.addHook('onReady', async () => {
    stopListening = await opts.sessionCache.listen();
  });
  app.addHook('onClose', async () => {
    await stopListening?.();
  });
  const deps = { db: opts.db, sessionCache: opts.sessionCache };
  // Callback style with a synchronous path: a session the cache knows costs no promise (most requests).
  app.addHook('onRequest', (request, reply, done) => {
    const token = requestCookie(request, SESSION_COOKIE);
    const settle = (session: ResolvedSession | null): Error | undefined => {
      try {
        request.session = session;
        if (session?.renewedUntil && token) setSessionCookie(reply, token, session.renewedUntil, opts.secureCookies);
        if (session && hasIdentityHeaders(request) && !IDENTITY_HEADERS_IGNORED.has(request.routeOptions.url ?? '')) {
          checkIdentityHeaders(request, session.user);
        }
        return opts.gate?.(request) ?? undefined;
      } catch (err) {
        return err as Error;
      }
    };
    let known: ResolvedSession | null | undefined = null;
    let t: number;
    try {
      if (UNSAFE_METHODS.has(request.method)) checkOrigin(request, opts);
      t = clockMs(opts.clock);
      if (token) known = resolveCachedSession(opts.sessionCache, token, t);
    } catch (err) {
      done(err as Error);
      return;
    }
    if (!token || known !== undefined) {
      done(settle(known ?? null));
      return;
    }
    resolveSession(deps, token, new Date(t)).then(
      (session) => done(settle(session)),
      (err: Error) => done(err),
    );
  });
}

function checkOrigin(request: FastifyRequest, opts: SessionOptions): void {
  const origin = request.headers.origin;
  if (!origin) {
    // Browsers that omit Origin still say where a request came from; a cross-site one is refused too.
    if (request.headers['sec-fetch-site'] === 'cross-site') {
      throw new AppError('AUTH_CROSS_SITE', 'Cross-site request refused');
    }
    return;
  }
  const path = request.url;
  if (opts.originExemptPrefixes?.some((p) => path.startsWith(p))) return;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    throw new AppError('AUTH_CROSS_SITE', 'Cross-site request refused');
  }
  if (host === request.headers.host) return;
  if (opts.allowedOrigins.some((o) => o === origin)) return;
  throw new AppError('AUTH_CROSS_SITE', 'Cross-site request refused');
}

/** Whether the request carries an identity header at all (most do not: the route need not be looked up). */
const hasIdentityHeaders = (request: FastifyRequest): boolean =>
  request.headers['x-user-id'] !== undefined || request.headers['x-user-email'] !== undefined;

function checkIdentityHeaders(request: FastifyRequest, user: SessionUser): void {
  const headerId = request.headers['x-user-id'];
  if (typeof headerId === 'string' && headerId !== '' && headerId !== String(user.id)) {
    throw new AppError('AUTH_IDENTITY_MISMATCH', 'The x-user-id header does not match the signed-in user');
  }
  const headerEmail = request.headers['x-user-email'];
  if (typeof headerEmail === 'string' && headerEmail !== '' && headerEmail.toLowerCase() !== user.email.toLowerCase()) {
    throw new AppError('AUTH_IDENTITY_MISMATCH', 'The x-user-email header does not match the signed-in user');
  }
}

export function setSessionCookie(reply: FastifyReply, token: string, expiresAt: number, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    expires: new Date(expiresAt),
  });
}

/** The device cookie (modules/auth/device-cookie.ts): sent only to the sign-in routes, kept after signing out. */
export function setDeviceCookie(reply: FastifyReply, token: string, now: Date, secure: boolean): void {
  reply.setCookie(DEVICE_COOKIE, token, {
    path: '/api/auth/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    expires: new Date(now.getTime() + DEVICE_COOKIE_TTL_MS),
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
}

/** The signed-in user, or a 401 AUTH_REQUIRED. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.session) throw new AppError('AUTH_REQUIRED', AUTH_MESSAGES.signInRequired);
  return request.session.user;
}
