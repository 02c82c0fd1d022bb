import { afterEach, expect, it } from 'vitest';
import { createInProcessPubSub } from '../../src/adapters/pubsub/in-process-pubsub.ts';
import { closeSeasons } from '../../src/modules/competitions/close-seasons.ts';
import { createFakeMarketData } from '../helpers/fake-market-data.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { buildTrader } from '../trading/trading-builders.ts';
import { AFTER_WEEKLY_CLOSE, competitionTrade, joinChampionship, WEDNESDAY } from './competition-builders.ts';

let t: TestApp;
afterEach(() => t.close());

it('keeps a deleted account on the standings as "Deleted player" but pays its prize place to nobody', async () => {
  const market = createFakeMarketData({ AAPL: 100_00 });
  t = await createTestApp({ now: WEDNESDAY, deps: { marketData: market, pubsub: createInProcessPubSub() } });
  const db = t.deps.db.db;
  const players = [];
  for (const [name, shares] of [
    ['gone_g', 300],
    ['ada_a', 200],
    ['bob_b', 100],
  ] as const) {
    const p = await buildTrader(db, { username: name });
    expect((await joinChampionship(t.app, p, 1)).statusCode).toBe(200);
    const res = await competitionTrade(t.app, p, 1, { symbol: 'AAPL', side: 'buy', quantity: shares });
    expect(res.statusCode, res.body).toBe(200);
    players.push(p);
  }
  const [gone, ada, bob] = players as [(typeof players)[0], (typeof players)[0], (typeof players)[0]];
  market.setPrice('AAPL', 110_00);
  const deleted = await t.app.inject({ method: 'DELETE', url: '/api/user/account', headers: { cookie: gone.cookie } });
  expect(deleted.statusCode).toBe(200);

  await closeSeasons(t.deps, new Date(AFTER_WEEKLY_CLOSE));

  const results = await db
    .selectFrom('competition_results')
    .select(['user_id', 'rank', 'display_name', 'prize_cents'])
    .where('competition_id', '=', 1)
    .orderBy('rank')
    .execute();
  expect(results.map((r) => [Number(r.user_id), r.rank, r.display_name, Number(r.prize_cents)])).toEqual([
    [gone.id, 1, 'Deleted player', 0],
    [ada.id, 2, expect.any(String), 500_000],
    [bob.id, 3, expect.any(String), 300_000],
  ]);
  const paid = await db
    .selectFrom('bank_transactions')
    .select(['user_id', 'amount_cents'])
    .where('type', '=', 'prize')
    .execute();
  expect(paid.map((r) => Number(r.user_id)).sort()).toEqual([ada.id, bob.id].sort());
});
