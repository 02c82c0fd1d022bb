import type { Transaction } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';

/**
 * Every open password-reset link, pending email change and email-verification link of the user dies (used when the
 * password or the email changes: a link sent before belongs to the old state of the account).
 */
export async function endPendingLinks(trx: Transaction<Database>, userId: number, now: number): Promise<void> {
  for (const table of ['password_reset_tokens', 'email_change_tokens', 'email_verification_tokens'] as const) {
    await trx
      .updateTable(table)
      .set({ used_at: now })
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .execute();
  }
}
