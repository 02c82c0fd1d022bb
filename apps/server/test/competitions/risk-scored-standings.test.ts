import {
  championshipSeasonBounds,
  measurePerformance,
  newYorkDateOf,
  type PerformanceObservation,
  rankByScore,
  rankingScore,
} from '@tradearena/domain';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { rankedByScore } from '../../src/modules/competitions/ranked-by-score.ts';
import { scorePlayers, valuationScorer } from '../../src/modules/performance/index.ts';
import {
  createCompetitionStandingsIndex,
  type PlayerScorer,
  type StandingsSnapshot,
  topOfOrder,
} from '../../src/modules/standings/index.ts';
import { createFakeMarketData } from '../helpers/fake-market-data.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { buildTrader, type Trader } from '../trading/trading-builders.ts';
import { competitionTrade, joinChampionship, WEDNESDAY } from './competition-builders.ts';

const apps: TestApp[] = [];
afterEach(async () => {
  for (const a of apps.splice(0)) await a.close();
});

const DAY = 86_400_000;
/** More players than a scoring reads directly (season-risk-book.ts): the season's book is what scores them. */
const PLAYERS = 56;

describe('risk-adjusted scores in the standings index’s own valuation pass (ADR 023)', () => {
  it('gives every player the score and place the domain’s measurePerformance and rankByScore give, through trades and revaluations', async () => {
    const market = createFakeMarketData({ SPY: 500_00, AAPL: 100_00, MSFT: 300_00 });
    const t = await createTestApp({ now: WEDNESDAY, deps: { marketData: market } });
    apps.push(t);
    const db = t.deps.db.db;
    const traders: Trader[] = [];
    let season = 0;
    for (let k = 0; k < PLAYERS; k++) {
      const trader = await buildTrader(db, { username: k === 3 ? `demo_risk${k}` : `risk_${k}` });
      const joined = await joinChampionship(t.app, trader, 1);
      expect(joined.statusCode, joined.body).toBe(200);
      season = joined.json().competition.seasonNumber;
      traders.push(trader);
    }
    const now0 = t.clock.now().getTime();
    // Each player's recorded history: up to 6 daily values (a random walk), SPY at 480–520 $ then.
    const walks = fc.sample(
      fc.array(
        fc.record({ move: fc.integer({ min: -900, max: 900 }), spy: fc.integer({ min: 480_00, max: 520_00 }) }),
        {
          maxLength: 6,
        },
      ),
      { seed: 2026, numRuns: PLAYERS },
    );
    const portfolios = await db
      .selectFrom('portfolios')
      .select(['id', 'user_id'])
      .where('competition_id', '=', 1)
      .where('season', '=', season)
      .execute();
    const portfolioOf = new Map(portfolios.map((p) => [Number(p.user_id), Number(p.id)]));
    const historyOf = new Map<number, PerformanceObservation[]>();
    let firstSpy: { t: number; cents: number } | null = null;
    for (const [k, trader] of traders.entries()) {
      let value = 100_000_00;
      const history: PerformanceObservation[] = [];
      for (const [d, step] of walks[k]!.entries()) {
        const at = now0 - (walks[k]!.length - d) * DAY;
        history.push({
          t: at,
          day: newYorkDateOf(new Date(at)),
          valueCents: value,
          netDepositsCents: 0,
          benchmarkCents: step.spy,
          beta: 1,
          investedWeight: 0.5,
        });
        if (!firstSpy || at < firstSpy.t) firstSpy = { t: at, cents: step.spy };
        value = Math.round(value * (1 + step.move / 10_000));
      }
      historyOf.set(trader.id, history);
      if (history.length > 0)
        await db
          .insertInto('portfolio_value_snapshots')
          .values(
            history.map((o) => ({
              portfolio_id: portfolioOf.get(trader.id)!,
              taken_at: o.t,
              value_cents: o.valueCents,
              net_deposits_cents: 0,
              benchmark_cents: o.benchmarkCents,
              beta: o.beta,
              invested_weight: o.investedWeight,
            })),
          )
          .execute();
    }
    market.setPrice('SPY', 530_00);

    let now = now0;
    // The app's own scorer (app.ts hands the same to the championship standings).
    const scorer: PlayerScorer = Object.assign((input: Parameters<PlayerScorer>[0]) => scorePlayers(t.deps, input), {
      forValuation: (input: Parameters<NonNullable<PlayerScorer['forValuation']>>[0]) => valuationScorer(t.deps, input),
    });
    const index = createCompetitionStandingsIndex({
      db,
      marketData: market,
      competitionId: 1,
      season,
      seasonStart: championshipSeasonBounds('weekly', season).start,
      now: () => now,
      scorer,
    });

    const expectDomainScores = (snap: StandingsSnapshot) => {
      const scores = snap.scores!;
      const benchmarkPct = (530_00 / firstSpy!.cents - 1) * 100;
      expect(scores.benchmarkPct).toBeCloseTo(benchmarkPct, 9);
      const at = Math.max(snap.at, now);
      const scoreOf = new Map<number, number>();
      for (const slot of topOfOrder(snap.order!, snap.ranked)) {
        const p = snap.slots[slot]!;
        const live = {
          t: at,
          day: newYorkDateOf(new Date(at)),
          valueCents: snap.profits[slot]! + p.investedCents,
          netDepositsCents: 0,
          benchmarkCents: 530_00,
          beta: 1,
          investedWeight: 1,
        };
        const measured = measurePerformance([...historyOf.get(p.userId)!, live]);
        const returnPct = snap.returns[slot]! * 100;
        const score = rankingScore('risk_adjusted', {
          returnPct,
          excessReturnPct: returnPct - benchmarkPct,
          volatilityPct: measured.volatilityPct,
        });
        scoreOf.set(p.userId, score);
        expect(scores.score[slot]).toBeCloseTo(score, 9);
        expect(scores.volatilityPct[slot]).toBeCloseTo(measured.volatilityPct, 9);
        expect(scores.provisional[slot]).toBe(measured.tradingDays < 5 ? 1 : 0);
      }
      // The domain's re-ranking of the standings' rows (return order) by score.
      const rows = topOfOrder(snap.order!, snap.ranked).map((slot, i) => ({
        userId: snap.slots[slot]!.userId,
        rank: i + 1,
        prizeRank: null,
        hidden: false,
        eligibleForPrize: snap.eligible[slot] === 1,
      }));
      const expected = rankByScore(rows, (r) => scoreOf.get(r.userId)!);
      const byScore = rankedByScore(snap);
      expect(byScore.top(snap.ranked).map((slot) => snap.slots[slot]!.userId)).toEqual(expected.map((r) => r.userId));
      for (const r of expected) expect(byScore.rankOf(snap.slotOf.get(r.userId)!)).toBe(r.rank);
      expect(byScore.prizeRanks).toEqual(
        expected
          .filter((r) => r.prizeRank !== null && r.prizeRank <= 3)
          .map((r) => ({ userId: r.userId, rank: r.prizeRank })),
      );
    };

    // A read by return alone scores nothing; the first read by score waits for a scored valuation.
    expect((await index.snapshot()).scores).toBeNull();
    const first = await index.snapshot(undefined, { scored: true });
    expect(first.ranked).toBe(PLAYERS - 1);
    expectDomainScores(first);

    // A deterministic walk of trades (re-scored into the valuation) and price moves (a new valuation).
    let seed = 4_242;
    const random = (k: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % k;
    };
    const held = new Map<string, number>();
    for (let step = 0; step < 24; step++) {
      const k = random(traders.length);
      const symbol = random(2) ? 'AAPL' : 'MSFT';
      const owned = held.get(`${k}:${symbol}`) ?? 0;
      const side = owned > 0 && random(2) ? 'sell' : 'buy';
      const quantity = side === 'sell' ? 1 + random(owned) : 5 + random(60);
      // The trade at a price the valuation does not have: re-scored at the valuation's price, its value moves.
      market.setPrice(symbol, (symbol === 'AAPL' ? 80_00 : 270_00) + random(40) * 100);
      const res = await competitionTrade(t.app, traders[k]!, 1, { symbol, side, quantity });
      expect(res.statusCode, res.body).toBe(200);
      held.set(`${k}:${symbol}`, owned + (side === 'buy' ? quantity : -quantity));
      index.markChanged([traders[k]!.id]);
      // Older than a read may be answered from: the next read waits for a new valuation at the prices now.
      if (step % 6 === 5) now += 6_000;
      expectDomainScores(await index.snapshot(undefined, { scored: true }));
    }
    await index.close();
  });
});
