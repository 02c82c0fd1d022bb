import type { DbHandle } from '../../adapters/db/open-database.ts';
import type { PubSub } from '../../ports/pubsub.ts';
import type { PortfolioContext } from '../portfolio/index.ts';
import { forgetMissingSeasonBenchmarkStart } from './season-benchmark-start.ts';
import { markSeasonRiskStale } from './season-risk-book.ts';

/** Every instance's season caches follow the value snapshots recorded through this channel (`{ competitionId, season }`). */
export const SEASON_SNAPSHOTS_CHANNEL = 'performance:season-snapshots';

/**
 * Snapshots of a competition season were just recorded (on one instance, by the snapshot job): this instance's caches
 * take them in now (the S&P 500's start price once there is one, the season's risk book) and every other instance's on
 * delivery; a lost message only delays them until their next refresh (season-benchmark-start.ts, season-risk-book.ts).
 */
export function announceSeasonSnapshots(deps: { db: DbHandle; pubsub: PubSub }, context: PortfolioContext): void {
  takeInSeasonSnapshots(deps.db, context);
  void deps.pubsub.publish(SEASON_SNAPSHOTS_CHANNEL, context).catch(() => undefined);
}

/** What this instance drops when snapshots of a season were recorded (by it or another instance). */
export function takeInSeasonSnapshots(db: DbHandle, context: PortfolioContext): void {
  forgetMissingSeasonBenchmarkStart(db, context);
  markSeasonRiskStale(db, context);
}

/** Follows the snapshots recorded by every instance; returns the unsubscribe. */
export function followSeasonSnapshots(deps: { db: DbHandle; pubsub: PubSub }): Promise<() => Promise<void>> {
  return deps.pubsub.subscribe(SEASON_SNAPSHOTS_CHANNEL, (raw) => {
    const { competitionId, season } = (raw ?? {}) as Partial<PortfolioContext>;
    if (!Number.isSafeInteger(competitionId) || !Number.isSafeInteger(season)) return;
    takeInSeasonSnapshots(deps.db, { competitionId: competitionId!, season: season! });
  });
}
