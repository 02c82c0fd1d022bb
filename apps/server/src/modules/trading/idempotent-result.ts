import type { TradeActionResponse } from '@tradearena/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';

/** How long a key is remembered; the daily job deletes older ones. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** The stored first result for (user, key), if that order committed. */
export async function findIdempotentResult(
  db: Kysely<Database>,
  userId: number,
  key: string,
): Promise<{ fingerprint: string; response: TradeActionResponse } | null> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select(['fingerprint', 'response_json'])
    .where('user_id', '=', userId)
    .where('idem_key', '=', key)
    .executeTakeFirst();
  if (!row || row.response_json === '') return null;
  return { fingerprint: row.fingerprint, response: JSON.parse(row.response_json) as TradeActionResponse };
}
