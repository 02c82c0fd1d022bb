import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';

/** How long a key is remembered; the daily job deletes older ones. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * The stored first result for (user, key), if that request committed (orders and bank transfers share the keys: a key
 * used for one is a conflict for the other, since the fingerprints differ).
 */
export async function findIdempotentResult<T>(
  db: Kysely<Database>,
  userId: number,
  key: string,
): Promise<{ fingerprint: string; response: T } | null> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select(['fingerprint', 'response_json'])
    .where('user_id', '=', userId)
    .where('idem_key', '=', key)
    .executeTakeFirst();
  if (!row || row.response_json === '') return null;
  return { fingerprint: row.fingerprint, response: JSON.parse(row.response_json) as T };
}

/**
 * Claims (user, key) first thing in the request's transaction: a concurrent retry with the same key waits here and
 * then fails on the primary key, and finds the first result once it committed. The response is stored by the caller.
 */
export async function claimIdempotencyKey(
  trx: Transaction<Database>,
  userId: number,
  idempotency: { key: string; fingerprint: string },
  t: number,
): Promise<void> {
  await trx
    .insertInto('idempotency_keys')
    .values({
      user_id: userId,
      idem_key: idempotency.key,
      fingerprint: idempotency.fingerprint,
      response_json: '',
      created_at: t,
    })
    .execute();
}
