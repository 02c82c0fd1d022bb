/** The benchmark every portfolio is measured against (ADR 023): the S&P 500 ETF of the universe. */
export const BENCHMARK = { symbol: 'SPY', name: 'S&P 500' } as const;

/** One value snapshot per portfolio per this many milliseconds while the market is open (the bucket start is its key). */
export const PERFORMANCE_SNAPSHOT_EVERY_MS = 15 * 60 * 1000;
