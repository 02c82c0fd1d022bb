import type { Kysely } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';
import type { StandingPlayer } from '../standings/index.ts';
import { readStandingPlayers } from '../standings/index.ts';

/** Players per round: each lists their portfolio and user ids, under SQLite's 32,766 bound parameters. */
const CHUNK = 10_000;

/** Every participant of one competition season (read in user-id chunks). */
export async function readAllStandingPlayers(
  db: Kysely<Database>,
  season: { competitionId: number; season: number },
): Promise<StandingPlayer[]> {
  const all: StandingPlayer[] = [];
  let after = 0;
  for (;;) {
    const chunk = await readStandingPlayers(db, season, { afterUserId: after, limit: CHUNK });
    all.push(...chunk.players);
    if (chunk.lastUserId === null) return all;
    after = chunk.lastUserId;
  }
}
