import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { getMe, signIn, signUp } from './auth-builders.ts';

describe('the signed-in user: timezone, profile and account deletion', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const put = (url: string, cookie: string, payload: object) =>
    t.app.inject({ method: 'PUT', url, headers: { cookie }, payload });

  it('saves an IANA timezone and answers the updated user', async () => {
    const u = await signUp(t.app);
    const res = await put('/api/user/timezone', u.cookie, { timezone: 'America/Chicago' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.timezone).toBe('America/Chicago');
    expect((await getMe(t.app, u.cookie)).json().timezone).toBe('America/Chicago');
    // Typed in another case, it is stored as the zone's own name.
    const lower = await put('/api/user/timezone', u.cookie, { timezone: 'america/new_york' });
    expect(lower.json().user.timezone).toBe('America/New_York');
    expect((await getMe(t.app, u.cookie)).json().timezone).toBe('America/New_York');
  });

  it.each(['Mars/Olympus', '+02:00', ''])(
    'refuses the timezone %j with 400 USER_INVALID_TIMEZONE',
    async (timezone) => {
      const u = await signUp(t.app);
      const res = await put('/api/user/timezone', u.cookie, { timezone });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'USER_INVALID_TIMEZONE' });
    },
  );

  it('requires a session for every user route', async () => {
    const answers = await Promise.all([
      t.app.inject({ method: 'PUT', url: '/api/user/timezone', payload: { timezone: 'UTC' } }),
      t.app.inject({
        method: 'PUT',
        url: '/api/user/profile',
        payload: { firstName: 'a', lastName: 'b', email: 'a@b.co' },
      }),
      t.app.inject({ method: 'DELETE', url: '/api/user/account' }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([401, 401, 401]);
  });

  it('asks an anonymous caller to sign in before looking at the body', async () => {
    const answers = await Promise.all([
      t.app.inject({ method: 'PUT', url: '/api/user/timezone', payload: { timezone: 'Mars/Olympus' } }),
      t.app.inject({ method: 'PUT', url: '/api/user/profile', payload: {} }),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('AUTH_REQUIRED');
    }
  });

  it('updates names, trimmed, at once, and a new email (trimmed) once its emailed link is opened', async () => {
    const u = await signUp(t.app);
    const res = await put('/api/user/profile', u.cookie, {
      firstName: '  Katherine ',
      lastName: ' Johnson ',
      email: ' Katherine.J@School.edu ',
      timezone: 'America/New_York',
      currentPassword: u.password,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      firstName: 'Katherine',
      lastName: 'Johnson',
      email: u.email,
      timezone: 'America/New_York',
    });
    const token = /confirm-email\?token=([\w-]+)/.exec(t.mailer.sent.at(-1)?.text ?? '')?.[1] ?? '';
    expect(t.mailer.sent.at(-1)?.to).toBe('Katherine.J@School.edu');
    const confirmed = await t.app.inject({ method: 'POST', url: '/api/user/confirm-email', payload: { token } });
    expect(confirmed.json()).toMatchObject({ email: 'Katherine.J@School.edu' });
    expect((await signIn(t.app, 'katherine.j@school.edu', u.password)).statusCode).toBe(200);
    expect((await signIn(t.app, u.email, u.password)).statusCode).toBe(401);
  });

  it('changes only the capitals of its own email at once, without a password', async () => {
    const u = await signUp(t.app);
    const res = await put('/api/user/profile', u.cookie, {
      firstName: 'A',
      lastName: 'B',
      email: u.email.toUpperCase(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: expect.objectContaining({ email: u.email.toUpperCase() }) });
  });

  it('requires first name, last name and email after trimming', async () => {
    const u = await signUp(t.app);
    const res = await put('/api/user/profile', u.cookie, {
      firstName: '   ',
      lastName: 'L',
      email: u.email,
      timezone: 'UTC',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'REQUEST_INVALID',
      error: 'Please fill in all required fields',
      message: 'Please fill in all required fields',
    });
  });

  it("does not reveal another account's email: the same 200 as a free address, and nothing changes", async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    const res = await put('/api/user/profile', bob.cookie, {
      firstName: 'Bob',
      lastName: 'B',
      email: alice.email.toUpperCase(),
      currentPassword: bob.password,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: { email: bob.email }, message: expect.stringContaining('We sent') });
    expect((await getMe(t.app, alice.cookie)).json().email).toBe(alice.email);
  });

  it('keeps its own email when only the names change', async () => {
    const u = await signUp(t.app);
    const res = await put('/api/user/profile', u.cookie, { firstName: 'New', lastName: 'Name', email: u.email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: expect.objectContaining({ firstName: 'New', timezone: 'UTC' }) });
  });

  it('deletes the account: signed out everywhere, personal data erased, the email free to register again', async () => {
    const u = await signUp(t.app, { firstName: 'Erase', lastName: 'Me' });
    const otherDevice = (await signIn(t.app, u.email, u.password)).cookies.find((c) => c.name === 'ta_session');
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/user/account',
      headers: { cookie: u.cookie, 'x-user-id': String(u.id) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your account has been deleted' });
    expect(res.cookies.find((c) => c.name === 'ta_session')?.value).toBe('');
    expect((await getMe(t.app, u.cookie)).statusCode).toBe(401);
    expect((await getMe(t.app, `ta_session=${otherDevice?.value}`)).statusCode).toBe(401);
    expect((await signIn(t.app, u.email, u.password)).statusCode).toBe(401);

    const row = await t.deps.db.db.selectFrom('users').selectAll().where('id', '=', u.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      email: null,
      email_normalized: null,
      first_name: 'Deleted',
      last_name: 'player',
      username: `deleted-${u.id}`,
      deleted_at: t.clock.now().getTime(),
    });
    expect(JSON.stringify(row)).not.toContain('Erase');

    const again = await signUp(t.app, { email: u.email, username: u.username });
    expect(again.id).not.toBe(u.id);
  });

  it('sends no reset email for a deleted account', async () => {
    const u = await signUp(t.app);
    await t.app.inject({ method: 'DELETE', url: '/api/user/account', headers: { cookie: u.cookie } });
    const before = t.mailer.sent.length;
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: u.email } });
    expect(res.statusCode).toBe(200);
    expect(t.mailer.sent.length).toBe(before);
  });
});
