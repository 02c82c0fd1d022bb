import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { getMe, type SignedUpUser, sessionCookieOf, signIn, signUp } from './auth-builders.ts';

const NEW_PASSWORD = 'Fresh#Pass2027';

describe('changing the password in Settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const changePassword = (u: SignedUpUser, payload: Record<string, unknown>, remoteAddress = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/password',
      headers: { cookie: u.cookie },
      payload,
      remoteAddress,
    });

  it('sets the new password, keeps this session, signs every other session out and tells the address', async () => {
    const u = await signUp(t.app, { firstName: 'Ada' });
    const otherBrowser = sessionCookieOf(await signIn(t.app, u.email, u.password));
    const res = await changePassword(u, { currentPassword: u.password, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your password has been changed. Other devices were signed out.' });

    expect((await getMe(t.app, u.cookie)).statusCode).toBe(200);
    expect((await getMe(t.app, otherBrowser)).statusCode).toBe(401);
    expect((await signIn(t.app, u.email, u.password)).statusCode).toBe(401);
    expect((await signIn(t.app, u.email, NEW_PASSWORD)).statusCode).toBe(200);

    const notice = t.mailer.sent.filter((m) => m.to === u.email).at(-1);
    expect(notice?.subject).toBe('Your TradeArena password was changed');
    expect(notice?.text).toContain('Hi Ada,');
    expect(notice?.text).toContain('every other device was signed out');
    expect(notice?.text).not.toContain(NEW_PASSWORD);
  });

  it('refuses a wrong current password with 400 and changes nothing', async () => {
    const u = await signUp(t.app);
    const otherBrowser = sessionCookieOf(await signIn(t.app, u.email, u.password));
    const sentBefore = t.mailer.sent.length;
    const res = await changePassword(u, { currentPassword: 'Wrong#Pass1', newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'USER_CURRENT_PASSWORD_INCORRECT',
      error: 'Current password is incorrect',
      message: 'Current password is incorrect',
    });
    expect((await getMe(t.app, otherBrowser)).statusCode).toBe(200);
    expect((await signIn(t.app, u.email, u.password)).statusCode).toBe(200);
    expect(t.mailer.sent.length).toBe(sentBefore);
  });

  it('holds the new password to the sign-up policy and asks for both fields', async () => {
    const u = await signUp(t.app);
    const weak = await changePassword(u, { currentPassword: u.password, newPassword: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ code: 'AUTH_WEAK_PASSWORD' });
    const missing = await changePassword(u, { currentPassword: '', newPassword: NEW_PASSWORD });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: 'Please enter your current password' });
    expect((await signIn(t.app, u.email, u.password)).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/password',
      payload: { currentPassword: 'Secret#2026', newPassword: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'AUTH_REQUIRED' });
  });

  it('throttles wrong current passwords like sign-in failures, and the right one still works after the wait', async () => {
    const u = await signUp(t.app);
    const address = '198.51.100.7';
    const answers: number[] = [];
    for (let i = 0; i < 7; i++) {
      answers.push(
        (await changePassword(u, { currentPassword: `Wrong#Pass${i}`, newPassword: NEW_PASSWORD }, address)).statusCode,
      );
    }
    // Five free failures, then the pair's backoff answers 429 before the password is checked.
    expect(answers.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(answers.slice(5)).toContain(429);
    const limited = await changePassword(u, { currentPassword: u.password, newPassword: NEW_PASSWORD }, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    t.clock.advance(16 * 60 * 1000);
    const res = await changePassword(u, { currentPassword: u.password, newPassword: NEW_PASSWORD }, address);
    expect(res.statusCode).toBe(200);
  });
});
