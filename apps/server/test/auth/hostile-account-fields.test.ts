import { AUTH_MESSAGES } from '@tradearena/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { buildSignUp, type SignedUpUser, signUp } from './auth-builders.ts';

const NAME_INVALID = AUTH_MESSAGES.nameInvalid;

/**
 * A NUL or another control character in a name or an email is refused with a 400 on both dialects: PostgreSQL
 * cannot store NUL in text (it would fail the query with a 500), and SQLite would store it silently.
 */
describe('hostile account fields', () => {
  let t: TestApp;
  let user: SignedUpUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await signUp(t.app);
  });
  afterAll(() => t.close());

  const send = (method: 'POST' | 'PUT', url: string, payload: object, cookie?: string) =>
    t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

  it.each([
    ['a first name', { firstName: 'Ada\u0000' }, NAME_INVALID],
    ['a last name', { lastName: 'Love\u0007lace' }, NAME_INVALID],
    ['a first name', { firstName: 'x\ud800y' }, NAME_INVALID],
    ['a last name', { lastName: 'evil\u202Egnp' }, NAME_INVALID],
    ['an email', { email: 'ada\u0000@school.edu' }, 'Please enter a valid email address'],
  ])(
    'refuses sign-up with a NUL, control, text-direction or broken character in %s with 400',
    async (_what, override, message) => {
      const res = await send('POST', '/api/auth/register', buildSignUp(override));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: message, message, code: 'REQUEST_INVALID' });
    },
  );

  it('answers a sign-in with a NUL in the email with 400, not a 500', async () => {
    const res = await send('POST', '/api/auth/login', { email: 'ada\u0000@school.edu', password: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please enter a valid email address');
  });

  it('refuses a sign-in with an email longer than any address (up to the body limit) with 400', async () => {
    // Before the shape check, each such attempt left a rate-limit bucket keyed by the whole string in memory.
    const res = await send('POST', '/api/auth/login', { email: `${'a'.repeat(500_000)}@school.edu`, password: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please enter a valid email address');
  });

  it('answers forgot-password with a NUL in the email with 400, not a 500', async () => {
    const res = await send('POST', '/api/auth/forgot-password', { email: 'ada\u0000@school.edu' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please enter a valid email address');
  });

  it.each([
    ['a name', { firstName: 'Ada\u0000', lastName: 'Lovelace' }, NAME_INVALID],
    ['a name', { firstName: 'Ada', lastName: 'Love\udc00lace' }, NAME_INVALID],
    [
      'the email',
      { firstName: 'Ada', lastName: 'Lovelace', email: 'x\u0000@school.edu' },
      'Please enter a valid email address',
    ],
  ])(
    'refuses a profile with a NUL or broken character in %s with 400 and keeps the profile',
    async (_what, fields, message) => {
      const res = await send('PUT', '/api/user/profile', { email: user.email, ...fields }, user.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: user.cookie } });
      expect(me.json()).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', email: user.email });
    },
  );

  it('still accepts names with accents, apostrophes and hyphens', async () => {
    const res = await send('POST', '/api/auth/register', buildSignUp({ firstName: 'Zoë-Anne', lastName: "O'Brien" }));
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ firstName: 'Zoë-Anne', lastName: "O'Brien" });
  });
});
