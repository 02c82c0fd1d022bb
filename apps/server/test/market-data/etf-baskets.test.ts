import { addDays, type CivilDate, dayNumberOf } from '@tradearena/domain';
import { describe, expect, it } from 'vitest';
import {
  etfHoldings,
  expenseRatioOf,
  simulatedBasket,
  TRACKING_DAILY_VOL,
} from '../../src/adapters/market-data/simulated/etf-baskets.ts';
import { createMarketFactor } from '../../src/adapters/market-data/simulated/market-factor.ts';
import { nyseSchedule } from '../../src/adapters/market-data/simulated/session-schedule.ts';
import { createSimulatedMarket, GAP_SHARE } from '../../src/adapters/market-data/simulated/simulated-market.ts';
import { simulatedNews } from '../../src/adapters/market-data/simulated/simulated-news.ts';
import { UNIVERSE } from '../../src/adapters/market-data/simulated/universe.ts';

const SEED = 'etf-seed';
const market = (universe = UNIVERSE) => createSimulatedMarket({ seed: SEED, schedule: nyseSchedule, universe });

const SECTOR_FUNDS = ['XLK', 'XLF', 'XLV', 'XLE', 'XLY', 'XLP', 'XLI', 'XLU', 'XLB', 'XLRE', 'XLC'];
const ETFS = ['SPY', 'QQQ', 'DIA', 'IWM', ...SECTOR_FUNDS, 'AGG', 'GLD'];

function sessionsBetween(from: CivilDate, to: CivilDate): CivilDate[] {
  const out: CivilDate[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) if (nyseSchedule.sessionOf(d)) out.push(d);
  return out;
}

const simpleReturns = (closes: number[]) => closes.slice(1).map((c, i) => c / closes[i]! - 1);

describe('ETFs of the simulated universe', () => {
  it('lists every ETF the issue names as type etf with its expense ratio, and every company as a stock', () => {
    for (const symbol of ETFS) {
      const u = UNIVERSE.find((x) => x.symbol === symbol);
      expect(u, symbol).toMatchObject({ type: 'etf', sector: 'ETF' });
      expect(expenseRatioOf(symbol), symbol).toBeGreaterThan(0);
    }
    expect(expenseRatioOf('SPY')).toBe(0.000945);
    expect(expenseRatioOf('XLK')).toBe(0.0008);
    expect(UNIVERSE.find((u) => u.symbol === 'AAPL')).toMatchObject({ type: 'stock' });
    expect(expenseRatioOf('AAPL')).toBeNull();
  });

  it('holds a sector fund’s universe members of its sector, cap-weighted, largest first, weights summing to 1', () => {
    const xlk = etfHoldings('XLK');
    const tech = UNIVERSE.filter((u) => u.sector === 'Information Technology').map((u) => u.symbol);
    expect(xlk.map((w) => w.symbol).sort()).toEqual([...tech].sort());
    expect(xlk.reduce((s, w) => s + w.weight, 0)).toBeCloseTo(1, 12);
    // NVDA 24.3 bn shares × $187 is the largest reference cap, then AAPL, then MSFT.
    expect(xlk.slice(0, 3).map((w) => w.symbol)).toEqual(['NVDA', 'AAPL', 'MSFT']);
    for (let i = 1; i < xlk.length; i++) expect(xlk[i]!.weight).toBeLessThanOrEqual(xlk[i - 1]!.weight);
    for (const fund of SECTOR_FUNDS) expect(simulatedBasket(fund)!.length, fund).toBeGreaterThanOrEqual(4);
  });

  it('shows DIA price-weighted (Goldman first, as in the Dow), IWM without holdings, bond and gold without stocks', () => {
    expect(etfHoldings('DIA')[0]!.symbol).toBe('GS');
    expect(etfHoldings('DIA')).toHaveLength(29);
    expect(etfHoldings('QQQ').map((w) => w.symbol)).not.toContain('JPM');
    expect(etfHoldings('IWM')).toEqual([]);
    expect(etfHoldings('AGG')).toEqual([]);
    expect(etfHoldings('GLD')).toEqual([]);
    expect(simulatedBasket('SPY')).toBeNull();
    expect(etfHoldings('AAPL')).toEqual([]);
  });

  it('moves a sector fund as its cap-weighted basket every day, within its tracking difference', () => {
    const m = market();
    const [from, to] = ['2026-03-02', '2026-09-01'];
    for (const fund of ['XLK', 'XLE', 'XLU']) {
      const basket = simulatedBasket(fund)!;
      const fundReturns = simpleReturns(m.dailyCloses(fund, from, to));
      const memberReturns = new Map(basket.map((w) => [w.symbol, simpleReturns(m.dailyCloses(w.symbol, from, to))]));
      expect(fundReturns.length).toBeGreaterThan(100);
      fundReturns.forEach((r, day) => {
        const basketReturn = basket.reduce((s, w) => s + w.weight * memberReturns.get(w.symbol)![day]!, 0);
        expect(Math.abs(r - basketReturn), `${fund} day ${day}`).toBeLessThan(6 * TRACKING_DAILY_VOL);
      });
    }
  });

  it('lets a year of SPY trail the index (the market factor) by its expense ratio', () => {
    const m = market();
    const days = sessionsBetween('2026-01-02', '2027-01-04');
    const closes = m.dailyCloses('SPY', days[0]!, addDays(days[days.length - 1]!, 1));
    const factor = createMarketFactor(SEED, GAP_SHARE);
    const indexLog = days.slice(1).reduce((s, d) => {
      const move = factor(dayNumberOf(d));
      return s + move.gap + move.rest;
    }, 0);
    const spy = closes[closes.length - 1]! / closes[0]!;
    const trail = Math.exp(indexLog) / spy - 1;
    expect(days.length - 1).toBeGreaterThanOrEqual(250);
    expect(trail).toBeGreaterThan(0.000945 * 0.98);
    expect(trail).toBeLessThan(0.000945 * 1.02);
  });

  it('gives the bond and the gold fund low volatility and a small beta against the market', () => {
    const m = market();
    const [from, to] = ['2025-01-02', '2026-12-01'];
    const spy = simpleReturns(m.dailyCloses('SPY', from, to));
    for (const [fund, maxVol] of [
      ['AGG', 0.09],
      ['GLD', 0.22],
    ] as const) {
      const r = simpleReturns(m.dailyCloses(fund, from, to));
      const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
      const [mr, ms] = [mean(r), mean(spy)];
      const cov = mean(r.map((x, i) => (x - mr) * (spy[i]! - ms)));
      const beta = cov / mean(spy.map((x) => (x - ms) ** 2));
      const vol = Math.sqrt(mean(r.map((x) => (x - mr) ** 2)) * 252);
      expect(vol, fund).toBeLessThan(maxVol);
      expect(Math.abs(beta), fund).toBeLessThan(0.3);
    }
  });

  it('leaves every stock’s path as it was without the ETFs, and stays deterministic for a seed', () => {
    const stocksOnly = market(UNIVERSE.filter((u) => u.type === 'stock' || u.symbol === 'SPY' || u.symbol === 'QQQ'));
    const all = market();
    for (const symbol of ['AAPL', 'XOM', 'JPM']) {
      expect(all.dailyCloses(symbol, '2026-01-05', '2026-06-01')).toEqual(
        stocksOnly.dailyCloses(symbol, '2026-01-05', '2026-06-01'),
      );
    }
    const noon = Date.parse('2026-05-12T16:00:00Z');
    expect(market().priceAt('XLK', noon)).toEqual(all.priceAt('XLK', noon));
    expect(market().intradayBars('XLE', '2026-05-12', noon)).toEqual(all.intradayBars('XLE', '2026-05-12', noon));
  });

  it('writes no company story about a fund: an outsized move of the wire is a company’s', () => {
    const m = market();
    const funds = new Set(ETFS);
    const moves: string[] = [];
    for (let week = 0; week < 6; week++) {
      const at = Date.parse('2026-09-25T21:30:00Z') + week * 7 * 86_400_000;
      for (const n of simulatedNews(SEED, m, at)) if (n.id.includes('-move-')) moves.push(...n.tickers);
    }
    expect(moves.length).toBeGreaterThan(0);
    expect(moves.filter((s) => funds.has(s))).toEqual([]);
  }, 120_000);
});
