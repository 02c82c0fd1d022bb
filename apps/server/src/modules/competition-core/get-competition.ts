import { COMPETITION_MESSAGES, type Competition } from '@tradearena/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';
import { fail, ok, type Result } from '../../app-error.ts';
import { describeCompetitions } from './describe-competitions.ts';
import { loadCompetition } from './load-competition.ts';

/** GET /api/competitions/:id. A private league is shown only to its players and creator (others: 404). */
export async function getCompetition(
  db: Kysely<Database>,
  input: { id: number; userId: number; now: Date },
): Promise<Result<Competition>> {
  const row = await loadCompetition(db, input.id);
  if (!row) return fail('COMPETITION_NOT_FOUND', COMPETITION_MESSAGES.notFound);
  const [competition] = await describeCompetitions(db, [row], input);
  if (!competition) return fail('COMPETITION_NOT_FOUND', COMPETITION_MESSAGES.notFound);
  if (competition.isPrivate && !competition.isParticipant && !competition.isCreator)
    return fail('COMPETITION_NOT_FOUND', COMPETITION_MESSAGES.notFound);
  return ok(competition);
}
