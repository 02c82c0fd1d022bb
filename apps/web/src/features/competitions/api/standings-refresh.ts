import { REFRESH_MS } from '@tradearena/contracts';

/**
 * Open leaderboards poll at the spec's portfolio re-invalidation interval (15 s, docs/product/competitions.md#league-standings-and-history), so a rank moves
 * without a reload while prices move and players trade.
 */
export const STANDINGS_REFRESH_MS = REFRESH_MS.tradePageForcedInvalidation;
