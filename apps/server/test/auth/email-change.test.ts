import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { getMe, type SignedUpUser, sessionCookieOf, signIn, signUp } from './auth-builders.ts';

const PUBLIC_URL = 'https://play.tradearena.example';
const sentMessage = (email: string) => `We sent a confirmation link to ${email}. Your email changes when you open it.`;

describe('changing the email address (no takeover, no enumeration)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL } });
  });
  afterAll(() => t.close());

  let serial = 0;
  const freshAddress = () => `new-address-${++serial}@school.edu`;
  const saveProfile = (u: SignedUpUser, fields: { email: string; currentPassword?: string; firstName?: string }) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: { cookie: u.cookie },
      payload: { firstName: 'Ada', lastName: 'Lovelace', ...fields },
    });
  const confirm = (token: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/confirm-email',
      payload: { token },
      ...(cookie ? { headers: { cookie } } : {}),
    });
  const mailsTo = (to: string) => t.mailer.sent.filter((m) => m.to === to);
  /** Asks for the change with the right password and returns the token of the link mailed to the new address. */
  async function requestChange(u: SignedUpUser, email: string): Promise<string> {
    const res = await saveProfile(u, { email, currentPassword: u.password });
    expect(res.statusCode).toBe(200);
    const mail = mailsTo(email).at(-1);
    const token = new RegExp(`^${PUBLIC_URL}/confirm-email\\?token=([\\w-]+)$`, 'm').exec(mail?.text ?? '')?.[1];
    if (!token) throw new Error(`no confirmation link mailed to ${email}`);
    return token;
  }
  async function resetToken(email: string): Promise<string> {
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    const token = /reset-password\?token=([\w-]+)/.exec(mailsTo(email).at(-1)?.text ?? '')?.[1];
    if (!token) throw new Error(`no reset link mailed to ${email}`);
    return token;
  }

  it('refuses an email change without the current password, or with a wrong one, and changes nothing', async () => {
    const u = await signUp(t.app);
    const target = freshAddress();
    const missing = await saveProfile(u, { email: target, firstName: 'Mallory' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      code: 'USER_CURRENT_PASSWORD_REQUIRED',
      error: 'Please enter your current password to change your email',
      message: 'Please enter your current password to change your email',
    });
    const wrong = await saveProfile(u, { email: target, currentPassword: 'Wrong#Pass1', firstName: 'Mallory' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({
      code: 'USER_CURRENT_PASSWORD_WRONG',
      error: 'Current password is incorrect',
      message: 'Current password is incorrect',
    });
    expect((await getMe(t.app, u.cookie)).json()).toMatchObject({ email: u.email, firstName: 'Ada' });
    expect(mailsTo(target)).toEqual([]);
  });

  it('keeps the email until the link mailed to the new address is opened', async () => {
    const u = await signUp(t.app);
    const target = freshAddress();
    const res = await saveProfile(u, { email: target, currentPassword: u.password, firstName: 'Grace' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user: expect.objectContaining({ email: u.email, firstName: 'Grace' }),
      message: sentMessage(target),
    });
    expect((await getMe(t.app, u.cookie)).json()).toMatchObject({ email: u.email, firstName: 'Grace' });
    expect((await signIn(t.app, target, u.password)).statusCode).toBe(401);
    expect((await signIn(t.app, u.email, u.password)).statusCode).toBe(200);
    const mail = mailsTo(target)[0];
    expect(mail?.subject).toBe('Confirm your new TradeArena email address');
    expect(mail?.text).toContain('Hi Grace,');
    const token = /confirm-email\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(mail?.html).toContain(`href="${PUBLIC_URL}/confirm-email?token=${token}"`);
    const rows = await t.deps.db.db.selectFrom('email_change_tokens').selectAll().where('user_id', '=', u.id).execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(Number(rows[0]?.expires_at)).toBe(t.clock.now().getTime() + 24 * 60 * 60 * 1000);
  });

  it('on confirmation: changes the email, kills old reset links, signs out other sessions, tells the old address', async () => {
    const u = await signUp(t.app, { firstName: 'Ada' });
    const otherDevice = sessionCookieOf(await signIn(t.app, u.email, u.password));
    const thief = sessionCookieOf(await signIn(t.app, u.email, u.password, '203.0.113.9'));
    const oldResetLink = await resetToken(u.email);
    const target = freshAddress();
    const token = await requestChange(u, target);

    const res = await confirm(token, u.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: target, message: `Your email address is now ${target}.` });

    // The confirming browser stays signed in; every other session of the user ends, cached or not.
    expect((await getMe(t.app, u.cookie)).json().email).toBe(target);
    expect((await getMe(t.app, otherDevice)).statusCode).toBe(401);
    expect((await getMe(t.app, thief)).statusCode).toBe(401);
    // A reset link mailed to the old address before the change no longer works.
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: oldResetLink, newPassword: 'Taken#Over99' },
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json()).toMatchObject({ code: 'AUTH_RESET_INVALID', message: 'Invalid or expired reset link' });
    // The new address signs in, the old one no longer does.
    expect((await signIn(t.app, target, u.password)).statusCode).toBe(200);
    expect((await signIn(t.app, u.email, u.password)).statusCode).toBe(401);
    // The old address is told, with the new address and what to do if it was not the owner.
    const notice = mailsTo(u.email).at(-1);
    expect(notice?.subject).toBe('Your TradeArena email address was changed');
    expect(notice?.text).toContain(`Your TradeArena email was changed to ${target}`);
    expect(notice?.text).toContain("If this wasn't you");
    // The link works once.
    const again = await confirm(token, u.cookie);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      code: 'USER_EMAIL_CONFIRMATION_INVALID',
      error: 'Invalid or expired confirmation link',
      message: 'Invalid or expired confirmation link',
    });
  });

  it('confirmed from a signed-out browser, signs out every session of the user', async () => {
    const u = await signUp(t.app);
    const token = await requestChange(u, freshAddress());
    expect((await confirm(token)).statusCode).toBe(200);
    expect((await getMe(t.app, u.cookie)).statusCode).toBe(401);
  });

  it("confirmed in another user's browser, keeps that browser's session and signs out every one of the user's", async () => {
    const u = await signUp(t.app);
    const other = await signUp(t.app);
    const token = await requestChange(u, freshAddress());
    expect((await confirm(token, other.cookie)).statusCode).toBe(200);
    expect((await getMe(t.app, u.cookie)).statusCode).toBe(401);
    expect((await getMe(t.app, other.cookie)).json().email).toBe(other.email);
  });

  it("answers byte-for-byte the same for another account's address as for a free one, and mails nothing to it", async () => {
    const owner = await signUp(t.app);
    const prober = await signUp(t.app);
    const free = freshAddress();
    const taken = await saveProfile(prober, { email: owner.email.toUpperCase(), currentPassword: prober.password });
    const open = await saveProfile(prober, { email: free, currentPassword: prober.password });
    expect([taken.statusCode, open.statusCode]).toEqual([200, 200]);
    expect(taken.body.replace(owner.email.toUpperCase(), '<address>')).toBe(open.body.replace(free, '<address>'));
    expect(taken.headers['content-type']).toBe(open.headers['content-type']);
    expect(mailsTo(owner.email.toUpperCase())).toEqual([]);
    expect(mailsTo(owner.email)).toEqual([]);
    expect(mailsTo(free)).toHaveLength(1);
  });

  it('refuses the link with 409 when another account took the address meanwhile', async () => {
    const u = await signUp(t.app);
    const target = freshAddress();
    const token = await requestChange(u, target);
    await signUp(t.app, { email: target });
    const res = await confirm(token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'AUTH_EMAIL_TAKEN' });
    expect((await getMe(t.app, u.cookie)).json().email).toBe(u.email);
  });

  it('honours only the latest request, and a link only for 24 hours', async () => {
    const u = await signUp(t.app);
    const first = await requestChange(u, freshAddress());
    const second = await requestChange(u, freshAddress());
    expect((await confirm(first)).json()).toMatchObject({ code: 'USER_EMAIL_CONFIRMATION_INVALID' });
    t.clock.advance(24 * 60 * 60 * 1000);
    try {
      expect((await confirm(second)).json()).toMatchObject({ code: 'USER_EMAIL_CONFIRMATION_INVALID' });
    } finally {
      t.clock.advance(-24 * 60 * 60 * 1000);
    }
  });

  it('lets a password reset cancel a pending email change', async () => {
    const u = await signUp(t.app);
    const token = await requestChange(u, freshAddress());
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: await resetToken(u.email), newPassword: 'Owner#Back123' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await confirm(token)).json()).toMatchObject({ code: 'USER_EMAIL_CONFIRMATION_INVALID' });
  });

  it('answers a missing or unknown token with a 400', async () => {
    const empty = await confirm('  ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'USER_EMAIL_CONFIRMATION_INVALID' });
    const none = await t.app.inject({ method: 'POST', url: '/api/user/confirm-email', payload: {} });
    expect(none.statusCode).toBe(400);
    expect((await confirm('x'.repeat(5000))).statusCode).toBe(400);
    expect((await confirm('not-a-token')).json()).toMatchObject({ code: 'USER_EMAIL_CONFIRMATION_INVALID' });
    expect((await confirm('nul\u0000token')).json()).toMatchObject({ code: 'USER_EMAIL_CONFIRMATION_INVALID' });
  });

  it('answers a hostile current password (NUL, far too long) with a 4xx, never a 500', async () => {
    const u = await signUp(t.app);
    const nul = await saveProfile(u, { email: freshAddress(), currentPassword: 'Secret\u0000#2026' });
    expect(nul.statusCode).toBe(403);
    const long = await saveProfile(u, { email: freshAddress(), currentPassword: 'x'.repeat(100_000) });
    expect(long.statusCode).toBe(400);
  });

  it('refuses the link once the account is deleted', async () => {
    const u = await signUp(t.app);
    const token = await requestChange(u, freshAddress());
    await t.app.inject({ method: 'DELETE', url: '/api/user/account', headers: { cookie: u.cookie } });
    expect((await confirm(token)).json()).toMatchObject({ code: 'USER_EMAIL_CONFIRMATION_INVALID' });
  });

  it('stops 300 rapid address probes long before 300, with Retry-After', async () => {
    const prober = await signUp(t.app);
    const statuses: number[] = [];
    let limited: Awaited<ReturnType<typeof saveProfile>> | undefined;
    for (let i = 0; i < 300 && !limited; i++) {
      const res = await saveProfile(prober, { email: `probe-${i}@school.edu`, currentPassword: prober.password });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) limited = res;
    }
    expect(statuses.length).toBeLessThanOrEqual(11);
    expect(limited?.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);
    // Wrong-password guesses through this route count against the same limit.
    const guess = await saveProfile(prober, { email: 'probe-x@school.edu', currentPassword: 'Guess#1234' });
    expect(guess.statusCode).toBe(429);
    // Names-only saves still go through (they have their own, wider limit).
    expect((await saveProfile(prober, { email: prober.email, firstName: 'Still' })).statusCode).toBe(200);
  });
});
