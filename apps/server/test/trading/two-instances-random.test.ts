import { afterEach, describe, expect, it } from 'vitest';
import { createInProcessPubSub } from '../../src/adapters/pubsub/in-process-pubsub.ts';
import { createFakeMarketData } from '../helpers/fake-market-data.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { buildTrader, expectLedgersBalance, getJson, placeTrade, type Trader } from './trading-builders.ts';

const apps: TestApp[] = [];
afterEach(async () => {
  for (const t of apps.splice(0).reverse()) await t.close();
});

/** A small deterministic generator (mulberry32), so a failure replays. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Two instances on one database sharing pub/sub (as with Redis), several traders ordering at the same time on
 * both, prices moving between rounds: after every round each instance's portfolio answer — served from its
 * in-memory state — equals what the database holds, and every ledger balances.
 */
describe('random concurrent orders on two instances', () => {
  it('keeps every instance’s answers equal to the database and every ledger balanced', async () => {
    const rnd = random(20261122);
    const symbols = ['AAPL', 'MSFT', 'CHEAP'];
    const market = createFakeMarketData({ AAPL: 150_00, MSFT: 400_00, CHEAP: 1_00 });
    const pubsub = createInProcessPubSub();
    const a = await createTestApp({ deps: { marketData: market, pubsub } });
    apps.push(a);
    const b = await createTestApp({
      deps: { marketData: market, pubsub, db: { ...a.deps.db, close: async () => {} } },
    });
    apps.push(b);
    const db = a.deps.db.db;
    const traders: Trader[] = [];
    for (let i = 0; i < 4; i++) traders.push(await buildTrader(db));
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;

    let filled = 0;
    for (let round = 0; round < 25; round++) {
      for (const s of symbols)
        market.setPrice(s, Math.max(1, Math.round((s === 'CHEAP' ? 100 : 30_000) * (0.5 + rnd()))));
      const orders = Array.from({ length: 10 }, () =>
        placeTrade(pick([a, b]).app, pick(traders), {
          symbol: pick(symbols),
          action: rnd() < 0.55 ? 'buy' : 'sell',
          shares: 1 + Math.floor(rnd() * (rnd() < 0.1 ? 400 : 20)),
        }),
      );
      for (const res of await Promise.all(orders)) {
        expect([200, 400], res.body).toContain(res.statusCode);
        if (res.statusCode === 200) filled++;
        else expect(res.json().code).toMatch(/^ORDER_INSUFFICIENT_(CASH|SHARES)$/);
      }
      await new Promise((r) => setTimeout(r, 0)); // pub/sub delivers on the next turns

      for (const trader of traders) {
        const row = await db
          .selectFrom('portfolios')
          .selectAll()
          .where('user_id', '=', trader.id)
          .where('competition_id', '=', 0)
          .executeTakeFirstOrThrow();
        const held = await db
          .selectFrom('positions')
          .select(['symbol', 'quantity'])
          .where('portfolio_id', '=', row.id)
          .orderBy('symbol')
          .execute();
        for (const instance of [a, b]) {
          const seen = await getJson(instance.app, trader, '/api/portfolio');
          expect(Math.round(seen.cashBalance * 100)).toBe(Number(row.cash_cents));
          expect(seen.totalTrades).toBe(Number(row.total_trades));
          expect(seen.positions.map((p: { symbol: string; quantity: number }) => [p.symbol, p.quantity])).toEqual(
            held.map((h) => [h.symbol, Number(h.quantity)]),
          );
        }
      }
      await expectLedgersBalance(db);
    }
    expect(filled).toBeGreaterThan(100); // the run exercised the engine, not only its refusals
  });
});
