import { ETF_EXPENSE_RATIOS, REFERENCE_FUNDAMENTALS } from './reference-fundamentals.ts';
import type { Rng } from './seeded-random.ts';
import { UNIVERSE, type UniverseEntry } from './universe.ts';

/**
 * The ETFs of the universe: what each holds and how the simulator moves it
 * (docs/decisions/027-etfs-baskets-and-expense-ratios.md).
 * - A Select Sector SPDR holds the stocks of the universe in its sector, weighted by reference market cap (reference
 *   price × shares outstanding, reference-fundamentals.ts) and rebalanced to those weights every day; the simulator
 *   moves it as that basket plus a small tracking difference (TRACKING_DAILY_VOL), so a sector fund and its members
 *   agree on every day.
 * - SPY, QQQ, DIA and IWM follow the market factor with their beta (SPY is the market itself: beta 1, no noise of its
 *   own); their holdings are shown from the universe: every stock for SPY, the Nasdaq-100 members for QQQ (both
 *   cap-weighted) and the Dow's members for DIA (price-weighted, as the Dow is). No Russell 2000 company is in the
 *   universe, so IWM lists none.
 * - The bond fund (AGG) and the gold fund (GLD) follow their own factor model: a small negative (bonds) or small
 *   positive (gold) beta and low volatility (universe.ts), with the same fat-tailed noise as every instrument.
 * - Every ETF's expense ratio is taken out of its price, a 252nd of it each session (dailyFee).
 */

/** Sessions per year over which the expense ratio is charged. */
const SESSIONS_PER_YEAR = 252;
/** Daily sd of a sector fund's tracking difference against its basket (cash drag, sampling): about 0.3 % a year. */
export const TRACKING_DAILY_VOL = 0.0002;

const SECTOR_FUNDS: Readonly<Record<string, string>> = {
  XLK: 'Information Technology',
  XLF: 'Financials',
  XLV: 'Health Care',
  XLE: 'Energy',
  XLY: 'Consumer Discretionary',
  XLP: 'Consumer Staples',
  XLI: 'Industrials',
  XLU: 'Utilities',
  XLB: 'Materials',
  XLRE: 'Real Estate',
  XLC: 'Communication Services',
};

/** Members of the Nasdaq-100 that the universe lists. */
const NASDAQ_100 = new Set(
  'AAPL MSFT NVDA AVGO AMD INTC CSCO ADBE QCOM TXN MU INTU AMAT PLTR GOOGL META NFLX CMCSA TMUS AMZN TSLA SBUX BKNG COST PEP MDLZ AMGN ISRG GILD HON PYPL LIN'.split(
    ' ',
  ),
);
/** Members of the Dow Jones Industrial Average that the universe lists (all but Travelers). */
const DOW_30 = new Set(
  'AAPL AMGN AMZN AXP BA CAT CRM CSCO CVX DIS GS HD HON IBM JNJ JPM KO MCD MMM MRK MSFT NKE NVDA PG SHW UNH V VZ WMT'.split(
    ' ',
  ),
);

export interface BasketWeight {
  symbol: string;
  name: string;
  /** Share of the basket: the weights of a basket sum to 1. */
  weight: number;
}

const stocks = UNIVERSE.filter((u) => u.type === 'stock');

/** Reference market cap in dollars; a stock without reference fundamentals counts for nothing. */
function marketCap(u: UniverseEntry): number {
  const row = REFERENCE_FUNDAMENTALS[u.symbol];
  return row ? u.refPrice * row[0] * 1_000_000 : 0;
}

function weighted(members: readonly UniverseEntry[], size: (u: UniverseEntry) => number): BasketWeight[] {
  const total = members.reduce((sum, u) => sum + size(u), 0);
  if (total <= 0) return [];
  return members
    .map((u) => ({ symbol: u.symbol, name: u.name, weight: size(u) / total }))
    .filter((w) => w.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.symbol.localeCompare(b.symbol));
}

function basketOf(symbol: string): BasketWeight[] {
  const sector = SECTOR_FUNDS[symbol];
  if (sector)
    return weighted(
      stocks.filter((u) => u.sector === sector),
      marketCap,
    );
  if (symbol === 'SPY') return weighted(stocks, marketCap);
  if (symbol === 'QQQ')
    return weighted(
      stocks.filter((u) => NASDAQ_100.has(u.symbol)),
      marketCap,
    );
  if (symbol === 'DIA')
    return weighted(
      stocks.filter((u) => DOW_30.has(u.symbol)),
      (u) => u.refPrice,
    );
  return [];
}

const baskets = new Map(UNIVERSE.filter((u) => u.type === 'etf').map((u) => [u.symbol, basketOf(u.symbol)]));

/** An ETF's holdings that are in the universe, largest first, weights summing to 1; empty for a stock or a fund of none. */
export function etfHoldings(symbol: string): readonly BasketWeight[] {
  return baskets.get(symbol) ?? [];
}

/** The basket the simulator moves a fund as: a sector fund's; null for every other instrument (a factor model). */
export function simulatedBasket(symbol: string): readonly BasketWeight[] | null {
  return SECTOR_FUNDS[symbol] ? (baskets.get(symbol) ?? null) : null;
}

/** An ETF's expense ratio (a fraction a year); null for a stock. */
export function expenseRatioOf(symbol: string): number | null {
  return ETF_EXPENSE_RATIOS[symbol] ?? null;
}

/** The log price drop of one session's fee (0 for a stock). */
export function dailyFee(symbol: string): number {
  return Math.log1p(-(expenseRatioOf(symbol) ?? 0) / SESSIONS_PER_YEAR);
}

/** The log return of a basket rebalanced to its weights, from each member's log return. */
export function basketLogReturn(basket: readonly BasketWeight[], logReturnOf: (symbol: string) => number): number {
  let gross = 0;
  for (const w of basket) gross += w.weight * Math.exp(logReturnOf(w.symbol));
  return Math.log(gross);
}

/**
 * One session of a sector fund beyond its basket, from the fund's own draws of the day: its log move over the basket
 * (tracking difference less the fee) and the noise of its volume.
 */
export function fundDay(symbol: string, rng: Rng): { drift: number; volumeNoise: number } {
  const drift = TRACKING_DAILY_VOL * rng.normal() + dailyFee(symbol);
  return { drift, volumeNoise: rng.normal() };
}

/** What the intraday path of a stock needs of its day (simulated-market.ts dayMoves). */
export interface DayMoves {
  gap: number;
  ret: number;
  earnings: boolean;
  intradayVol: number;
  marketShare: number;
  volumeNoise: number;
}

/**
 * A sector fund's day from its members' days: the basket's gap, the given close-to-close return (its closes), and the
 * basket's intraday volatility (the members' market parts add up, their own parts diversify) for its intraday path.
 */
export function basketDayMoves(
  basket: readonly BasketWeight[],
  movesOf: (symbol: string) => DayMoves,
  ret: number,
  volumeNoise: number,
): DayMoves {
  const members = new Map(basket.map((w) => [w.symbol, movesOf(w.symbol)]));
  let marketVol = 0;
  let ownVariance = 0;
  for (const w of basket) {
    const m = members.get(w.symbol)!;
    const market = m.marketShare * m.intradayVol;
    marketVol += w.weight * market;
    ownVariance += w.weight ** 2 * Math.max(m.intradayVol ** 2 - market ** 2, 0);
  }
  const intradayVol = Math.max(Math.hypot(marketVol, Math.sqrt(ownVariance)), 1e-6);
  return {
    gap: basketLogReturn(basket, (s) => members.get(s)!.gap),
    ret,
    earnings: false,
    intradayVol,
    marketShare: Math.min(1, marketVol / intradayVol),
    volumeNoise,
  };
}

/** What a profile (ports/market-feed.ts SymbolProfile) says of an instrument's kind: its type, fee and holdings. */
export function instrumentFacts(u: UniverseEntry): {
  type: UniverseEntry['type'];
  expenseRatio: number | null;
  holdings: readonly BasketWeight[];
} {
  return { type: u.type, expenseRatio: expenseRatioOf(u.symbol), holdings: etfHoldings(u.symbol) };
}
