import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { buildSignUp, getMe, sessionCookieOf, signUp } from './auth-builders.ts';

describe('POST /api/auth/register', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const register = (payload: object) => t.app.inject({ method: 'POST', url: '/api/auth/register', payload });

  it('creates the account, answers 201 with the user and signs them in', async () => {
    const payload = buildSignUp({ firstName: '  Grace ', lastName: 'Hopper', email: ' Grace@School.EDU ' });
    const res = await register(payload);
    expect(res.statusCode).toBe(201);
    const { user } = res.json();
    expect(user).toEqual({
      id: expect.any(Number),
      username: payload.username,
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'Grace@School.EDU',
      isEducator: false,
      timezone: 'UTC',
      experience: 0,
      createdAt: '2026-11-18T15:00:00.000Z',
    });
    const me = await getMe(t.app, sessionCookieOf(res));
    expect(me.statusCode).toBe(200);
    // GET /api/user adds the operator hints (docs/product/accounts.md#roles): a fresh account has proven nothing and is listed nowhere;
    // a self-registered account is not one a teacher manages and has no temporary password (ADR 024).
    expect(me.json()).toEqual({
      ...user,
      isOperator: false,
      emailVerified: false,
      operatorPending: false,
      managed: false,
      mustChangePassword: false,
    });
  });

  it('gives the new user a personal portfolio with $100,000 cash', async () => {
    const { id } = await signUp(t.app);
    const portfolios = await t.deps.db.db
      .selectFrom('portfolios')
      .select(['cash_cents', 'starting_cash_cents'])
      .where('user_id', '=', id)
      .execute();
    expect(portfolios).toEqual([{ cash_cents: 10_000_000, starting_cash_cents: 10_000_000 }]);
  });

  it('stores the password as an argon2id hash, never as given', async () => {
    const { id, password } = await signUp(t.app);
    const row = await t.deps.db.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row.password_hash).not.toContain(password);
  });

  it('refuses an email already registered in another case with 409 saying the email is taken', async () => {
    const first = buildSignUp();
    await register(first);
    const res = await register(buildSignUp({ email: first.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'AUTH_EMAIL_TAKEN',
      error: 'An account with this email already exists',
      message: 'An account with this email already exists',
    });
  });

  it('refuses a username already taken, whatever its case, with 409 saying the username is taken', async () => {
    const first = buildSignUp();
    await register(first);
    const res = await register(buildSignUp({ username: first.username.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'AUTH_USERNAME_TAKEN', message: 'This username is already taken' });
  });

  it('lets only one of two simultaneous sign-ups with the same email through', async () => {
    const email = buildSignUp().email;
    const answers = await Promise.all([register(buildSignUp({ email })), register(buildSignUp({ email }))]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it.each([
    [{ firstName: '' }, 400, 'REQUEST_INVALID', 'Please fill in all required fields'],
    [{ username: '   ' }, 400, 'REQUEST_INVALID', 'Please fill in all required fields'],
    [{ email: 'not-an-email' }, 400, 'REQUEST_INVALID', 'Please enter a valid email address'],
    [{ username: 'ab' }, 400, 'REQUEST_INVALID', 'Username must be 3 to 20 characters: letters, digits or _'],
    [{ username: 'a'.repeat(21) }, 400, 'REQUEST_INVALID', 'Username must be 3 to 20 characters: letters, digits or _'],
    [{ username: 'bad-name' }, 400, 'REQUEST_INVALID', 'Username must be 3 to 20 characters: letters, digits or _'],
    [{ password: 'Sh0rt!' }, 400, 'AUTH_WEAK_PASSWORD', 'Password must be at least 8 characters long'],
    [{ password: 'lowercase1!' }, 400, 'AUTH_WEAK_PASSWORD', 'Password must contain at least one uppercase letter'],
    [{ password: 'UPPERCASE1!' }, 400, 'AUTH_WEAK_PASSWORD', 'Password must contain at least one lowercase letter'],
    [{ password: 'NoDigits!!' }, 400, 'AUTH_WEAK_PASSWORD', 'Password must contain at least one number'],
    [{ password: 'NoSpecial123' }, 400, 'AUTH_WEAK_PASSWORD', 'Password must contain at least one special character'],
  ])('refuses %j with %i %s "%s"', async (override, status, code, message) => {
    const res = await register(buildSignUp(override));
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ code, error: message, message });
  });

  it('answers a missing field with 400 and the fill-in message, never a 500', async () => {
    const { username: _omitted, ...rest } = buildSignUp();
    const res = await register(rest);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please fill in all required fields');
  });

  it('sets an httpOnly, SameSite=Lax session cookie valid 30 days, not Secure over http', async () => {
    const res = await register(buildSignUp());
    const cookie = res.cookies.find((c) => c.name === 'ta_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeUndefined();
    expect(new Date(cookie?.expires ?? 0).toISOString()).toBe('2026-12-18T15:00:00.000Z');
  });
});

describe('session cookie over https', () => {
  it('is Secure when PUBLIC_URL is https', async () => {
    const t = await createTestApp({ env: { PUBLIC_URL: 'https://tradearena.example' } });
    try {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: buildSignUp() });
      expect(res.statusCode).toBe(201);
      expect(res.cookies.find((c) => c.name === 'ta_session')).toMatchObject({ secure: true, httpOnly: true });
    } finally {
      await t.close();
    }
  });
});
