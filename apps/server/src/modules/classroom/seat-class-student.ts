import type { Transaction } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';
import { LEAGUE_SEASON } from '../competition-core/index.ts';
import { openPersonalPortfolio } from '../portfolio/index.ts';

/**
 * Inside the caller's transaction: a new managed account placed in the class at once — the user (no email, a
 * temporary password to change at first sign-in), its personal portfolio and its class portfolio with the class's
 * starting cash. Returns the user id; a unique violation (the username taken meanwhile) is thrown to the caller.
 */
export async function seatClassStudent(
  trx: Transaction<Database>,
  input: {
    educatorId: number;
    league: { id: number; startingCashCents: number };
    student: { firstName: string; lastName: string; studentId: string | null; username: string };
    passwordHash: string;
    now: number;
  },
): Promise<number> {
  const { student, now } = input;
  const row = await trx
    .insertInto('users')
    .values({
      email: null,
      email_normalized: null,
      username: student.username,
      username_normalized: student.username,
      first_name: student.firstName,
      last_name: student.lastName,
      password_hash: input.passwordHash,
      created_at: now,
      managed_by: input.educatorId,
      student_id: student.studentId,
      must_change_password: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const userId = Number(row.id);
  await openPersonalPortfolio(trx, userId, new Date(now));
  // The class board shows first name and last initial: managed accounts are children's, kept private (ADR 024).
  const displayName = `${student.firstName} ${student.lastName.charAt(0)}.`.slice(0, 100);
  await trx
    .insertInto('competition_participants')
    .values({
      competition_id: input.league.id,
      season: LEAGUE_SEASON,
      user_id: userId,
      display_name: displayName,
      joined_at: now,
    })
    .execute();
  const cash = input.league.startingCashCents;
  await trx
    .insertInto('portfolios')
    .values({
      user_id: userId,
      competition_id: input.league.id,
      season: LEAGUE_SEASON,
      cash_cents: cash,
      starting_cash_cents: cash,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return userId;
}
