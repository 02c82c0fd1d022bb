import { replayClock, replayEndsAt, replayInstantOf } from '@tradearena/domain';
import { describe, expect, it } from 'vitest';
import { createReplayMarket, createReplayPrices } from '../../src/adapters/market-data/replay/replay-market.ts';
import { createSimulatedMarketData } from '../../src/adapters/market-data/simulated/create-simulated-market-data.ts';
import { dailyFee, simulatedBasket, TRACKING_DAILY_VOL } from '../../src/adapters/market-data/simulated/etf-baskets.ts';
import { UNIVERSE } from '../../src/adapters/market-data/simulated/universe.ts';
import { manualClock } from '../../src/ports/clock.ts';

// 13–15 October 2008 in the shipped history: +11.6 %, −0.5 %, −9.0 % (docs/decisions/025-instruments-corporate-actions-replay.md).
const SPEC = { startDate: '2008-10-13', days: 3, minutesPerDay: 30, startsAt: Date.UTC(2026, 10, 29, 12), seed: 'etf' };
const prices = createReplayPrices(SPEC)!;
const entry = (symbol: string) => UNIVERSE.find((u) => u.symbol === symbol)!;
/** A symbol's price before each played day: its reference price before Day 1, then each day's close. */
const before = (symbol: string, day: number) => {
  const paths = prices.pathsOf(entry(symbol));
  return day === 0 ? entry(symbol).refPrice : paths[day - 1]![paths[day - 1]!.length - 1]!;
};

describe('ETFs in a replay event (docs/decisions/032-etfs-in-replays-and-provider-corporate-actions.md)', () => {
  it('moves a sector fund as its cap-weighted basket on every played minute, within its tracking difference', () => {
    for (const fund of ['XLK', 'XLE', 'XLU']) {
      const basket = simulatedBasket(fund)!;
      const paths = prices.pathsOf(entry(fund));
      paths.forEach((path, day) => {
        for (let m = 0; m < path.length; m++) {
          const fundMove = path[m]! / before(fund, day) - 1;
          const basketMove = basket.reduce(
            (s, w) => s + w.weight * (prices.pathsOf(entry(w.symbol))[day]![m]! / before(w.symbol, day) - 1),
            0,
          );
          expect(Math.abs(fundMove - basketMove), `${fund} day ${day + 1} minute ${m}`).toBeLessThan(
            6 * TRACKING_DAILY_VOL,
          );
        }
      });
    }
  });

  it('takes the tracking difference from the fund’s own draws: a day’s close is not exactly its basket’s', () => {
    const basket = simulatedBasket('XLK')!;
    const close = (s: string) => prices.pathsOf(entry(s))[0]![390]! / entry(s).refPrice;
    const basketGross = basket.reduce((sum, w) => sum + w.weight * close(w.symbol), 0);
    expect(Math.abs(close('XLK') - basketGross)).toBeGreaterThan(0);
    expect(createReplayPrices(SPEC)!.pathsOf(entry('XLK'))).toEqual(prices.pathsOf(entry('XLK')));
  });

  it('moves SPY as the replayed index, less a session’s share of its expense ratio each day', () => {
    const spy = prices.pathsOf(entry('SPY'));
    spy.forEach((path, day) => {
      for (let m = 0; m < path.length; m++) {
        const index = prices.indexPaths[day]![m]! / prices.previousClose;
        const fee = Math.exp(dailyFee('SPY') * (day + m / (path.length - 1)));
        expect(path[m]! / entry('SPY').refPrice, `day ${day + 1} minute ${m}`).toBeCloseTo(index * fee, 12);
      }
    });
    // After three sessions SPY trails the index by three 252nds of 0.0945 %.
    const last = spy[2]![390]! / entry('SPY').refPrice / (prices.indexPaths[2]![390]! / prices.previousClose);
    expect(last).toBeCloseTo((1 - 0.000945 / 252) ** 3, 12);
  });

  it('keeps bond and gold on their own models and a stock’s path as it was', () => {
    for (const symbol of ['AGG', 'GLD', 'QQQ']) {
      const [day1] = prices.pathsOf(entry(symbol));
      const move = Math.log(day1![390]! / entry(symbol).refPrice);
      const indexMove = Math.log(prices.indexPaths[0]![390]! / prices.previousClose);
      // Their beta share of the +11.6 % day, give or take a few days' own noise.
      expect(Math.abs(move - entry(symbol).beta * indexMove), symbol).toBeLessThan(
        (5 * entry(symbol).annualVol) / Math.sqrt(252),
      );
    }
  });

  it('reveals no fund point before it is played: quotes and candles end at the clock', async () => {
    const clock = manualClock(new Date(replayInstantOf(prices.schedule, 2, 137)).toISOString());
    const base = createSimulatedMarketData({ seed: 'base', clock });
    const market = createReplayMarket(prices, clock, base);
    const now = replayClock(prices.schedule, clock.now().getTime());
    expect([now.day, now.minute]).toEqual([2, 137]);
    for (const symbol of ['XLK', 'SPY', 'XLF']) {
      const quote = (await market.marketData.quote(symbol))!;
      expect(quote.priceCents).toBe(Math.round(prices.pathsOf(entry(symbol))[1]![137]! * 100));
      const candles = (await market.marketData.candles(symbol, '5M'))!;
      expect(candles[candles.length - 1]!.time).toBeLessThanOrEqual(clock.now().getTime());
      expect(candles[candles.length - 1]!.closeCents).toBe(quote.priceCents);
    }
    expect(replayEndsAt(prices.schedule)).toBeGreaterThan(clock.now().getTime());
  });

  it('draws a fund’s played points from played points only: a later move of its members changes none of them', () => {
    const later = createReplayPrices(SPEC)!;
    const xlk = simulatedBasket('XLK')!;
    // Disturb every member's points after Day 2 minute 137 before the fund is drawn from them.
    for (const w of xlk) {
      const paths = later.pathsOf(entry(w.symbol));
      for (let m = 138; m < paths[1]!.length; m++) paths[1]![m] = paths[1]![m]! * 1.5;
      paths[2]!.fill(1);
    }
    const disturbed = later.pathsOf(entry('XLK'));
    const played = prices.pathsOf(entry('XLK'));
    expect(Array.from(disturbed[0]!)).toEqual(Array.from(played[0]!));
    expect(Array.from(disturbed[1]!.subarray(0, 138))).toEqual(Array.from(played[1]!.subarray(0, 138)));
    expect(disturbed[1]![200]).not.toBe(played[1]![200]);
  });
});
