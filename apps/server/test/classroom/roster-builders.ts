import type { AppInstance } from '../../src/app.ts';
import { sessionCookieOf } from '../auth/auth-builders.ts';
import type { Trader } from '../trading/trading-builders.ts';

/** POST /api/educator/leagues/:leagueId/roster as `who`: a JSON body, or CSV text sent as text/csv. */
export function importRoster(
  app: AppInstance,
  who: Pick<Trader, 'cookie'> | null,
  leagueId: number,
  body: string | { students: { firstName: string; lastName: string; studentId?: string }[] },
) {
  return app.inject({
    method: 'POST',
    url: `/api/educator/leagues/${leagueId}/roster`,
    headers: {
      ...(who ? { cookie: who.cookie } : {}),
      ...(typeof body === 'string' ? { 'content-type': 'text/csv' } : {}),
    },
    payload: body,
  });
}

/** POST /api/auth/login with a username. */
export function signInByUsername(app: AppInstance, username: string, password: string, remoteAddress = '127.0.0.1') {
  return app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress });
}

/** Signs a managed student in with the temporary password and sets `newPassword`; answers the session cookie. */
export async function takeOverAccount(
  app: AppInstance,
  student: { username: string; temporaryPassword: string },
  newPassword: string,
): Promise<string> {
  const cookie = sessionCookieOf(await signInByUsername(app, student.username, student.temporaryPassword));
  const changed = await app.inject({
    method: 'POST',
    url: '/api/user/password',
    headers: { cookie },
    payload: { currentPassword: student.temporaryPassword, newPassword },
  });
  if (changed.statusCode !== 200) throw new Error(`password: ${changed.statusCode} ${changed.body}`);
  return cookie;
}
