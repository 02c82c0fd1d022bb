import type { TransferResponse } from '@tradearena/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';
import { fail, ok, type Result } from '../../app-error.ts';

/**
 * The first answer to a transfer with this Idempotency-Key, if it committed: the same answer again (the money moved
 * once); a key used for something else (another transfer or an order) is a 409. Null when the key is new.
 */
export async function replayTransfer(
  db: Kysely<Database>,
  userId: number,
  key: string,
  fingerprint: string,
): Promise<Result<TransferResponse> | null> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select(['fingerprint', 'response_json'])
    .where('user_id', '=', userId)
    .where('idem_key', '=', key)
    .executeTakeFirst();
  if (!row || row.response_json === '') return null;
  if (row.fingerprint !== fingerprint)
    return fail('BANK_IDEMPOTENCY_CONFLICT', 'This Idempotency-Key was already used for a different request');
  return ok(JSON.parse(row.response_json) as TransferResponse);
}
