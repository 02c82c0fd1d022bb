import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giveEducatorPro } from '../billing/subscription-builders.ts';
import { createFakeMarketData } from '../helpers/fake-market-data.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { buildTrader, getJson, placeTrade, type Trader } from './trading-builders.ts';

const OPERATOR = 'ops@tradearena.test';

/** The global leaderboard ranks players: educators (Educator Pro active) and operators (ADMIN_EMAILS) are left off. */
describe('GET /api/leaderboard: players only', () => {
  let t: TestApp;
  const market = createFakeMarketData({ UP: 100_00 });
  let player: Trader;
  let teacher: Trader;
  let operator: Trader;
  let listedUnproven: Trader;

  beforeAll(async () => {
    t = await createTestApp({
      deps: { marketData: market },
      env: { ADMIN_EMAILS: `${OPERATOR}, claims@tradearena.test` },
    });
    const db = t.deps.db.db;
    player = await buildTrader(db, { username: 'plain_player' });
    teacher = await buildTrader(db, { username: 'ms_frizzle' });
    await giveEducatorPro(db, teacher.id);
    const withEmail = async (who: Trader, email: string, verifiedAt: number | null) => {
      await db
        .updateTable('users')
        .set({ email, email_normalized: email.toLowerCase(), email_verified_at: verifiedAt })
        .where('id', '=', who.id)
        .execute();
      return who;
    };
    operator = await withEmail(await buildTrader(db, { username: 'the_operator' }), OPERATOR, Date.now());
    // Listed but the address never proven: not an operator (auth/is-operator.ts), so a player like any other.
    listedUnproven = await withEmail(await buildTrader(db, { username: 'claims_ops' }), 'Claims@Tradearena.test', null);
    for (const [who, shares] of [
      [player, 10],
      [teacher, 500],
      [operator, 400],
      [listedUnproven, 20],
    ] as const)
      await placeTrade(t.app, who, { symbol: 'UP', action: 'buy', shares });
    market.setPrice('UP', 110_00);
    t.clock.advance(2_000);
  });
  afterAll(() => t.close());

  it('leaves educators and operators off the board and out of the count, whoever asks', async () => {
    for (const who of [player, teacher, operator]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/leaderboard', headers: { cookie: who.cookie } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().map((r: { username: string }) => r.username)).toEqual(['claims_ops', 'plain_player']);
      expect(res.headers['x-total-count']).toBe('2');
    }
  });

  it('ranks a former educator again once the subscription has ended', async () => {
    await t.deps.db.db
      .updateTable('educator_subscriptions')
      .set({ status: 'canceled' })
      .where('user_id', '=', teacher.id)
      .execute();
    // A trade marks the player changed: re-read at once.
    await placeTrade(t.app, teacher, { symbol: 'UP', action: 'buy', shares: 1 });
    const board = await getJson(t.app, player, '/api/leaderboard');
    expect(board[0]).toMatchObject({ rank: 1, username: 'ms_frizzle' });
  });
});
