import { addDays, dayNumberOf } from '@tradearena/domain';
import { describe, expect, it } from 'vitest';
import {
  createCorporateActionsCalendar,
  SPLIT_THRESHOLD,
} from '../../src/adapters/market-data/simulated/corporate-actions-calendar.ts';
import { DIVIDEND_SCHEDULES } from '../../src/adapters/market-data/simulated/dividend-schedules.ts';
import { REFERENCE_FUNDAMENTALS } from '../../src/adapters/market-data/simulated/reference-fundamentals.ts';
import { nyseSchedule } from '../../src/adapters/market-data/simulated/session-schedule.ts';
import { UNIVERSE } from '../../src/adapters/market-data/simulated/universe.ts';

const calendar = (seed = 'test-seed') =>
  createCorporateActionsCalendar({ seed, universe: UNIVERSE, schedule: nyseSchedule });
const isTradingDay = (d: string) => nyseSchedule.sessionOf(d) !== null;
const daysBetween = (a: string, b: string) => dayNumberOf(b) - dayNumberOf(a);

describe('simulated corporate actions: dividends', () => {
  it('gives every dividend payer of the universe a schedule, and no one else', () => {
    const payers = UNIVERSE.filter((u) => (REFERENCE_FUNDAMENTALS[u.symbol]?.[2] ?? 0) > 0).map((u) => u.symbol);
    expect(Object.keys(DIVIDEND_SCHEDULES).sort()).toEqual(payers.sort());
  });

  it('pays KO a quarter of its annual dividend on its usual days, ex two weeks before, declared weeks before that', () => {
    const ko = calendar().dividends('2027-01-01', '2027-12-31', 'KO');
    expect(ko.map((d) => d.payDate)).toEqual(['2027-04-01', '2027-07-01', '2027-10-01', '2027-12-15']);
    for (const d of ko) {
      expect(d).toMatchObject({ symbol: 'KO', amount: 0.51 });
      expect(daysBetween(d.exDate, d.payDate)).toBeGreaterThanOrEqual(14);
      expect(daysBetween(d.exDate, d.payDate)).toBeLessThanOrEqual(18);
      expect(daysBetween(d.declaredDate, d.exDate)).toBeGreaterThanOrEqual(21);
      expect(daysBetween(d.declaredDate, d.exDate)).toBeLessThanOrEqual(28);
    }
  });

  it('puts every date on an NYSE trading day, in order, for any year, within the asked ex-date range', () => {
    const c = calendar();
    for (const [from, to] of [
      ['2024-01-01', '2024-12-31'],
      ['2026-11-18', '2027-11-18'],
      ['2031-06-01', '2031-06-30'],
    ] as const) {
      const all = c.dividends(from, to);
      expect(all.length).toBeGreaterThan(0);
      for (const d of all) {
        expect(d.exDate >= from && d.exDate <= to).toBe(true);
        for (const day of [d.declaredDate, d.exDate, d.payDate]) expect(isTradingDay(day), day).toBe(true);
        expect(d.declaredDate < d.exDate && d.exDate < d.payDate).toBe(true);
        expect(d.amount).toBeGreaterThan(0);
        expect(Math.round(d.amount * 10_000)).toBeCloseTo(d.amount * 10_000, 6);
      }
      expect(all.map((d) => d.exDate)).toEqual(all.map((d) => d.exDate).sort());
    }
  });

  it('covers the next 12 months for every payer: four payments a year, DIS two, the monthly payers twelve', () => {
    const c = calendar();
    const from = '2026-11-18';
    const to = addDays(from, 365);
    for (const symbol of Object.keys(DIVIDEND_SCHEDULES)) {
      const expected = symbol === 'DIS' ? 2 : ['O', 'DIA', 'AGG'].includes(symbol) ? 12 : 4;
      // A holiday can move an ex-date across the window's edge; a calendar year holds each payment once.
      const n = c.dividends(from, to, symbol).length;
      expect(n, symbol).toBeGreaterThanOrEqual(expected - 1);
      expect(n, symbol).toBeLessThanOrEqual(expected + 1);
      const paidIn2027 = c.dividends('2026-10-01', '2027-12-31', symbol).filter((d) => d.payDate.startsWith('2027'));
      expect(paidIn2027.length, symbol).toBe(expected);
    }
    expect(c.dividends(from, to, 'O')[0]!.amount).toBe(0.2692);
    expect(c.dividends(from, to, 'AMZN')).toEqual([]);
  });
});

describe('simulated corporate actions: splits', () => {
  const years = [2026, 2027, 2028, 2029, 2030];
  const seeds = ['test-seed', 'another', 'a third', 'a fourth'];

  it('are rare and seeded: a handful a year across the universe, the same for a seed, others for another', () => {
    let total = 0;
    for (const seed of seeds) {
      for (const y of years) {
        const n = calendar(seed).splits(`${y}-01-01`, `${y}-12-31`).length;
        expect(n, `${seed} ${y}`).toBeLessThanOrEqual(8);
        total += n;
      }
    }
    expect(total).toBeGreaterThanOrEqual(seeds.length * 2);
    expect(calendar('test-seed').splits('2026-01-01', '2030-12-31')).toEqual(
      calendar('test-seed').splits('2026-01-01', '2030-12-31'),
    );
    const bySeed = seeds.map((s) => JSON.stringify(calendar(s).splits('2026-01-01', '2030-12-31')));
    expect(new Set(bySeed).size).toBeGreaterThan(1);
  });

  it('split only high-priced companies, never an ETF, on trading days, n-for-1, at most once a year each', () => {
    const c = calendar('another');
    const price = new Map(UNIVERSE.map((u) => [u.symbol, u.refPrice]));
    const all = c.splits('2026-01-01', '2035-12-31');
    expect(all.length).toBeGreaterThan(0);
    for (const s of all) {
      expect(UNIVERSE.find((u) => u.symbol === s.symbol)!.sector).not.toBe('ETF');
      expect(price.get(s.symbol)!).toBeGreaterThanOrEqual(SPLIT_THRESHOLD);
      expect(isTradingDay(s.date)).toBe(true);
      expect(s.from).toBe(1);
      expect([2, 3, 4, 5, 10]).toContain(s.to);
      price.set(s.symbol, price.get(s.symbol)! / s.to);
    }
    const keys = all.map((s) => `${s.symbol}${s.date.slice(0, 4)}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(c.splits('2020-01-01', '2025-12-31')).toEqual([]);
  });

  it('divides the dividends declared after a split by its ratio', () => {
    for (const seed of seeds) {
      const c = calendar(seed);
      const split = c.splits('2026-01-01', '2035-12-31').find((s) => DIVIDEND_SCHEDULES[s.symbol]);
      if (!split) continue;
      const before = c.dividends(addDays(split.date, -200), addDays(split.date, -1), split.symbol).at(-1)!;
      const after = c.dividends(split.date, addDays(split.date, 200), split.symbol)[0]!;
      expect(after.amount).toBeCloseTo(before.amount / split.to, 4);
      return;
    }
    throw new Error('no seed splits a dividend payer');
  });
});
