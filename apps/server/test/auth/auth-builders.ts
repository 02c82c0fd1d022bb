import type { LightMyRequestResponse } from 'fastify';
import type { AppInstance } from '../../src/app.ts';

let serial = 0;

export const GOOD_PASSWORD = 'Secret#2026';

/** A valid sign-up payload, unique per call; override any field. */
export function buildSignUp(
  overrides: Partial<Record<'email' | 'password' | 'firstName' | 'lastName' | 'username', string>> = {},
) {
  serial += 1;
  return {
    email: `student${serial}@school.edu`,
    password: GOOD_PASSWORD,
    firstName: 'Ada',
    lastName: 'Lovelace',
    username: `student_${serial}`,
    ...overrides,
  };
}

/** `name=value` of the session cookie a response set, for the next request's Cookie header. */
export function sessionCookieOf(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === 'ta_session');
  if (!cookie?.value) throw new Error(`no session cookie in the answer (${res.statusCode} ${res.body})`);
  return `ta_session=${cookie.value}`;
}

/**
 * `name=value` of the session cookie among the Set-Cookie headers of a fetch answer (`res.headers.getSetCookie()`);
 * `what` describes the answer in the error when there is none.
 */
export function sessionCookieFrom(setCookie: string[], what: string): string {
  const cookie = setCookie.find((c) => c.startsWith('ta_session='));
  if (!cookie) throw new Error(`no session cookie (${what})`);
  return cookie.split(';')[0]!;
}

/** `name=value` of the device cookie a response set (the sign-in throttle's browser), or null when it set none. */
export function deviceCookieOf(res: LightMyRequestResponse): string | null {
  const cookie = res.cookies.find((c) => c.name === 'ta_device');
  return cookie?.value ? `ta_device=${cookie.value}` : null;
}

export interface SignedUpUser {
  cookie: string;
  /** The device cookie the browser that signed up keeps after signing out, or null. */
  device: string | null;
  id: number;
  email: string;
  password: string;
  username: string;
}

/** Signs up through the API and returns the session cookie and credentials. */
export async function signUp(
  app: AppInstance,
  overrides: Parameters<typeof buildSignUp>[0] = {},
  remoteAddress = '127.0.0.1',
): Promise<SignedUpUser> {
  const payload = buildSignUp(overrides);
  const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload, remoteAddress });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  return {
    cookie: sessionCookieOf(res),
    device: deviceCookieOf(res),
    id: res.json().user.id,
    email: payload.email,
    password: payload.password,
    username: payload.username,
  };
}

/** Signs in from `remoteAddress`; `cookie` is the browser's Cookie header (its device cookie), none by default. */
export function signIn(
  app: AppInstance,
  email: string,
  password: string,
  remoteAddress = '127.0.0.1',
  cookie: string | null = null,
) {
  const headers = cookie ? { cookie } : {};
  return app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress, headers });
}

export function getMe(app: AppInstance, cookie: string) {
  return app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
}
