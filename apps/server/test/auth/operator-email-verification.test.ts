import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { GOOD_PASSWORD, getMe, type SignedUpUser, sessionCookieOf, signIn, signUp } from './auth-builders.ts';

const PUBLIC_URL = 'https://play.tradearena.example';
/** Listed operator addresses: each test signs up with its own. */
const OPS = Array.from({ length: 10 }, (_, i) => `ops${i + 1}@tradearena.example`);
const UNVERIFIED = {
  code: 'OPERATOR_EMAIL_UNVERIFIED',
  error: 'Confirm your email address to moderate',
  message: 'Confirm your email address to moderate',
};
const LINK_INVALID = {
  code: 'USER_EMAIL_VERIFICATION_INVALID',
  error: 'Invalid or expired confirmation link. Please ask for a new one.',
  message: 'Invalid or expired confirmation link. Please ask for a new one.',
};

describe('operators must prove they control their ADMIN_EMAILS address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL, ADMIN_EMAILS: OPS.join(', ') } });
  });
  afterAll(() => t.close());

  const post = (url: string, cookie: string | null, payload?: object) =>
    t.app.inject({ method: 'POST', url, ...(payload ? { payload } : {}), ...(cookie ? { headers: { cookie } } : {}) });
  const moderationQueue = (cookie: string) =>
    t.app.inject({ method: 'GET', url: '/api/admin/feedback?status=pending', headers: { cookie } });
  const mailsTo = (to: string) => t.mailer.sent.filter((m) => m.to === to);
  const linkToken = (to: string, path: string) =>
    new RegExp(`^${PUBLIC_URL}/${path}\\?token=([\\w-]+)$`, 'm').exec(mailsTo(to).at(-1)?.text ?? '')?.[1];

  /** Asks for a verification link as `u` and returns the token mailed to `to`. */
  async function askForLink(u: SignedUpUser, to = u.email): Promise<string> {
    const res = await post('/api/user/verify-email', u.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: `We sent a confirmation link to ${to}. Open it in a browser where you are signed in to TradeArena.`,
    });
    const token = linkToken(to, 'verify-email');
    if (!token) throw new Error(`no verification link mailed to ${to}`);
    return token;
  }
  const confirmLink = (token: string, cookie: string | null) =>
    post('/api/user/verify-email/confirm', cookie, { token });
  const saveEmail = (u: SignedUpUser, email: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: { cookie: u.cookie },
      payload: { firstName: 'Ada', lastName: 'Lovelace', email, currentPassword: u.password },
    });
  /** Asks to change `u`'s email and returns the token of the link mailed to the new address. */
  async function emailChangeToken(u: SignedUpUser, email: string): Promise<string> {
    expect((await saveEmail(u, email)).statusCode).toBe(200);
    const token = linkToken(email, 'confirm-email');
    if (!token) throw new Error(`no confirmation link mailed to ${email}`);
    return token;
  }
  async function expectOperatorState(cookie: string, state: 'operator' | 'pending' | 'none', verified: boolean) {
    const me = (await getMe(t.app, cookie)).json();
    expect(me).toMatchObject({
      emailVerified: verified,
      isOperator: state === 'operator',
      operatorPending: state === 'pending',
    });
    const queue = await moderationQueue(cookie);
    expect(queue.statusCode, queue.body).toBe(state === 'operator' ? 200 : 403);
    if (state === 'pending') expect(queue.json()).toEqual(UNVERIFIED);
    if (state === 'none') expect(queue.json().code).toBe('OPERATOR_REQUIRED');
  }

  it('refuses moderation to whoever signed up with a listed address until a link proves it, then allows it', async () => {
    const squatter = await signUp(t.app, { email: OPS[0]! });
    await expectOperatorState(squatter.cookie, 'pending', false);
    const moderate = await post('/api/admin/feedback/1/approve', squatter.cookie);
    expect(moderate.statusCode).toBe(403);
    expect(moderate.json()).toEqual(UNVERIFIED);

    const token = await askForLink(squatter);
    const mail = mailsTo(OPS[0]!).at(-1)!;
    expect(mail.subject).toBe('Confirm your TradeArena email address');
    expect(mail.text).toContain(`the TradeArena account ${squatter.username}`);
    expect(mail.html).toContain(`${PUBLIC_URL}/verify-email?token=${token}`);

    // Signed out, or in another account's browser (the mailbox owner tricked into clicking): nothing is proven.
    expect((await confirmLink(token, null)).statusCode).toBe(401);
    const bystander = await signUp(t.app);
    const other = await confirmLink(token, bystander.cookie);
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual(LINK_INVALID);
    await expectOperatorState(squatter.cookie, 'pending', false);
    await expectOperatorState(bystander.cookie, 'none', false);

    const done = await confirmLink(token, squatter.cookie);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ email: OPS[0], message: `Your email address ${OPS[0]} is confirmed.` });
    await expectOperatorState(squatter.cookie, 'operator', true);

    // Single use; and a proven address is not mailed again.
    const again = await confirmLink(token, squatter.cookie);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(LINK_INVALID);
    const sent = mailsTo(OPS[0]!).length;
    const resend = await post('/api/user/verify-email', squatter.cookie);
    expect(resend.json()).toEqual({ message: 'Your email address is already confirmed.' });
    expect(mailsTo(OPS[0]!)).toHaveLength(sent);
  });

  it('lets a link expire after 24 hours, and a newer link replaces an older one', async () => {
    const u = await signUp(t.app, { email: OPS[1]! });
    const expired = await askForLink(u);
    t.clock.advance(24 * 60 * 60 * 1000);
    expect((await confirmLink(expired, u.cookie)).json()).toEqual(LINK_INVALID);

    const older = await askForLink(u);
    const newer = await askForLink(u);
    expect((await confirmLink(older, u.cookie)).json()).toEqual(LINK_INVALID);
    await expectOperatorState(u.cookie, 'pending', false);
    expect((await confirmLink(newer, u.cookie)).statusCode).toBe(200);
    await expectOperatorState(u.cookie, 'operator', true);
  });

  it('counts a completed password reset from the emailed link as proof', async () => {
    const u = await signUp(t.app, { email: OPS[2]! });
    await expectOperatorState(u.cookie, 'pending', false);
    await post('/api/auth/forgot-password', null, { email: u.email });
    const token = linkToken(u.email, 'reset-password');
    const reset = await post('/api/auth/reset-password', null, { token: token!, newPassword: 'Fresh#Pass2026' });
    expect(reset.statusCode, reset.body).toBe(200);
    const signedIn = await signIn(t.app, u.email, 'Fresh#Pass2026');
    expect(signedIn.statusCode).toBe(200);
    await expectOperatorState(sessionCookieOf(signedIn), 'operator', true);
  });

  it('clears the proof when the email changes unproven; confirming the change signed in proves the new one', async () => {
    const u = await signUp(t.app, { email: 'proven-player@school.edu' });
    expect((await confirmLink(await askForLink(u), u.cookie)).statusCode).toBe(200);
    await expectOperatorState(u.cookie, 'none', true);

    // Confirmed signed out (whoever clicked is not known to be the account): the new address is not proven.
    const unproven = await emailChangeToken(u, OPS[3]!);
    const confirmed = await post('/api/user/confirm-email', null, { token: unproven });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    // That confirmation ended every session of the account: sign in again.
    const again = { ...u, cookie: sessionCookieOf(await signIn(t.app, OPS[3]!, u.password)) };
    await expectOperatorState(again.cookie, 'pending', false);

    // Confirmed in the account's own session: the link reached the new mailbox and its owner opened it.
    const proven = await emailChangeToken(again, OPS[4]!);
    expect((await post('/api/user/confirm-email', again.cookie, { token: proven })).statusCode).toBe(200);
    await expectOperatorState(again.cookie, 'operator', true);
  });

  it('does not let a link sent to an old address prove the new one', async () => {
    const u = await signUp(t.app, { email: 'old-address@school.edu' });
    const oldLink = await askForLink(u, 'old-address@school.edu');
    const change = await emailChangeToken(u, OPS[5]!);
    expect((await post('/api/user/confirm-email', null, { token: change })).statusCode).toBe(200);
    const cookie = sessionCookieOf(await signIn(t.app, OPS[5]!, u.password));
    const res = await confirmLink(oldLink, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(LINK_INVALID);
    await expectOperatorState(cookie, 'pending', false);
  });

  it('keeps a proven address proven across a change of letter case only', async () => {
    const u = await signUp(t.app, { email: OPS[6]! });
    expect((await confirmLink(await askForLink(u), u.cookie)).statusCode).toBe(200);
    expect((await saveEmail(u, OPS[6]!.toUpperCase())).statusCode).toBe(200);
    await expectOperatorState(u.cookie, 'operator', true);
  });

  it('answers bad input with 400 and asks for sign-in first', async () => {
    const u = await signUp(t.app, { email: OPS[7]! });
    for (const payload of [{}, { token: '' }, { token: '   ' }, { token: 42 }]) {
      const res = await post('/api/user/verify-email/confirm', u.cookie, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('Invalid confirmation link. Please ask for a new one.');
    }
    expect((await confirmLink('', u.cookie)).json().code).toBe('USER_EMAIL_VERIFICATION_INVALID');
    const long = await confirmLink('x'.repeat(300), u.cookie);
    expect(long.statusCode).toBe(400);
    expect((await confirmLink('not-a-token', u.cookie)).json()).toEqual(LINK_INVALID);
    expect((await post('/api/user/verify-email', null)).json().code).toBe('AUTH_REQUIRED');
    expect((await post('/api/user/verify-email/confirm', null, {})).json().code).toBe('AUTH_REQUIRED');
  });

  it('limits verification emails per account', async () => {
    const u = await signUp(t.app, { email: 'many-links@school.edu', password: GOOD_PASSWORD });
    for (let i = 0; i < 5; i++) expect((await post('/api/user/verify-email', u.cookie)).statusCode).toBe(200);
    const limited = await post('/api/user/verify-email', u.cookie);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(mailsTo('many-links@school.edu')).toHaveLength(5);
  });
});
