import type { TransferResponse } from '@tradearena/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';
import { fail, ok, type Result } from '../../app-error.ts';
import { findIdempotentResult } from '../portfolio/index.ts';

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
  const prior = await findIdempotentResult<TransferResponse>(db, userId, key);
  if (!prior) return null;
  if (prior.fingerprint !== fingerprint)
    return fail('BANK_IDEMPOTENCY_CONFLICT', 'This Idempotency-Key was already used for a different request');
  return ok(prior.response);
}
