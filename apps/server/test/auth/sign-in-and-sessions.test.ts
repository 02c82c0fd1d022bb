import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { getMe, sessionCookieOf, signIn, signUp } from './auth-builders.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('sign-in, sessions and sign-out', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('signs in with the email in any case and answers the user with a session cookie', async () => {
    const u = await signUp(t.app);
    const res = await signIn(t.app, `  ${u.email.toUpperCase()} `, u.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: u.id, username: u.username, email: u.email });
    expect((await getMe(t.app, sessionCookieOf(res))).json().id).toBe(u.id);
  });

  it('answers a wrong password and an unknown email with the same 401 and message', async () => {
    const u = await signUp(t.app);
    const wrongPassword = await signIn(t.app, u.email, 'Wrong#Pass1');
    const unknownEmail = await signIn(t.app, 'nobody-here@school.edu', u.password);
    const expected = {
      code: 'AUTH_INVALID_CREDENTIALS',
      error: 'Invalid email or password',
      message: 'Invalid email or password',
    };
    expect([wrongPassword.statusCode, unknownEmail.statusCode]).toEqual([401, 401]);
    expect(wrongPassword.json()).toEqual(expected);
    expect(unknownEmail.json()).toEqual(expected);
    expect(wrongPassword.cookies.find((c) => c.name === 'ta_session')).toBeUndefined();
  });

  it('asks for both fields with the spec message', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'a@b.co' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'REQUEST_INVALID', message: 'Please fill in all fields' });
  });

  it('gives a new session id at every sign-in and revokes the one the browser had', async () => {
    const u = await signUp(t.app);
    const first = await signIn(t.app, u.email, u.password);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: u.email, password: u.password },
      headers: { cookie: sessionCookieOf(first) },
    });
    expect(sessionCookieOf(again)).not.toBe(sessionCookieOf(first));
    expect((await getMe(t.app, sessionCookieOf(first))).statusCode).toBe(401);
    expect((await getMe(t.app, sessionCookieOf(again))).statusCode).toBe(200);
  });

  it('stores only a hash of the session id', async () => {
    const u = await signUp(t.app);
    const token = u.cookie.split('=')[1] ?? '';
    const rows = await t.deps.db.db.selectFrom('sessions').select('id_hash').where('user_id', '=', u.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.id_hash).not.toContain(token);
  });

  it('signs out: the session is revoked on the server and the cookie cleared', async () => {
    const u = await signUp(t.app);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: u.cookie } });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'Signed out' });
    const cleared = out.cookies.find((c) => c.name === 'ta_session');
    expect(cleared?.value).toBe('');
    expect(new Date(cleared?.expires ?? Date.now()).getTime()).toBeLessThan(Date.now());
    // The old cookie, replayed, no longer works: the server forgot the session.
    const replay = await getMe(t.app, u.cookie);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'AUTH_REQUIRED' });
  });

  it('signs out without a session too (a repeated sign-out is harmless)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(res.statusCode).toBe(200);
  });

  it('keeps a session alive 30 days after the last use (sliding) and ends it 30 days after', async () => {
    const local = await createTestApp();
    try {
      const u = await signUp(local.app);
      local.clock.advance(29 * DAY);
      const used = await getMe(local.app, u.cookie);
      expect(used.statusCode).toBe(200);
      // The renewed cookie is sent back with the new expiry.
      const renewed = used.cookies.find((c) => c.name === 'ta_session');
      expect(new Date(renewed?.expires ?? 0).getTime()).toBe(local.clock.now().getTime() + 30 * DAY);
      local.clock.advance(29 * DAY);
      expect((await getMe(local.app, u.cookie)).statusCode).toBe(200);
      local.clock.advance(30 * DAY + 1);
      expect((await getMe(local.app, u.cookie)).statusCode).toBe(401);
    } finally {
      await local.close();
    }
  });

  it('answers GET /api/user without a session with 401', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      code: 'AUTH_REQUIRED',
      error: 'Please sign in to continue',
      message: 'Please sign in to continue',
    });
  });
});
