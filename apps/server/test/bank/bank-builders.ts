import type { Kysely } from 'kysely';
import type { Database } from '../../src/adapters/db/schema.ts';
import type { AppInstance } from '../../src/app.ts';
import { creditBank } from '../../src/modules/bank-ledger/credit-bank.ts';
import type { Trader } from '../trading/trading-builders.ts';

let serial = 0;

/** Puts money in the user's trading bank as a store purchase would (a deposit row and the balance). */
export async function fundBank(db: Kysely<Database>, userId: number, amountCents: number): Promise<void> {
  serial += 1;
  await creditBank(db, {
    userId,
    amountCents,
    type: 'deposit',
    competitionId: null,
    season: null,
    label: 'Starter Boost',
    idempotencyKey: `test-deposit:${userId}:${serial}`,
    now: new Date('2026-11-18T14:00:00Z'),
  });
}

/** POST /api/bank/transfer as this trader. */
export function transfer(
  app: AppInstance,
  who: Pick<Trader, 'cookie'>,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/bank/transfer',
    headers: { cookie: who.cookie, ...headers },
    payload,
  });
}
