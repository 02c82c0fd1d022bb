import { addDays, type CivilDate, dayNumberOf } from '@tradearena/domain';
import { describe, expect, it } from 'vitest';
import { createSimulatedMarketData } from '../../src/adapters/market-data/simulated/create-simulated-market-data.ts';
import { sp500DailyLogReturns } from '../../src/adapters/market-data/simulated/sp500-returns.ts';
import { UNIVERSE } from '../../src/adapters/market-data/simulated/universe.ts';
import { manualClock } from '../../src/ports/clock.ts';

const BLOCK = 21; // calendar days per bootstrapped block of the simulator (public code)
const FIRST = '2026-01-05';
const LAST = '2026-12-18';

function simulatedMarket(seed: string) {
  return createSimulatedMarketData({ seed, clock: manualClock(`${LAST}T22:00:00Z`) }).market;
}

/** The market's close-to-close log move on every session from FIRST to LAST, as anyone watching SPY sees it. */
function marketMoves(seed: string): { date: CivilDate; move: number }[] {
  const bars = simulatedMarket(seed).dailyBars('SPY', addDays(FIRST, -7), Date.parse(`${LAST}T22:00:00Z`));
  const out: { date: CivilDate; move: number }[] = [];
  for (let i = 1; i < bars.length; i++) {
    if (bars[i]!.date >= FIRST) out.push({ date: bars[i]!.date, move: Math.log(bars[i]!.close / bars[i - 1]!.close) });
  }
  return out;
}

/**
 * The attacker: knows the simulator's code and the public S&P 500 history but not the seed. From three
 * observed days of a calendar block (the moves of SPY, the market itself) it finds the block of history that fits them best and bets on the sign of the
 * next day of that block.
 */
function predictNext(history: Float64Array, observed: { offset: number; move: number }[], next: number): number {
  let best = 0;
  let bestError = Number.POSITIVE_INFINITY;
  for (let start = 0; start < history.length - BLOCK; start++) {
    let error = 0;
    for (const o of observed) error += (o.move - history[start + o.offset]!) ** 2;
    if (error < bestError) {
      bestError = error;
      best = start;
    }
  }
  return history[best + next]!;
}

/** Each calendar block's sessions of one seed, with their offsets in the block and their moves. */
function blocksOf(seed: string): { offset: number; move: number }[][] {
  const byBlock = new Map<number, { offset: number; move: number }[]>();
  for (const d of marketMoves(seed)) {
    const n = dayNumberOf(d.date);
    const block = Math.floor(n / BLOCK);
    byBlock.set(block, [...(byBlock.get(block) ?? []), { offset: n - block * BLOCK, move: d.move }]);
  }
  return [...byBlock.values()].filter((days) => days.length >= 4);
}

describe('the simulated market move (prices must not be predictable)', () => {
  it('cannot be foreseen from the public S&P 500 history: after three days of a block, the next day’s direction is a coin flip', () => {
    const history = sp500DailyLogReturns();
    let trials = 0;
    let hits = 0;
    for (let s = 0; s < 16; s++) {
      for (const days of blocksOf(`secret-${s}`)) {
        const next = days[3]!;
        trials++;
        if (Math.sign(predictNext(history, days.slice(0, 3), next.offset)) === Math.sign(next.move)) hits++;
      }
    }
    expect(trials).toBeGreaterThanOrEqual(200);
    expect(hits / trials).toBeGreaterThan(0.4);
    expect(hits / trials).toBeLessThan(0.6);
  }, 60_000);

  it('does not reveal the size of the next day’s move either, only how volatile the period is', () => {
    const history = sp500DailyLogReturns();
    let trials = 0;
    let close = 0;
    for (let s = 0; s < 8; s++) {
      for (const days of blocksOf(`size-${s}`)) {
        const next = days[3]!;
        const predicted = Math.abs(predictNext(history, days.slice(0, 3), next.offset));
        trials++;
        if (Math.abs(predicted - Math.abs(next.move)) < 0.1 * Math.abs(next.move)) close++;
      }
    }
    expect(trials).toBeGreaterThanOrEqual(100);
    // knowing the exact size of a day's move, the first minutes of the session would give its direction away
    expect(close / trials).toBeLessThan(0.3);
  });

  it('says nothing of the rest of the day at the open or at 10:00: the market’s direction so far is a coin flip for what follows', () => {
    const now = Date.parse(`${LAST}T22:00:00Z`);
    let days = 0;
    const same = { open: 0, morning: 0 };
    for (let s = 0; s < 20; s++) {
      const market = simulatedMarket(`intraday-${s}`);
      const bars = market.dailyBars('SPY', FIRST, now);
      for (let i = 1; i < bars.length; i++) {
        const { date, open, close } = bars[i]!;
        const at10 = market.intradayBars('SPY', date, now)[6]!.open; // the 10:00 bar
        days++;
        if (Math.sign(open - bars[i - 1]!.close) === Math.sign(close - open)) same.open++;
        if (Math.sign(at10 - open) === Math.sign(close - at10)) same.morning++;
      }
    }
    expect(days).toBeGreaterThan(4_000);
    expect(same.open / days).toBeGreaterThan(0.46);
    expect(same.open / days).toBeLessThan(0.54);
    expect(same.morning / days).toBeGreaterThan(0.46);
    expect(same.morning / days).toBeLessThan(0.54);
  });

  it('lets no stock lag the market: a high-beta stock behind SPY after the first hour does not catch up', () => {
    const now = Date.parse(`${LAST}T22:00:00Z`);
    let trades = 0;
    let wins = 0;
    for (let s = 0; s < 6; s++) {
      const market = simulatedMarket(`lag-${s}`);
      const spy = market.dailyBars('SPY', '2026-06-01', now);
      for (const symbol of ['NVDA', 'AMD', 'TSLA', 'PLTR']) {
        const beta = UNIVERSE.find((u) => u.symbol === symbol)!.beta;
        const bars = market.dailyBars(symbol, '2026-06-01', now);
        for (let i = 1; i < spy.length; i++) {
          const date = bars[i]!.date;
          const [m, x] = [market.intradayBars('SPY', date, now), market.intradayBars(symbol, date, now)];
          // 9:30 → 10:30: how far the stock is behind (or ahead of) beta × the market
          const lag = beta * Math.log(m[12]!.open / m[0]!.open) - Math.log(x[12]!.open / x[0]!.open);
          if (Math.abs(lag) < 0.005) continue;
          trades++;
          if (Math.sign(lag) === Math.sign(bars[i]!.close - x[12]!.open)) wins++;
        }
      }
    }
    expect(trades).toBeGreaterThan(1_500);
    expect(wins / trades).toBeGreaterThan(0.46);
    expect(wins / trades).toBeLessThan(0.54);
  });

  it('gives the same days for the same seed whatever was asked first, and other days for another seed', () => {
    const end = Date.parse(`${LAST}T22:00:00Z`);
    const closes = (m: ReturnType<typeof simulatedMarket>, symbol: string) =>
      m.dailyBars(symbol, '2026-03-02', end).map((b) => [b.date, b.open, b.close]);
    const direct = simulatedMarket('seed-one');
    const roundabout = simulatedMarket('seed-one');
    roundabout.dailyBars('AAPL', '2024-01-02', Date.parse('2028-06-01T22:00:00Z'));
    roundabout.intradayBars('KO', '2026-07-15', end);
    for (const symbol of ['AAPL', 'KO', 'SPY']) expect(closes(roundabout, symbol)).toEqual(closes(direct, symbol));
    expect(closes(simulatedMarket('seed-two'), 'AAPL')).not.toEqual(closes(direct, 'AAPL'));
  });
});
