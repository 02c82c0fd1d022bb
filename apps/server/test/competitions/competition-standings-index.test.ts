import { championshipSeasonBounds, countAheadInColumns, topInColumns } from '@tradearena/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { createCompetitionStandingsIndex } from '../../src/modules/standings/index.ts';
import type { MarketData } from '../../src/ports/market-data.ts';
import { createFakeMarketData } from '../helpers/fake-market-data.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { buildTrader, type Trader } from '../trading/trading-builders.ts';
import { competitionTrade, joinChampionship, WEDNESDAY } from './competition-builders.ts';

const apps: TestApp[] = [];
afterEach(async () => {
  for (const a of apps.splice(0)) await a.close();
});

describe('championship standings index', () => {
  it('keeps a trade re-read while a background valuation was running (the valuation lands without losing it)', async () => {
    const market = createFakeMarketData({ AAPL: 100_00 });
    const t = await createTestApp({ now: WEDNESDAY, deps: { marketData: market } });
    apps.push(t);
    const ada = await buildTrader(t.deps.db.db, { username: 'ada_index' });
    const joined = await joinChampionship(t.app, ada, 1);
    expect(joined.statusCode, joined.body).toBe(200);
    const season: number = joined.json().competition.seasonNumber;
    const buy = async () => {
      const res = await competitionTrade(t.app, ada, 1, { symbol: 'AAPL', side: 'buy', quantity: 1 });
      expect(res.statusCode, res.body).toBe(200);
    };
    await buy();

    // Quotes answer only when released, so a valuation can be held in flight.
    let release: () => void = () => {};
    let held: Promise<void> | null = null;
    const gated: MarketData = {
      ...market,
      quotes: async (symbols) => {
        if (held) await held;
        return market.quotes(symbols);
      },
    };
    let now = t.clock.now().getTime();
    const index = createCompetitionStandingsIndex({
      db: t.deps.db.db,
      marketData: gated,
      competitionId: 1,
      season,
      seasonStart: championshipSeasonBounds('weekly', season).start,
      now: () => now,
    });
    const tradesOf = (snap: Awaited<ReturnType<typeof index.snapshot>>) =>
      snap.slots[snap.slotOf.get(ada.id)!]!.totalTrades;
    expect(tradesOf(await index.snapshot())).toBe(1);

    // A second later the next read starts a background valuation (held); meanwhile Ada trades again.
    held = new Promise((r) => {
      release = r;
    });
    now += 1_000;
    expect(tradesOf(await index.snapshot())).toBe(1);
    await buy();
    index.markChanged([ada.id]);
    expect(tradesOf(await index.snapshot())).toBe(2);

    // The held valuation (which froze Ada before her trade) lands: her next read still shows the trade.
    release();
    held = null;
    await new Promise((r) => setTimeout(r, 20));
    expect(tradesOf(await index.snapshot())).toBe(2);
    await index.close();
  });

  it('answers every rank and top list as a brute-force count of the valuation does, through trades and revaluations', async () => {
    const market = createFakeMarketData({ AAPL: 100_00, MSFT: 300_00 });
    const t = await createTestApp({ now: WEDNESDAY, deps: { marketData: market } });
    apps.push(t);
    const names = ['ada_rank', 'bob_rank', 'cy_rank', 'dee_rank', 'demo_rank', 'eve_rank'];
    const traders: Trader[] = [];
    let seasonNumber = 0;
    for (const username of names) {
      const trader = await buildTrader(t.deps.db.db, { username });
      const joined = await joinChampionship(t.app, trader, 1);
      expect(joined.statusCode, joined.body).toBe(200);
      seasonNumber = joined.json().competition.seasonNumber;
      traders.push(trader);
    }
    let now = t.clock.now().getTime();
    const index = createCompetitionStandingsIndex({
      db: t.deps.db.db,
      marketData: market,
      competitionId: 1,
      season: seasonNumber,
      seasonStart: championshipSeasonBounds('weekly', seasonNumber).start,
      now: () => now,
      topN: 3,
    });
    const expectBruteForce = (snap: Awaited<ReturnType<typeof index.snapshot>>) => {
      const n = snap.slots.length;
      for (let i = 0; i < n; i++)
        if (snap.active[i] === 1)
          expect(index.rankOf(snap, i)).toBe(countAheadInColumns(snap.returns, snap.seniority, snap.active, n, i) + 1);
      expect(snap.top).toEqual(topInColumns(snap.returns, snap.seniority, snap.active, n, 3));
      expect(snap.topEligible).toEqual(topInColumns(snap.returns, snap.seniority, snap.eligible, n, 3));
      expect(snap.participants).toBe(names.length);
      expect(snap.ranked).toBe(names.length - 1);
      expect(snap.active[snap.slotOf.get(traders[4]!.id)!]).toBe(0);
    };
    expectBruteForce(await index.snapshot());

    // A deterministic walk: buys and sells of 1–5 shares; every fourth step the prices move and a second passes.
    let seed = 12_345;
    const random = (k: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % k;
    };
    const held = new Map<string, number>();
    for (let step = 0; step < 40; step++) {
      const k = random(traders.length);
      const symbol = random(2) ? 'AAPL' : 'MSFT';
      const owned = held.get(`${k}:${symbol}`) ?? 0;
      const side = owned > 0 && random(2) ? 'sell' : 'buy';
      const quantity = side === 'sell' ? 1 + random(owned) : 1 + random(5);
      const res = await competitionTrade(t.app, traders[k]!, 1, { symbol, side, quantity });
      expect(res.statusCode, res.body).toBe(200);
      held.set(`${k}:${symbol}`, owned + (side === 'buy' ? quantity : -quantity));
      index.markChanged([traders[k]!.id]);
      if (step % 4 === 3) {
        market.setPrice('AAPL', 90_00 + random(20) * 100);
        market.setPrice('MSFT', 290_00 + random(20) * 100);
        now += 1_000;
        await index.snapshot(); // starts the revaluation in the background
        await new Promise((r) => setTimeout(r, 20));
      }
      expectBruteForce(await index.snapshot());
    }
    await index.close();
  });
});
