import { managedUsernameStem, pickManagedUsername, type RosterStudent, temporaryPassword } from '@tradearena/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';
import { hashPassword } from '../auth/index.ts';
import { secureRandomInt } from './random-int.ts';

export interface PlannedAccount extends RosterStudent {
  username: string;
  temporaryPassword: string;
  passwordHash: string;
}

/**
 * Usernames and temporary passwords for the roster's students, before the transaction (hashing 200 passwords takes
 * seconds and must not hold a write lock): each username is `first.last` + a number free in the database at this
 * read and among the others of this import. Two imports racing for a name meet the unique index (the caller retries).
 */
export async function planRosterAccounts(
  db: Kysely<Database>,
  students: readonly RosterStudent[],
): Promise<PlannedAccount[]> {
  const stems = students.map((s) => managedUsernameStem(s.firstName, s.lastName));
  const taken = new Set<string>();
  const distinct = [...new Set(stems)];
  for (let i = 0; i < distinct.length; i += 50) {
    const chunk = distinct.slice(i, i + 50);
    const rows = await db
      .selectFrom('users')
      .select('username_normalized')
      .where((eb) => eb.or(chunk.map((stem) => eb('username_normalized', 'like', `${stem}%`))))
      .execute();
    for (const r of rows) taken.add(r.username_normalized);
  }
  const planned = students.map((student, i) => {
    const username = pickManagedUsername(stems[i] as string, taken, secureRandomInt);
    taken.add(username);
    return { ...student, username, temporaryPassword: temporaryPassword(secureRandomInt) };
  });
  const hashes = await Promise.all(planned.map((p) => hashPassword(p.temporaryPassword)));
  return planned.map((p, i) => ({ ...p, passwordHash: hashes[i] as string }));
}
