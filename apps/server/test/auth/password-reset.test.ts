import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { getMe, signIn, signUp } from './auth-builders.ts';

const SAME_ANSWER = {
  message: 'If an account exists for that email, we have sent a link to reset your password. It expires in 1 hour.',
};
const INVALID_LINK = {
  code: 'AUTH_RESET_INVALID',
  error: 'Invalid or expired reset link',
  message: 'Invalid or expired reset link',
};

describe('password reset by email', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://play.tradearena.example' } });
  });
  afterAll(() => t.close());

  const forgot = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
  const reset = (token: string, newPassword: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword } });
  /** Asks for a reset and returns the token from the link in the email that arrived. */
  async function tokenFromEmail(email: string): Promise<string> {
    const before = t.mailer.sent.length;
    expect((await forgot(email)).statusCode).toBe(200);
    const mail = t.mailer.sent[before];
    if (!mail) throw new Error('no email sent');
    const link = /https:\/\/play\.tradearena\.example\/reset-password\?token=([\w-]+)/.exec(mail.text);
    if (!link?.[1]) throw new Error(`no link in ${mail.text}`);
    return link[1];
  }

  it('answers the same whether or not the address has an account, and emails only a real account', async () => {
    const u = await signUp(t.app);
    const before = t.mailer.sent.length;
    const known = await forgot(u.email);
    const unknown = await forgot('no-such-student@school.edu');
    expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
    expect(known.json()).toEqual(SAME_ANSWER);
    expect(unknown.json()).toEqual(SAME_ANSWER);
    expect(t.mailer.sent.slice(before).map((m) => m.to)).toEqual([u.email]);
  });

  it('sends a text and an HTML part, both with the PUBLIC_URL link to /reset-password', async () => {
    const u = await signUp(t.app, { firstName: 'Grace' });
    const token = await tokenFromEmail(u.email);
    const mail = t.mailer.sent.at(-1);
    expect(mail?.subject).toBe('Reset your TradeArena password');
    expect(mail?.text).toContain('Hi Grace,');
    expect(mail?.text).toContain('expires in 1 hour');
    expect(mail?.html).toContain(`href="https://play.tradearena.example/reset-password?token=${token}"`);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
  });

  it('stores only a hash of the token', async () => {
    const u = await signUp(t.app);
    const token = await tokenFromEmail(u.email);
    const rows = await t.deps.db.db
      .selectFrom('password_reset_tokens')
      .selectAll()
      .where('user_id', '=', u.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).not.toContain(token);
    expect(rows[0]?.expires_at).toBe(t.clock.now().getTime() + 60 * 60 * 1000);
  });

  it('sets the new password, signs every session out, and the old password stops working', async () => {
    const u = await signUp(t.app);
    const otherDevice = (await signIn(t.app, u.email, u.password)).cookies.find((c) => c.name === 'ta_session');
    const token = await tokenFromEmail(u.email);
    const res = await reset(token, 'Brand-New#Pass9');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your password has been reset. Please sign in with your new password.' });
    expect((await getMe(t.app, u.cookie)).statusCode).toBe(401);
    expect((await getMe(t.app, `ta_session=${otherDevice?.value}`)).statusCode).toBe(401);
    expect((await signIn(t.app, u.email, u.password)).statusCode).toBe(401);
    expect((await signIn(t.app, u.email, 'Brand-New#Pass9')).statusCode).toBe(200);
  });

  it('refuses a token used once already', async () => {
    const u = await signUp(t.app);
    const token = await tokenFromEmail(u.email);
    expect((await reset(token, 'First#Reset1')).statusCode).toBe(200);
    const again = await reset(token, 'Second#Reset2');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(INVALID_LINK);
    expect((await signIn(t.app, u.email, 'First#Reset1')).statusCode).toBe(200);
  });

  it('kills the other open links of the user once one is used', async () => {
    const u = await signUp(t.app);
    const older = await tokenFromEmail(u.email);
    const newer = await tokenFromEmail(u.email);
    expect((await reset(newer, 'Newer#Link1')).statusCode).toBe(200);
    expect((await reset(older, 'Older#Link2')).json()).toEqual(INVALID_LINK);
  });

  it('accepts a token until 1 hour has passed and refuses it after', async () => {
    const local = await createTestApp();
    try {
      const u = await signUp(local.app);
      await local.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: u.email } });
      const early = /token=([\w-]+)/.exec(local.mailer.sent[0]?.text ?? '')?.[1] ?? '';
      await local.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: u.email } });
      const late = /token=([\w-]+)/.exec(local.mailer.sent[1]?.text ?? '')?.[1] ?? '';
      const doReset = (token: string) =>
        local.app.inject({
          method: 'POST',
          url: '/api/auth/reset-password',
          payload: { token, newPassword: 'In#Time123' },
        });
      local.clock.advance(60 * 60 * 1000);
      const expired = await doReset(early);
      expect(expired.statusCode).toBe(400);
      expect(expired.json()).toEqual(INVALID_LINK);
      local.clock.set('2026-11-18T15:00:00Z');
      local.clock.advance(60 * 60 * 1000 - 1);
      expect((await doReset(late)).statusCode).toBe(200);
    } finally {
      await local.close();
    }
  });

  it('refuses a token that was never issued', async () => {
    const res = await reset('x'.repeat(43), 'Valid#Pass123');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(INVALID_LINK);
  });

  it.each([
    [{ newPassword: 'Valid#Pass1' }, 'Invalid reset token. Please request a new password reset.'],
    [{ token: '', newPassword: 'Valid#Pass1' }, 'Invalid reset token. Please request a new password reset.'],
    [{ token: 'abc' }, 'Please fill in all fields'],
    [{ token: 'abc', newPassword: 'Sh0rt!' }, 'Password must be at least 8 characters long'],
    [{ token: 'abc', newPassword: 'lowercase1!' }, 'Password must contain at least one uppercase letter'],
    [{ token: 'abc', newPassword: 'UPPERCASE1!' }, 'Password must contain at least one lowercase letter'],
    [{ token: 'abc', newPassword: 'NoNumbers!' }, 'Password must contain at least one number'],
    [{ token: 'abc', newPassword: 'NoSpecial12' }, 'Password must contain at least one special character'],
  ])('checks %j in the spec order and answers "%s"', async (payload, message) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: message, message });
  });

  it('checks the password rules before looking at the token', async () => {
    const u = await signUp(t.app);
    const token = await tokenFromEmail(u.email);
    expect((await reset(token, 'weakpass')).json().message).toBe('Password must contain at least one uppercase letter');
    expect((await reset(token, 'Strong#Pass1')).statusCode).toBe(200);
  });

  it('asks for an email address with the spec message', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please enter your email address');
  });
});
