import type { Transaction } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';

/** The emailed-link tables: one row a token (by its hash), usable once before it expires. */
export type LinkTokenTable = 'password_reset_tokens' | 'email_change_tokens' | 'email_verification_tokens';

/**
 * Spends an emailed link's token inside the caller's transaction: true only for the one call that marks it used while
 * it is still unused and unexpired (a concurrent second use loses the conditional update).
 */
export async function spendLinkToken(
  trx: Transaction<Database>,
  table: LinkTokenTable,
  tokenHash: string,
  now: number,
): Promise<boolean> {
  const spent = await trx
    .updateTable(table)
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1;
}
