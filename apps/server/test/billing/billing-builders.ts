import { expect } from 'vitest';
import type { AppInstance } from '../../src/app.ts';
import type { AppDeps } from '../../src/deps.ts';
import { createSession } from '../../src/modules/accounts/sessions.ts';
import { CARDS, confirmCard, forceProcess } from '../payments/payment-builders.ts';

/** The wizard's steps 1 and 2, valid; `overrides` changes fields (undefined removes one). */
export function signupForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const form: Record<string, unknown> = {
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@lincoln.edu',
    phone: '555-0100',
    jobTitle: 'Economics Teacher',
    institutionName: 'Lincoln High School',
    institutionType: 'high-school',
    institutionAddress: '1 School Road',
    institutionCity: 'Springfield',
    institutionState: 'IL',
    institutionZip: '62701',
    estimatedStudents: 30,
    username: 'ghopper',
    password: 'Navy1906!cobol',
    confirmPassword: 'Navy1906!cobol',
    ...overrides,
  };
  for (const [k, v] of Object.entries(overrides)) if (v === undefined) delete form[k];
  return form;
}

/** The wizard's form as a signed-in player sends it to upgrade: no username or password; `overrides` as signupForm. */
export function upgradeForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return signupForm({ username: undefined, password: undefined, confirmPassword: undefined, ...overrides });
}

export function startSubscription(app: AppInstance, cookie: string | null, body: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: '/api/payments/educator-subscription',
    headers: cookie ? { cookie } : {},
    payload: body,
  });
}

/** The session cookie a response set (`name=value`). */
export function cookieOf(res: { headers: Record<string, unknown> }): string {
  const raw = res.headers['set-cookie'];
  const first = (Array.isArray(raw) ? raw[0] : raw) as string | undefined;
  if (!first) throw new Error('no session cookie set');
  return first.split(';')[0] as string;
}

/** Signed out through the wizard, then pays with `card` (4242… by default) as the card step and success page do. */
export async function subscribeAndPay(app: AppInstance, form = signupForm(), card: string = CARDS.success) {
  const started = await startSubscription(app, null, form);
  expect(started.statusCode, started.body).toBe(200);
  const intent = started.json() as { paymentIntentId: string; clientSecret: string; subscriptionId: string };
  const who = { cookie: cookieOf(started) };
  const confirmed = await confirmCard(app, who, intent, card);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const processed = await forceProcess(app, who, intent.paymentIntentId);
  expect(processed.json()).toMatchObject({ status: 'succeeded', fulfilled: true });
  const me = await app.inject({ method: 'GET', url: '/api/user', headers: { cookie: who.cookie } });
  return { who, intent, userId: me.json().id as number };
}

export async function getJson(app: AppInstance, who: { cookie: string }, url: string) {
  const res = await app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });
  return { status: res.statusCode, body: res.json() };
}

export function postEmpty(app: AppInstance, who: { cookie: string }, url: string, payload: object = {}) {
  return app.inject({ method: 'POST', url, headers: { cookie: who.cookie }, payload });
}

/** A fresh session for the user at the clock's now (a year later the wizard's session has expired). */
export async function signInAgain(deps: AppDeps, userId: number): Promise<{ cookie: string }> {
  const session = await createSession(deps.db.db, userId, deps.clock.now());
  return { cookie: `ta_session=${session.token}` };
}
