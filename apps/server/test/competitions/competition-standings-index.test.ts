import { championshipSeasonBounds } from '@tradearena/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { createCompetitionStandingsIndex } from '../../src/modules/competitions/competition-standings-index.ts';
import type { MarketData } from '../../src/ports/market-data.ts';
import { createFakeMarketData } from '../helpers/fake-market-data.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { buildTrader } from '../trading/trading-builders.ts';
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
});
