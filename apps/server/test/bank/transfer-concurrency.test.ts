import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { joinChampionship } from '../competitions/competition-builders.ts';
import { createFakeMarketData } from '../helpers/fake-market-data.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { WEDNESDAY } from '../leagues/league-builders.ts';
import { buildTrader, expectLedgersBalance, getJson, placeTrade } from '../trading/trading-builders.ts';
import { fundBank, transfer } from './bank-builders.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ now: WEDNESDAY, deps: { marketData: createFakeMarketData({ AAPL: 100_00 }) } });
});
afterEach(async () => {
  await t.close();
});

describe('concurrent bank transfers', () => {
  it('two transfers at once that together exceed the balance: exactly one is applied, the balance never below 0', async () => {
    const ada = await buildTrader(t.deps.db.db);
    expect((await joinChampionship(t.app, ada, 1)).statusCode).toBe(200);
    await fundBank(t.deps.db.db, ada.id, 1_000_00);
    const [a, b] = await Promise.all([
      transfer(t.app, ada, { amount: 600, portfolioType: 'personal' }),
      transfer(t.app, ada, { amount: 700, portfolioType: 'weekly' }),
    ]);
    expect([a!.statusCode, b!.statusCode].sort()).toEqual([200, 409]);
    const refused = a!.statusCode === 409 ? a! : b!;
    expect(refused.json().code).toBe('BANK_INSUFFICIENT_FUNDS');
    const applied = a!.statusCode === 200 ? 600 : 700;
    expect(await getJson(t.app, ada, '/api/bank/balance')).toEqual({ balance: 1_000 - applied });
    const transfers = await getJson(t.app, ada, '/api/bank/transactions');
    expect(transfers.filter((x: { type: string }) => x.type === 'transfer')).toHaveLength(1);
    await expectLedgersBalance(t.deps.db.db);
  });

  it('many transfers at once into one portfolio, alongside trades: as many as the balance covers, each exactly once', async () => {
    const ada = await buildTrader(t.deps.db.db);
    await fundBank(t.deps.db.db, ada.id, 1_000_00);
    const results = await Promise.all([
      ...Array.from({ length: 5 }, () => transfer(t.app, ada, { amount: 300, portfolioType: 'personal' })),
      placeTrade(t.app, ada, { symbol: 'AAPL', action: 'buy', shares: 3 }),
      placeTrade(t.app, ada, { symbol: 'AAPL', action: 'buy', shares: 2 }),
    ]);
    const transfers = results.slice(0, 5);
    expect(transfers.filter((r) => r.statusCode === 200)).toHaveLength(3);
    for (const r of transfers.filter((x) => x.statusCode !== 200))
      expect(r.json().code).toBe('BANK_INSUFFICIENT_FUNDS');
    for (const r of results.slice(5)) expect(r.statusCode, r.body).toBe(200);
    expect(await getJson(t.app, ada, '/api/bank/balance')).toEqual({ balance: 100 });
    expect(await getJson(t.app, ada, '/api/portfolio')).toMatchObject({ cashBalance: 100_000 + 900 - 500 });
    await expectLedgersBalance(t.deps.db.db);
  });
});
