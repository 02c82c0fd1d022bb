import type { InstrumentType, ScreenerStock } from '@tradearena/contracts';

export const SORT_KEYS = ['symbol', 'price', 'changePercent', 'volume', 'beta', 'rangePosition'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';
export const RANGE_FILTERS = ['any', 'near-high', 'near-low'] as const;
export type RangeFilter = (typeof RANGE_FILTERS)[number];

/** "Near" a 52-week high or low: the price within this many percent of it. */
export const NEAR_52_WEEK_PERCENT = 5;

/** A closed interval; a null bound is open. */
export interface Bounds {
  min: number | null;
  max: number | null;
}

export interface ScreenerFilters {
  /** '' for stocks and ETFs alike. */
  type: InstrumentType | '';
  /** '' for every sector. */
  sector: string;
  price: Bounds;
  changePercent: Bounds;
  /** Shares. */
  volume: Bounds;
  beta: Bounds;
  week52: RangeFilter;
  sortBy: SortKey;
  direction: SortDirection;
}

const OPEN: Bounds = { min: null, max: null };

export const DEFAULT_SCREENER_FILTERS: ScreenerFilters = {
  type: '',
  sector: '',
  price: OPEN,
  changePercent: OPEN,
  volume: OPEN,
  beta: OPEN,
  week52: 'any',
  sortBy: 'symbol',
  direction: 'asc',
};

/** Where the price sits in its 52-week range: 0 at the low, 1 at the high; null when the range is unknown. */
export function rangePosition(s: ScreenerStock): number | null {
  if (s.week52Low === null || s.week52High === null || s.week52High <= s.week52Low) return null;
  return (s.price - s.week52Low) / (s.week52High - s.week52Low);
}

/** A value inside the bounds; an unknown value (null) passes only open bounds. */
function within(value: number | null, b: Bounds): boolean {
  if (b.min === null && b.max === null) return true;
  if (value === null) return false;
  return (b.min === null || value >= b.min) && (b.max === null || value <= b.max);
}

function isNear(s: ScreenerStock, which: RangeFilter): boolean {
  if (which === 'any') return true;
  const near = NEAR_52_WEEK_PERCENT / 100;
  if (which === 'near-high') return s.week52High !== null && s.price >= s.week52High * (1 - near);
  return s.week52Low !== null && s.price <= s.week52Low * (1 + near);
}

function sortValue(s: ScreenerStock, key: SortKey): number | string | null {
  return key === 'rangePosition' ? rangePosition(s) : s[key];
}

/**
 * The stock screener's rules: the stocks that pass every filter, sorted by the chosen column in the chosen
 * direction; unknown values (no beta, no 52-week range) sort last either way, ties by symbol.
 */
export function screenStocks(stocks: readonly ScreenerStock[], f: ScreenerFilters): ScreenerStock[] {
  const kept = stocks.filter(
    (s) =>
      (f.type === '' || s.type === f.type) &&
      (f.sector === '' || s.sector === f.sector) &&
      within(s.price, f.price) &&
      within(s.changePercent, f.changePercent) &&
      within(s.volume, f.volume) &&
      within(s.beta, f.beta) &&
      isNear(s, f.week52),
  );
  const sign = f.direction === 'asc' ? 1 : -1;
  return kept.sort((a, b) => {
    const x = sortValue(a, f.sortBy);
    const y = sortValue(b, f.sortBy);
    if (x === y) return a.symbol.localeCompare(b.symbol);
    if (x === null || y === null) return x === null ? 1 : -1;
    return sign * (typeof x === 'string' || typeof y === 'string' ? String(x).localeCompare(String(y)) : x - y);
  });
}

/** The sectors present, alphabetically. */
export function sectorsOf(stocks: readonly ScreenerStock[]): string[] {
  return [...new Set(stocks.map((s) => s.sector))].sort((a, b) => a.localeCompare(b));
}
