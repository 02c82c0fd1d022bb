import type { ScreenerStock } from '@tradearena/contracts';
import { describe, expect, it } from 'vitest';
import { buildScreenerStock } from '@/test/builders.ts';
import {
  DEFAULT_SCREENER_FILTERS,
  rangePosition,
  type ScreenerFilters,
  screenStocks,
  sectorsOf,
} from './screen-stocks.ts';

const stock = (symbol: string, over: Partial<ScreenerStock> = {}) => buildScreenerStock({ symbol, ...over });

const universe: ScreenerStock[] = [
  stock('AAPL', { price: 272, changePercent: 1.5, volume: 50_000_000, beta: 1.2, week52Low: 170, week52High: 280 }),
  stock('KO', {
    sector: 'Consumer Staples',
    price: 70,
    changePercent: -0.4,
    volume: 14_000_000,
    beta: 0.5,
    week52Low: 68,
    week52High: 80,
  }),
  stock('JPM', {
    sector: 'Financials',
    price: 322,
    changePercent: 0,
    volume: 9_000_000,
    beta: 1.1,
    week52Low: 200,
    week52High: 330,
  }),
  stock('TSLA', {
    sector: 'Consumer Discretionary',
    price: 450,
    changePercent: -3.2,
    volume: 90_000_000,
    beta: 2,
    week52Low: 220,
    week52High: 480,
  }),
  stock('F', {
    sector: 'Consumer Discretionary',
    price: 13,
    changePercent: 2.8,
    volume: 60_000_000,
    beta: null,
    week52Low: null,
    week52High: null,
  }),
];

const screen = (over: Partial<ScreenerFilters>) =>
  screenStocks(universe, { ...DEFAULT_SCREENER_FILTERS, ...over }).map((s) => s.symbol);

describe('screenStocks', () => {
  it('keeps every stock, by symbol, without filters', () => {
    expect(screen({})).toEqual(['AAPL', 'F', 'JPM', 'KO', 'TSLA']);
  });

  it('keeps one sector', () => {
    expect(screen({ sector: 'Consumer Discretionary' })).toEqual(['F', 'TSLA']);
    expect(screen({ sector: 'Energy' })).toEqual([]);
  });

  it('keeps prices inside a range, bounds included, either bound open', () => {
    expect(screen({ price: { min: 70, max: 322 } })).toEqual(['AAPL', 'JPM', 'KO']);
    expect(screen({ price: { min: 300, max: null } })).toEqual(['JPM', 'TSLA']);
    expect(screen({ price: { min: null, max: 70 } })).toEqual(['F', 'KO']);
  });

  it('keeps day changes inside a range, losers with negative bounds', () => {
    expect(screen({ changePercent: { min: null, max: -0.1 } })).toEqual(['KO', 'TSLA']);
    expect(screen({ changePercent: { min: 0, max: 2 } })).toEqual(['AAPL', 'JPM']);
  });

  it('keeps volumes inside a range', () => {
    expect(screen({ volume: { min: 50_000_000, max: null } })).toEqual(['AAPL', 'F', 'TSLA']);
    expect(screen({ volume: { min: null, max: 10_000_000 } })).toEqual(['JPM']);
  });

  it('keeps betas inside a range and leaves out a stock whose beta is unknown once beta is filtered', () => {
    expect(screen({ beta: { min: null, max: 1.1 } })).toEqual(['JPM', 'KO']);
    expect(screen({ beta: { min: 0, max: null } })).not.toContain('F');
  });

  it('keeps stocks within 5% of their 52-week high or low', () => {
    // AAPL 272 ≥ 280 × 0.95 = 266; JPM 322 ≥ 313.5; TSLA 450 ≥ 456? no.
    expect(screen({ week52: 'near-high' })).toEqual(['AAPL', 'JPM']);
    // KO 70 ≤ 68 × 1.05 = 71.4.
    expect(screen({ week52: 'near-low' })).toEqual(['KO']);
  });

  it('combines filters', () => {
    expect(screen({ sector: 'Consumer Discretionary', changePercent: { min: 0, max: null } })).toEqual(['F']);
  });

  it('sorts by a column in either direction, unknown values last, ties by symbol', () => {
    expect(screen({ sortBy: 'price', direction: 'desc' })).toEqual(['TSLA', 'JPM', 'AAPL', 'KO', 'F']);
    expect(screen({ sortBy: 'changePercent', direction: 'asc' })).toEqual(['TSLA', 'KO', 'JPM', 'AAPL', 'F']);
    expect(screen({ sortBy: 'volume', direction: 'desc' })).toEqual(['TSLA', 'F', 'AAPL', 'KO', 'JPM']);
    expect(screen({ sortBy: 'beta', direction: 'asc' })).toEqual(['KO', 'JPM', 'AAPL', 'TSLA', 'F']);
    expect(screen({ sortBy: 'beta', direction: 'desc' })).toEqual(['TSLA', 'AAPL', 'JPM', 'KO', 'F']);
    expect(screen({ sortBy: 'symbol', direction: 'desc' })).toEqual(['TSLA', 'KO', 'JPM', 'F', 'AAPL']);
    const tied = [stock('B', { price: 5 }), stock('A', { price: 5 })];
    expect(
      screenStocks(tied, { ...DEFAULT_SCREENER_FILTERS, sortBy: 'price', direction: 'desc' }).map((s) => s.symbol),
    ).toEqual(['A', 'B']);
  });

  it('sorts by position in the 52-week range', () => {
    expect(screen({ sortBy: 'rangePosition', direction: 'desc' })).toEqual(['JPM', 'AAPL', 'TSLA', 'KO', 'F']);
    expect(rangePosition(universe[1]!)).toBeCloseTo(2 / 12);
    expect(rangePosition(universe[4]!)).toBeNull();
  });

  it('does not reorder the list it is given', () => {
    const copy = [...universe];
    screenStocks(universe, { ...DEFAULT_SCREENER_FILTERS, sortBy: 'price' });
    expect(universe).toEqual(copy);
  });
});

describe('sectorsOf', () => {
  it('lists each sector once, alphabetically', () => {
    expect(sectorsOf(universe)).toEqual([
      'Consumer Discretionary',
      'Consumer Staples',
      'Financials',
      'Information Technology',
    ]);
  });
});
