import { LEAGUE_SEASON } from '../competition-core/index.ts';
import { readAllStandingPlayers, valueStandingPlayers } from '../competitions/index.ts';
import type { ClassDeps } from './educator-deps.ts';

/** One value snapshot per class portfolio per this many milliseconds (the bucket start is its key). */
export const CLASS_SNAPSHOT_EVERY_MS = 15 * 60 * 1000;

/**
 * Records the total value of every current student's portfolio in every running class league (started, not
 * ended), with the bank transfers that value includes, at most one per CLASS_SNAPSHOT_EVERY_MS bucket (keyed by the
 * bucket's start: a second run in the same bucket, or another instance, writes nothing). The value history the
 * drawdown goal and the needs-guidance peak read, as unit values (ADR 012).
 */
export async function snapshotClassValues(deps: Omit<ClassDeps, 'clock'>, now: Date): Promise<number> {
  const db = deps.db.db;
  const t = now.getTime();
  const leagues = await db
    .selectFrom('competitions')
    .select('id')
    .where('kind', '=', 'league')
    .where('is_educational', '=', 1)
    .where('completed_at', 'is', null)
    .where('starts_at', '<=', t)
    .where('ends_at', '>', t)
    .execute();
  const bucket = Math.floor(t / CLASS_SNAPSHOT_EVERY_MS) * CLASS_SNAPSHOT_EVERY_MS;
  let written = 0;
  for (const league of leagues) {
    const competitionId = Number(league.id);
    const players = await readAllStandingPlayers(db, { competitionId, season: LEAGUE_SEASON });
    if (players.length === 0) continue;
    const values = await valueStandingPlayers(deps.marketData, players);
    const portfolios = await db
      .selectFrom('portfolios')
      .select(['id', 'user_id'])
      .where('competition_id', '=', competitionId)
      .where('season', '=', LEAGUE_SEASON)
      .execute();
    const portfolioOf = new Map(portfolios.map((p) => [Number(p.user_id), Number(p.id)]));
    const rows = players.flatMap((p, i) => {
      const portfolioId = portfolioOf.get(p.userId);
      return portfolioId === undefined
        ? []
        : [
            {
              portfolio_id: portfolioId,
              taken_at: bucket,
              value_cents: Math.round(values[i]!),
              // Read with the cash the value counts: which transfers this value includes (ADR 012 unit value).
              net_deposits_cents: p.investedCents - p.startingCashCents,
            },
          ];
    });
    if (rows.length === 0) continue;
    const res = await db
      .insertInto('portfolio_value_snapshots')
      .values(rows)
      .onConflict((oc) => oc.columns(['portfolio_id', 'taken_at']).doNothing())
      .executeTakeFirst();
    written += Number(res.numInsertedOrUpdatedRows ?? 0n);
  }
  return written;
}
