import { closeCompetitionSeason, type SeasonCloseDeps, type SeasonCloseReport } from './close-competition-season.ts';

/**
 * Closes every championship season that has ended and is not closed yet — also those that ended while the server
 * was down — oldest first. Each close is idempotent (close-competition-season.ts); the caller holds the job lock.
 * Friend leagues are completed by their own job.
 */
export async function closeSeasons(
  deps: SeasonCloseDeps,
  now: Date,
): Promise<(SeasonCloseReport & { competitionId: number; season: number })[]> {
  const due = await deps.db.db
    .selectFrom('competition_seasons as s')
    .innerJoin('competitions as c', 'c.id', 's.competition_id')
    .select(['s.competition_id', 's.season'])
    .where('c.kind', '=', 'championship')
    .where('s.closed_at', 'is', null)
    .where('s.ends_at', '<=', now.getTime())
    .orderBy('s.ends_at')
    .orderBy('s.competition_id')
    .execute();
  const reports = [];
  for (const s of due) {
    const competitionId = Number(s.competition_id);
    const season = Number(s.season);
    const report = await closeCompetitionSeason(deps, competitionId, season, now);
    reports.push({ ...report, competitionId, season });
  }
  return reports;
}
