import type { RegisterRequest } from '@tradearena/contracts';
import { normalizeEmail, normalizeUsername } from '@tradearena/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';
import { openPersonalPortfolio } from '../portfolio/index.ts';

/**
 * Inside the caller's transaction: a new account and its personal $100,000 portfolio. Returns the user id. A unique
 * violation (email or username taken meanwhile) is thrown for the caller to map (takenAccountFailure).
 */
export async function insertAccount(
  trx: Transaction<Database>,
  input: RegisterRequest & { passwordHash: string },
  now: Date,
): Promise<number> {
  const row = await trx
    .insertInto('users')
    .values({
      email: input.email,
      email_normalized: normalizeEmail(input.email),
      username: input.username,
      username_normalized: normalizeUsername(input.username),
      first_name: input.firstName,
      last_name: input.lastName,
      password_hash: input.passwordHash,
      created_at: now.getTime(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = Number(row.id);
  await openPersonalPortfolio(trx, id, now);
  return id;
}
