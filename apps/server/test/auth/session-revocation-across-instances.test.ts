import { afterEach, describe, expect, it } from 'vitest';
import { createInProcessPubSub } from '../../src/adapters/pubsub/in-process-pubsub.ts';
import { createSessionCache } from '../../src/modules/accounts/session-cache.ts';
import { hashToken } from '../../src/modules/accounts/sessions.ts';
import { createFakeMarketData } from '../helpers/fake-market-data.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { placeTrade } from '../trading/trading-builders.ts';
import { getMe, sessionCookieOf, signIn, signUp } from './auth-builders.ts';

const HOUR = 60 * 60 * 1000;
const apps: TestApp[] = [];
afterEach(async () => {
  // The second instance borrows the first one's database: close it first.
  for (const t of apps.splice(0).reverse()) await t.close();
});

/** Two app instances on one database and one pub/sub (what Redis gives several servers), each with its own cache. */
async function twoInstances(): Promise<[TestApp, TestApp]> {
  const pubsub = createInProcessPubSub();
  const marketData = createFakeMarketData({ CHEAP: 1_00 });
  const a = await createTestApp({ deps: { pubsub, marketData } });
  apps.push(a);
  const b = await createTestApp({ deps: { pubsub, marketData, db: { ...a.deps.db, close: async () => {} } } });
  apps.push(b);
  return [a, b];
}

const tokenOf = (cookie: string) => cookie.slice('ta_session='.length);

describe('cached sessions across instances', () => {
  it('refuses at once on one instance a session signed out on another', async () => {
    const [a, b] = await twoInstances();
    const u = await signUp(a.app);
    expect((await getMe(a.app, u.cookie)).statusCode).toBe(200);
    expect((await getMe(a.app, u.cookie)).statusCode).toBe(200);
    const out = await b.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: u.cookie } });
    expect(out.statusCode).toBe(200);
    expect((await getMe(a.app, u.cookie)).statusCode).toBe(401);
    expect((await getMe(b.app, u.cookie)).statusCode).toBe(401);
  });

  it('refuses the replaced session when the same browser signs in again on another instance', async () => {
    const [a, b] = await twoInstances();
    const u = await signUp(a.app);
    expect((await getMe(a.app, u.cookie)).statusCode).toBe(200);
    const again = await b.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: u.email, password: u.password },
      headers: { cookie: u.cookie },
    });
    expect(again.statusCode).toBe(200);
    expect((await getMe(a.app, u.cookie)).statusCode).toBe(401);
    expect((await getMe(a.app, sessionCookieOf(again))).statusCode).toBe(200);
  });

  it('signs every device out on every instance after a password reset', async () => {
    const [a, b] = await twoInstances();
    const u = await signUp(a.app);
    const other = sessionCookieOf(await signIn(a.app, u.email, u.password));
    for (const c of [u.cookie, other]) expect((await getMe(a.app, c)).statusCode).toBe(200);
    await b.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: u.email } });
    const link = b.mailer.sent.at(-1)?.text.match(/token=([\w-]+)/)?.[1];
    expect(link).toBeDefined();
    const reset = await b.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: link, newPassword: 'Brand-New#Pass9' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    for (const c of [u.cookie, other]) expect((await getMe(a.app, c)).statusCode).toBe(401);
  });

  it('refuses a deleted account on every instance at once', async () => {
    const [a, b] = await twoInstances();
    const u = await signUp(a.app);
    const other = sessionCookieOf(await signIn(a.app, u.email, u.password));
    expect((await getMe(a.app, other)).statusCode).toBe(200);
    const res = await b.app.inject({ method: 'DELETE', url: '/api/user/account', headers: { cookie: u.cookie } });
    expect(res.statusCode).toBe(200);
    expect((await getMe(a.app, other)).statusCode).toBe(401);
  });

  it('shows a profile edited on another instance at once', async () => {
    const [a, b] = await twoInstances();
    const u = await signUp(a.app, { firstName: 'Ada' });
    expect((await getMe(a.app, u.cookie)).json().firstName).toBe('Ada');
    const res = await b.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: { cookie: u.cookie },
      payload: { firstName: 'Grace', lastName: 'Hopper', email: u.email },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await getMe(a.app, u.cookie)).json()).toMatchObject({ firstName: 'Grace', lastName: 'Hopper' });
  });

  it('shows XP earned by a trade on another instance at once', async () => {
    const [a, b] = await twoInstances();
    const u = await signUp(a.app);
    expect((await getMe(a.app, u.cookie)).json().experience).toBe(0);
    const trade = await placeTrade(b.app, u, { symbol: 'CHEAP', action: 'buy', shares: 1 });
    expect(trade.json().achievementsUnlocked).toHaveLength(1);
    expect((await getMe(a.app, u.cookie)).json().experience).toBe(100);
  });
});

describe('cached sessions and expiry', () => {
  it('moves the sliding expiry of a cached session forward, in the cookie and in the database', async () => {
    const t = await createTestApp();
    apps.push(t);
    const u = await signUp(t.app);
    expect((await getMe(t.app, u.cookie)).cookies.find((c) => c.name === 'ta_session')).toBeUndefined();
    t.clock.advance(HOUR);
    const used = await getMe(t.app, u.cookie);
    const renewed = used.cookies.find((c) => c.name === 'ta_session');
    expect(new Date(renewed?.expires ?? 0).getTime()).toBe(t.clock.now().getTime() + 30 * 24 * HOUR);
    const row = await t.deps.db.db
      .selectFrom('sessions')
      .select(['last_seen_at', 'expires_at'])
      .where('id_hash', '=', hashToken(tokenOf(u.cookie)))
      .executeTakeFirstOrThrow();
    expect(Number(row.last_seen_at)).toBe(t.clock.now().getTime());
    expect((await getMe(t.app, u.cookie)).cookies.find((c) => c.name === 'ta_session')).toBeUndefined();
  });

  it('refuses a cached session whose row is gone once it is due for renewal, without waiting for the TTL', async () => {
    const t = await createTestApp();
    apps.push(t);
    const u = await signUp(t.app);
    expect((await getMe(t.app, u.cookie)).statusCode).toBe(200);
    await t.deps.db.db.deleteFrom('sessions').where('user_id', '=', u.id).execute();
    t.clock.advance(HOUR);
    expect((await getMe(t.app, u.cookie)).statusCode).toBe(401);
  });

  it('re-reads a session after the TTL, so a change that skipped the cache shows up within it', async () => {
    let ms = 0;
    const pubsub = createInProcessPubSub();
    const t = await createTestApp({
      deps: { pubsub, sessionCache: createSessionCache({ pubsub, ttlMs: 1_000, monotonicNow: () => ms }) },
    });
    apps.push(t);
    const u = await signUp(t.app);
    expect((await getMe(t.app, u.cookie)).statusCode).toBe(200);
    await t.deps.db.db.deleteFrom('sessions').where('user_id', '=', u.id).execute();
    ms = 999;
    expect((await getMe(t.app, u.cookie)).statusCode).toBe(200);
    ms = 1_000;
    expect((await getMe(t.app, u.cookie)).statusCode).toBe(401);
  });
});
