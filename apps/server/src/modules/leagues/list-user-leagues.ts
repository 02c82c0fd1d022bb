import type { UserLeague } from '@tradearena/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';
import { listUserCompetitions } from '../competition-core/index.ts';

/**
 * GET /api/user/leagues: the caller's friend leagues, newest first, completed ones included (isCompleted), each as
 * the competition entity with its state, schedule, player count, isCreator and invite code.
 */
export async function listUserLeagues(
  db: Kysely<Database>,
  input: { userId: number; now: Date },
): Promise<UserLeague[]> {
  return (await listUserCompetitions(db, input)).filter((c) => c.kind === 'league');
}
