// The public surface of the performance context (value history, the S&P 500 benchmark and the ranking modes' scores:
// docs/decisions/023-performance-benchmark-and-attribution.md): code outside modules/performance/ imports only this
// file (docs/decisions/021-contexts-on-floors.md).
export { performanceRoutes } from './routes.ts';
export { type PlayerScore, scorePlayers, valuationScorer } from './score-players.ts';
export { snapshotPortfolioPerformance } from './snapshot-portfolio-performance.ts';
export { start, warmRiskBooks } from './start.ts';
