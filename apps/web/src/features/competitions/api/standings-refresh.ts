import { REFRESH_MS } from '@tradearena/contracts';

/**
 * Open leaderboards poll at the trade page's forced refresh interval (15 s, docs/product/accounts.md#refresh-and-stale-times), so a rank moves
 * without a reload while prices move and players trade.
 */
export const STANDINGS_REFRESH_MS = REFRESH_MS.tradePageForcedInvalidation;
