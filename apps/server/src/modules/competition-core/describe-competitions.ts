import type { Competition } from '@tradearena/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';
import { currentSeason } from './current-season.ts';
import type { CompetitionRow } from './load-competition.ts';
import { toCompetitionJson } from './to-competition-json.ts';

/**
 * Competitions as the caller sees them: each one's current-season player count and whether the caller plays it,
 * read in two grouped queries whatever the number of competitions.
 */
export async function describeCompetitions(
  db: Kysely<Database>,
  rows: readonly CompetitionRow[],
  input: { userId: number; now: Date },
): Promise<Competition[]> {
  if (rows.length === 0) return [];
  const seasons = new Map(rows.map((r) => [Number(r.id), currentSeason(r, input.now).season]));
  const ids = [...seasons.keys()];
  const counts = await db
    .selectFrom('competition_participants')
    .select(['competition_id', 'season', (eb) => eb.fn.countAll<number>().as('n')])
    .where('competition_id', 'in', ids)
    // Only the seasons shown (a league's 1, each championship's current): never every past season's players.
    .where('season', 'in', [...new Set(seasons.values())])
    .where('removed_at', 'is', null)
    .groupBy(['competition_id', 'season'])
    .execute();
  const mine = await db
    .selectFrom('competition_participants')
    .select(['competition_id', 'season'])
    .where('user_id', '=', input.userId)
    .where('competition_id', 'in', ids)
    .where('removed_at', 'is', null)
    .execute();
  const key = (id: number, season: number) => `${id}:${season}`;
  const countBy = new Map(counts.map((c) => [key(Number(c.competition_id), Number(c.season)), Number(c.n)]));
  const joined = new Set(mine.map((m) => key(Number(m.competition_id), Number(m.season))));
  return rows.map((row) => {
    const k = key(Number(row.id), seasons.get(Number(row.id)) ?? 0);
    return toCompetitionJson(row, {
      now: input.now,
      userId: input.userId,
      participantCount: countBy.get(k) ?? 0,
      isParticipant: joined.has(k),
    });
  });
}
