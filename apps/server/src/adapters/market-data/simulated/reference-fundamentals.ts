import { toCents } from '@tradearena/domain';
import type { SymbolFundamentals } from '../../../ports/market-feed.ts';

/**
 * Reference fundamentals of every stock of the universe (universe.ts): real-world figures, approximate and rounded,
 * as reported around FUNDAMENTALS_AS_OF — shares outstanding (millions; Berkshire in class-B equivalents), trailing
 * twelve months' diluted EPS in dollars (negative for a loss) and the annual dividend per share in dollars at the
 * rate then declared (0 for none). For an ETF, shares are the fund's shares outstanding and EPS and dividend those of
 * its holdings per fund share.
 * They change only when the data file is updated; market cap, P/E and dividend yield are computed from them at the
 * live price (packages/domain/src/market/key-figures.ts). Reference data for teaching, not investment data.
 */
export const FUNDAMENTALS_AS_OF = '2025-12-31';

type Row = [sharesMillions: number, eps: number, dividend: number];

export const REFERENCE_FUNDAMENTALS: Readonly<Record<string, Row>> = {
  // Information Technology
  AAPL: [14_800, 7.46, 1.04],
  MSFT: [7_430, 14.06, 3.64],
  NVDA: [24_300, 4.04, 0.04],
  AVGO: [4_720, 4.77, 2.6],
  ORCL: [2_850, 5.3, 2.0],
  CRM: [960, 7.2, 1.66],
  AMD: [1_620, 1.91, 0],
  INTC: [4_770, 0.01, 0],
  CSCO: [3_950, 2.7, 1.64],
  IBM: [935, 6.8, 6.72],
  ADBE: [420, 16.7, 0],
  QCOM: [1_080, 5.01, 3.56],
  TXN: [910, 5.48, 5.68],
  MU: [1_120, 10.52, 0.46],
  NOW: [1_040, 1.62, 0],
  INTU: [280, 14.5, 4.8],
  AMAT: [795, 8.66, 1.84],
  PLTR: [2_370, 0.31, 0],
  // Communication Services
  GOOGL: [12_100, 10.13, 0.84],
  META: [2_520, 22.64, 2.1],
  NFLX: [4_230, 2.45, 0],
  DIS: [1_800, 6.85, 1.5],
  CMCSA: [3_700, 5.39, 1.32],
  T: [7_150, 2.12, 1.11],
  VZ: [4_220, 4.56, 2.76],
  TMUS: [1_120, 10.2, 4.08],
  // Consumer Discretionary
  AMZN: [10_700, 7.08, 0],
  TSLA: [3_320, 1.44, 0],
  HD: [995, 14.5, 9.2],
  MCD: [714, 11.9, 7.44],
  NKE: [1_480, 1.7, 1.64],
  SBUX: [1_140, 1.63, 2.48],
  LOW: [561, 12.2, 4.8],
  BKNG: [32.4, 172, 38.4],
  TJX: [1_110, 4.45, 1.7],
  CMG: [1_330, 1.14, 0],
  GM: [950, 5.35, 0.6],
  F: [3_980, 1.11, 0.75],
  // Consumer Staples
  WMT: [7_970, 2.65, 0.94],
  PG: [2_340, 6.75, 4.23],
  KO: [4_300, 3.05, 2.04],
  PEP: [1_370, 6.0, 5.69],
  COST: [443, 18.6, 5.2],
  PM: [1_557, 6.9, 5.88],
  MO: [1_680, 7.1, 4.24],
  MDLZ: [1_290, 2.6, 2.0],
  CL: [806, 3.6, 2.08],
  // Health Care
  LLY: [945, 22.9, 6.92],
  UNH: [906, 16.35, 8.84],
  JNJ: [2_410, 10.8, 5.2],
  ABBV: [1_770, 2.36, 6.92],
  MRK: [2_500, 7.6, 3.4],
  PFE: [5_690, 1.6, 1.72],
  TMO: [376, 17.0, 1.72],
  ABT: [1_740, 3.8, 2.52],
  DHR: [715, 4.9, 1.28],
  AMGN: [538, 14.2, 10.08],
  ISRG: [358, 7.9, 0],
  GILD: [1_240, 6.4, 3.16],
  BMY: [2_035, 3.5, 2.48],
  CVS: [1_270, 1.0, 2.66],
  // Financials
  JPM: [2_730, 20.0, 6.0],
  BAC: [7_350, 3.8, 1.12],
  WFC: [3_150, 6.3, 1.8],
  GS: [303, 48.0, 16.0],
  MS: [1_590, 9.5, 4.0],
  C: [1_790, 7.0, 2.4],
  V: [1_940, 10.2, 2.68],
  MA: [905, 15.6, 3.48],
  AXP: [690, 15.4, 3.28],
  'BRK.B': [2_157, 30.0, 0],
  BLK: [155, 36.0, 20.84],
  SCHW: [1_780, 4.3, 1.08],
  PYPL: [950, 5.1, 0.56],
  // Industrials
  CAT: [468, 19.0, 6.04],
  BA: [760, -14.78, 0],
  GE: [1_060, 7.5, 1.44],
  HON: [635, 9.0, 4.76],
  UPS: [848, 6.6, 6.56],
  UNP: [593, 11.6, 5.52],
  RTX: [1_340, 4.9, 2.72],
  LMT: [231, 21.5, 13.8],
  DE: [271, 18.5, 6.48],
  UBER: [2_080, 6.3, 0],
  MMM: [530, 6.4, 2.92],
  // Energy
  XOM: [4_220, 6.7, 4.12],
  CVX: [2_000, 7.3, 6.84],
  COP: [1_240, 6.6, 3.36],
  SLB: [1_490, 2.45, 1.14],
  EOG: [545, 10.0, 4.08],
  OXY: [985, 1.1, 0.96],
  // Materials
  LIN: [469, 14.6, 6.0],
  SHW: [249, 11.1, 3.16],
  FCX: [1_436, 1.45, 0.6],
  NEM: [1_100, 5.9, 1.0],
  DOW: [710, -1.85, 1.4],
  // Utilities
  NEE: [2_060, 3.4, 2.27],
  DUK: [778, 6.1, 4.26],
  SO: [1_100, 3.9, 2.96],
  D: [853, 2.8, 2.67],
  // Real Estate
  PLD: [929, 3.6, 4.04],
  AMT: [468, 6.0, 6.8],
  EQIX: [98, 11.0, 18.76],
  O: [915, 1.1, 3.23],
  SPG: [326, 6.4, 8.8],
  // ETFs: the holdings' earnings and dividends per fund share
  SPY: [920, 24.5, 7.1],
  QQQ: [650, 18.0, 2.9],
  DIA: [70, 21.0, 7.0],
  IWM: [290, 8.2, 2.7],
  XLK: [625, 3.8, 0.9],
  XLF: [980, 3.05, 0.75],
  XLV: [240, 7.0, 2.6],
  XLE: [600, 3.0, 1.5],
  XLY: [200, 4.25, 0.9],
  XLP: [200, 3.75, 2.1],
  XLI: [150, 6.2, 2.0],
  XLU: [490, 2.15, 1.2],
  XLB: [110, 2.05, 0.85],
  XLRE: [180, 1.17, 1.35],
  XLC: [215, 5.75, 1.1],
  // A bond fund and a gold fund have no earnings (no P/E); the bond fund pays out its coupons, gold pays nothing.
  AGG: [1_300, 0, 3.9],
  GLD: [330, 0, 0],
};

/**
 * Each ETF's expense ratio: the fund's yearly fee as a fraction of its assets, as its issuer published it around
 * FUNDAMENTALS_AS_OF (SPY 0.0945 %, the Select Sector SPDRs 0.08 %, AGG 0.03 %, GLD 0.40 %). The simulator charges it
 * daily in the price (etf-baskets.ts); the stock page shows it.
 */
export const ETF_EXPENSE_RATIOS: Readonly<Record<string, number>> = {
  SPY: 0.000945,
  QQQ: 0.002,
  DIA: 0.0016,
  IWM: 0.0019,
  XLK: 0.0008,
  XLF: 0.0008,
  XLV: 0.0008,
  XLE: 0.0008,
  XLY: 0.0008,
  XLP: 0.0008,
  XLI: 0.0008,
  XLU: 0.0008,
  XLB: 0.0008,
  XLRE: 0.0008,
  XLC: 0.0008,
  AGG: 0.0003,
  GLD: 0.004,
};

/** A symbol's reference fundamentals in the port's units (cents), dated; null for a symbol the file does not list. */
export function referenceFundamentalsOf(symbol: string): SymbolFundamentals | null {
  const row = REFERENCE_FUNDAMENTALS[symbol];
  if (!row) return null;
  const [sharesMillions, eps, dividend] = row;
  return {
    sharesOutstanding: Math.round(sharesMillions * 1_000_000),
    epsCents: toCents(eps),
    dividendPerShareCents: toCents(dividend),
    asOf: FUNDAMENTALS_AS_OF,
  };
}
