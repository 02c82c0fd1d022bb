import type { Transaction } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';
import { deleteSessionsOfUser } from '../accounts/index.ts';
import { endPendingLinks } from './end-pending-links.ts';

/**
 * Inside the caller's transaction: the account's new password hash — `temporary` when a teacher handed it out, so it
 * must be changed at the next sign-in (ADR 024), else one the owner chose — every open emailed link ended (it belongs
 * to the old password) and every session of the user deleted but `keepIdHash` (null: all). Call
 * `sessionCache.forgetUser` after the commit.
 */
export async function storeNewPassword(
  trx: Transaction<Database>,
  input: { userId: number; passwordHash: string; temporary: boolean; keepIdHash: string | null; now: number },
): Promise<void> {
  await trx
    .updateTable('users')
    .set({ password_hash: input.passwordHash, must_change_password: input.temporary ? 1 : 0 })
    .where('id', '=', input.userId)
    .execute();
  await endPendingLinks(trx, input.userId, input.now);
  await deleteSessionsOfUser(trx, input.userId, input.keepIdHash);
}
