// The public surface of the portfolio context: code outside modules/portfolio/ imports only this file
// (docs/decisions/021-contexts-on-floors.md).
export { announcePortfolioChange } from './announce-portfolio-change.ts';
export { competitionClosedReason } from './competition-closed-reason.ts';
export {
  type DividendEntitlement,
  hasEntitlements,
  listCorporateActionEntries,
  payDividendEntitlement,
  quantitiesAt,
  recordDividendEntitlements,
  selectDividendsPaid,
  selectShownCorporateActions,
  selectUnpaidEntitlements,
  sumDividendsByUser,
  toCorporateActionEntryJson,
} from './corporate-action-ledger.ts';
export { selectPortfoliosToSplit, splitPortfolioPosition } from './corporate-action-splits.ts';
export { fundsSnapshot } from './funds-snapshot.ts';
export { getPortfolioValuation } from './get-portfolio-valuation.ts';
export { claimIdempotencyKey, findIdempotentResult, IDEMPOTENCY_TTL_MS } from './idempotent-result.ts';
export { listTrades } from './list-trades.ts';
export { byLotSymbol, type LoadedPortfolio, ledgerOf, loadPortfolio } from './load-portfolio.ts';
export { openPersonalPortfolio } from './open-personal-portfolio.ts';
export {
  closeFilledOrder,
  deletePosition,
  insertPosition,
  insertTrade,
  ledgerUpdate,
  lockPortfolio,
  selectAchievementIds,
  selectLots,
  selectPositionsOf,
  sumUserTrades,
  updatePosition,
} from './order-statements.ts';
export { type CachedPortfolio, createPortfolioCache, type PortfolioCache } from './portfolio-cache.ts';
export { afterRelease, type PortfolioReservations, type ReleasedReservation } from './portfolio-reservations.ts';
export { priceMarks } from './price-marks.ts';
export { type LockedPortfolio, readLockedPortfolio } from './read-locked-portfolio.ts';
export { readPortfolioChange } from './read-portfolio-change.ts';
export { portfolioRoutes } from './routes.ts';
export { start } from './start.ts';
export { EXECUTED_TRADE_COLUMNS, toExecutedTradeJson } from './to-executed-trade-json.ts';
export { dollars, percent2, toPortfolioSummaryJson, toPositionJson } from './to-portfolio-json.ts';
export { isPersonal, PERSONAL, type PortfolioContext, type TradingDeps } from './trading-deps.ts';
export { unlockAchievements } from './unlock-achievements.ts';
export { withLatestNotes } from './with-latest-notes.ts';
