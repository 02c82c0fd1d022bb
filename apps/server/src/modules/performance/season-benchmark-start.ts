import type { DbHandle } from '../../adapters/db/open-database.ts';
import type { PortfolioContext } from '../portfolio/index.ts';

/**
 * Per database: the first SPY price found per competition season (a later snapshot never comes before it), or, before
 * any, when that was last looked for: looked for again after NONE_YET_MS, or at once after this process recorded
 * snapshots of the season (forgetMissingSeasonBenchmarkStart).
 */
const known = new WeakMap<DbHandle, Map<string, { cents: number | null; at: number }>>();
const NONE_YET_MS = 60_000;

/**
 * SPY's price at the first recorded instant of a competition season, over all its portfolios (ADR 023: the excess
 * of every player is over the same span, whichever players are scored together); null before any snapshot.
 */
export async function seasonBenchmarkStart(db: DbHandle, context: PortfolioContext, now: Date): Promise<number | null> {
  const key = `${context.competitionId}:${context.season}`;
  const cache = known.get(db) ?? new Map<string, { cents: number | null; at: number }>();
  known.set(db, cache);
  const cached = cache.get(key);
  if (cached && (cached.cents !== null || now.getTime() - cached.at < NONE_YET_MS)) return cached.cents;
  const first = await db.db
    .selectFrom('portfolio_value_snapshots as s')
    .innerJoin('portfolios as p', 'p.id', 's.portfolio_id')
    .select('s.benchmark_cents')
    .where('p.competition_id', '=', context.competitionId)
    .where('p.season', '=', context.season)
    .where('s.benchmark_cents', 'is not', null)
    .where('s.taken_at', '<', now.getTime())
    .orderBy('s.taken_at')
    .limit(1)
    .executeTakeFirst();
  const cents = first ? Number(first.benchmark_cents) : null;
  cache.set(key, { cents, at: now.getTime() });
  return cents;
}

/**
 * Snapshots of a competition season were just recorded: a season remembered as having none is looked up again on its
 * next read, so its players' excess is measured from the first snapshot as soon as it exists (not up to NONE_YET_MS
 * later).
 */
export function forgetMissingSeasonBenchmarkStart(db: DbHandle, context: PortfolioContext): void {
  const cache = known.get(db);
  const key = `${context.competitionId}:${context.season}`;
  if (cache?.get(key)?.cents === null) cache.delete(key);
}
