import { INSTRUMENT_TYPES } from '@tradearena/contracts';
import {
  type Bounds,
  DEFAULT_SCREENER_FILTERS,
  RANGE_FILTERS,
  type RangeFilter,
  type ScreenerFilters,
  SORT_KEYS,
  type SortKey,
} from './screen-stocks.ts';

/** The screener's controls as typed (text), kept in the URL so that Back from a stock returns to the same screen. */
export const SCREENER_FIELDS = [
  'type',
  'sector',
  'minPrice',
  'maxPrice',
  'minChange',
  'maxChange',
  'minVolume',
  'maxVolume',
  'minBeta',
  'maxBeta',
  'week52',
  'sort',
  'dir',
] as const;
export type ScreenerField = (typeof SCREENER_FIELDS)[number];
export type ScreenerForm = Record<ScreenerField, string>;

export const DEFAULT_SCREENER_FORM: ScreenerForm = {
  type: '',
  sector: '',
  minPrice: '',
  maxPrice: '',
  minChange: '',
  maxChange: '',
  minVolume: '',
  maxVolume: '',
  minBeta: '',
  maxBeta: '',
  week52: DEFAULT_SCREENER_FILTERS.week52,
  sort: DEFAULT_SCREENER_FILTERS.sortBy,
  dir: DEFAULT_SCREENER_FILTERS.direction,
};

const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T): T =>
  (values as readonly string[]).includes(value) ? (value as T) : fallback;

/** The form a URL carries; unknown or missing values are the defaults. */
export function formFromParams(params: URLSearchParams): ScreenerForm {
  const form = { ...DEFAULT_SCREENER_FORM };
  for (const field of SCREENER_FIELDS) form[field] = params.get(field)?.slice(0, 40) ?? DEFAULT_SCREENER_FORM[field];
  form.type = oneOf(['', ...INSTRUMENT_TYPES], form.type, DEFAULT_SCREENER_FILTERS.type);
  form.week52 = oneOf(RANGE_FILTERS, form.week52, DEFAULT_SCREENER_FILTERS.week52);
  form.sort = oneOf(SORT_KEYS, form.sort, DEFAULT_SCREENER_FILTERS.sortBy);
  form.dir = oneOf(['asc', 'desc'], form.dir, DEFAULT_SCREENER_FILTERS.direction);
  return form;
}

/** The URL parameters of a form: only what differs from the defaults. */
export function paramsFromForm(form: ScreenerForm): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of SCREENER_FIELDS) if (form[field] !== DEFAULT_SCREENER_FORM[field]) params.set(field, form[field]);
  return params;
}

/** A typed number, or null for an empty or unreadable field (which then does not filter). */
function numberOf(text: string, scale = 1): number | null {
  const t = text.trim();
  if (!t) return null;
  const n = Number(t);
  return Number.isFinite(n) ? n * scale : null;
}

const bounds = (min: string, max: string, scale = 1): Bounds => ({
  min: numberOf(min, scale),
  max: numberOf(max, scale),
});

/** The filters a form asks for; volumes are typed in millions of shares. */
export function filtersFromForm(form: ScreenerForm): ScreenerFilters {
  return {
    type: form.type as ScreenerFilters['type'],
    sector: form.sector,
    price: bounds(form.minPrice, form.maxPrice),
    changePercent: bounds(form.minChange, form.maxChange),
    volume: bounds(form.minVolume, form.maxVolume, 1_000_000),
    beta: bounds(form.minBeta, form.maxBeta),
    week52: form.week52 as RangeFilter,
    sortBy: form.sort as SortKey,
    direction: form.dir === 'desc' ? 'desc' : 'asc',
  };
}
