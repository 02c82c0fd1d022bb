import { CLASSROOM_MESSAGES, type ErrorCode } from '@tradearena/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../app-error.ts';

/** What an account with a temporary password may still call: read itself, set a password, sign out or in again. */
const OPEN_WHILE_PASSWORD_TEMPORARY = new Set([
  'GET /api/user',
  'POST /api/user/password',
  'POST /api/auth/logout',
  'POST /api/auth/login',
  'POST /api/auth/register',
  'GET /api/health',
  'GET /api/health/live',
]);

/**
 * What a student account a teacher manages may not use (ADR 024, docs/product/educators.md): it has no email and is
 * private to its class. Matched on the route's pattern, first match wins.
 */
const REFUSED_TO_MANAGED: { match: (method: string, url: string) => boolean; message: string }[] = [
  { match: (_m, url) => url.startsWith('/api/payments/'), message: CLASSROOM_MESSAGES.managedNoPayments },
  { match: (_m, url) => url.startsWith('/api/billing/'), message: CLASSROOM_MESSAGES.managedNoPayments },
  { match: (_m, url) => url.startsWith('/api/user/subscription'), message: CLASSROOM_MESSAGES.managedNoPayments },
  { match: (m, url) => m === 'POST' && url === '/api/feedback', message: CLASSROOM_MESSAGES.managedNoReviews },
  { match: (m, url) => m === 'PUT' && url === '/api/user/profile', message: CLASSROOM_MESSAGES.managedNoEmail },
  { match: (_m, url) => url.startsWith('/api/user/verify-email'), message: CLASSROOM_MESSAGES.managedNoEmail },
  { match: (_m, url) => url === '/api/user/confirm-email', message: CLASSROOM_MESSAGES.managedNoEmail },
  { match: (_m, url) => url === '/api/competitions/:id/invite', message: CLASSROOM_MESSAGES.managedNoEmail },
  {
    match: (m, url) => m === 'POST' && url === '/api/competition/:id/join',
    message: CLASSROOM_MESSAGES.managedClassOnly,
  },
];

/** The codes the gate may answer on a route (the OpenAPI document lists them on each operation). */
export function managedAccountGateCodes(method: string, url: string): ErrorCode[] {
  const m = method.toUpperCase();
  if (!url.startsWith('/api/') || OPEN_WHILE_PASSWORD_TEMPORARY.has(`${m} ${url}`)) return [];
  const refused = REFUSED_TO_MANAGED.some((r) => r.match(m, url));
  return refused
    ? ['USER_PASSWORD_CHANGE_REQUIRED', 'USER_MANAGED_ACCOUNT_REFUSED']
    : ['USER_PASSWORD_CHANGE_REQUIRED'];
}

/**
 * Checked by the session hook once the user is known, before any route (plugins/session.ts `gate`): an account
 * signed in with a temporary password gets 403 USER_PASSWORD_CHANGE_REQUIRED on every call but
 * OPEN_WHILE_PASSWORD_TEMPORARY, and a managed student account 403 USER_MANAGED_ACCOUNT_REFUSED on REFUSED_TO_MANAGED.
 * Signed-out requests pass (each route asks for a session).
 */
export function managedAccountRefusal(request: FastifyRequest): AppError | null {
  const user = request.session?.user;
  // Most requests: no gate applies, and the route (a new object on every read of routeOptions) is not looked at.
  if (!user || !(user.mustChangePassword || user.managed)) return null;
  const url = request.routeOptions.url ?? '';
  if (!url.startsWith('/api/')) return null;
  if (user.mustChangePassword && !OPEN_WHILE_PASSWORD_TEMPORARY.has(`${request.method} ${url}`)) {
    return new AppError('USER_PASSWORD_CHANGE_REQUIRED', CLASSROOM_MESSAGES.passwordChangeRequired);
  }
  if (!user.managed) return null;
  const refused = REFUSED_TO_MANAGED.find((r) => r.match(request.method, url));
  return refused ? new AppError('USER_MANAGED_ACCOUNT_REFUSED', refused.message) : null;
}
