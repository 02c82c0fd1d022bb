import type { Kysely } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';

/** The user's trading-bank balance in cents (0 before the first credit). */
export async function getBankBalance(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('bank_accounts')
    .select('balance_cents')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.balance_cents ?? 0);
}
