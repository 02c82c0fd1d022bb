import { PortfolioSummarySchema } from '@tradearena/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { createMassiveProvider } from '../../src/adapters/market-data/providers/massive/massive-provider.ts';
import { createProviderCorporateActions } from '../../src/adapters/market-data/providers/provider-corporate-actions.ts';
import { runCorporateActions } from '../../src/modules/corporate-actions/index.ts';
import { recordedFetch } from '../market-data/recorded-fetch.ts';
import { ordersApp } from '../orders/order-helpers.ts';
import { buildTrader, expectLedgersBalance, getJson, placeTrade } from '../trading/trading-builders.ts';

/**
 * A real vendor's dividends and splits reach the holders as the simulator's do
 * (docs/decisions/032-etfs-in-replays-and-provider-corporate-actions.md): Massive's recorded answers announce an AAPL
 * dividend of $0.26 (ex Thursday 19 November 2026, paid Tuesday 24th) and a 3-for-2 MSFT split at Friday 20th's open;
 * the corporate-actions job loads them a symbol a round and applies them, on SQLite and PostgreSQL (TEST_DB).
 */
describe('corporate actions from a real provider in portfolios', () => {
  const app = ordersApp();
  afterEach(() => expectLedgersBalance(app.t.deps.db.db));

  it('credits the vendor’s dividend to a holder on its pay date and splits the holder’s shares at the split’s open', async () => {
    const rec = recordedFetch([
      [/\/v3\/reference\/dividends\?ticker=AAPL/, { file: 'massive/dividends-aapl.json' }],
      [/\/v3\/reference\/splits\?ticker=MSFT/, { file: 'massive/splits-msft.json' }],
      [/\/v3\/reference\//, { file: 'massive/empty-reference.json' }],
    ]);
    const source = createProviderCorporateActions({
      provider: createMassiveProvider({ apiKey: 'k', fetchJson: rec.fetchJson }),
      symbols: ['AAPL', 'MSFT'],
      clock: app.t.clock,
      mayCall: async () => true,
      callsPerMinute: 300,
      log: { warn: () => {} },
      walkEveryMs: 0,
    });
    const run = () =>
      runCorporateActions({ ...app.t.deps, portfolios: app.t.app.orders.portfolios }, source, app.t.clock.now());

    app.t.clock.set('2026-11-18T15:00:00Z');
    app.market.setPrice('AAPL', 160_00, 160_00);
    app.market.setPrice('MSFT', 300_00, 300_00);
    const holder = await buildTrader(app.t.deps.db.db, { now: app.t.clock.now() });
    for (const [symbol, shares] of [
      ['AAPL', 100],
      ['MSFT', 10],
    ] as const) {
      const res = await placeTrade(app.t.app, holder, { symbol, action: 'buy', shares });
      expect(res.statusCode, res.body).toBe(200);
    }
    const summary = async () => PortfolioSummarySchema.parse(await getJson(app.t.app, holder, '/api/portfolio'));

    // Two rounds load the two symbols' calendars; the holders are fixed after the close before the ex-date.
    await run();
    await run();
    expect(rec.calls).toHaveLength(4);
    app.t.clock.set('2026-11-18T21:06:00Z');
    expect((await run()).entitlements).toBe(1);

    const before = await summary();
    // The split day's open: the price and the quote's previous close are on the new shares ($300 ÷ 1.5).
    app.t.clock.set('2026-11-20T14:30:30Z');
    app.market.setPrice('MSFT', 200_00, 200_00);
    expect((await run()).portfoliosSplit).toBe(1);
    const split = await summary();
    expect(split.positions.find((p) => p.symbol === 'MSFT')!.quantity).toBe(15);
    expect(Math.round(split.totalValue * 100)).toBe(Math.round(before.totalValue * 100));

    app.t.clock.set('2026-11-24T14:31:00Z');
    expect((await run()).dividendsPaid).toBe(1);
    expect((await summary()).cashBalance).toBeCloseTo(split.cashBalance + 26, 2);
    const entries = await app.t.deps.db.db
      .selectFrom('corporate_action_entries')
      .select(['kind', 'symbol', 'cash_cents'])
      .where('user_id', '=', holder.id)
      .orderBy('id')
      .execute();
    expect(entries.map((e) => [e.kind, e.symbol, Number(e.cash_cents)])).toEqual([
      ['entitlement', 'AAPL', 26_00],
      ['split', 'MSFT', 0],
      ['dividend', 'AAPL', 26_00],
    ]);
  });
});
