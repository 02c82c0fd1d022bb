import type { ErrorCode, TransferResponse } from '@tradearena/contracts';
import { TRANSFER_MESSAGES } from '@tradearena/contracts';
import type { Transaction } from 'kysely';
import type { DbKind } from '../../adapters/db/open-database.ts';
import type { Database } from '../../adapters/db/schema.ts';
import { bankTransfersAllowed } from '../competition-core/index.ts';
import type { PortfolioContext } from '../portfolio/index.ts';
import { claimIdempotencyKey, competitionClosedReason } from '../portfolio/index.ts';

/** A transfer the rules refuse: thrown inside the transaction to roll it back, returned as a failure outside. */
export class TransferRejected extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** The portfolio traded or received money since it was valued: rolled back, to be valued and tried again. */
export class TransferPortfolioMoved extends Error {}

export interface ApplyTransferInput {
  userId: number;
  context: PortfolioContext;
  portfolioId: number;
  label: string;
  amountCents: number;
  /** The portfolio's state when it was valued: the update applies only to exactly that state. */
  known: { cashCents: number; totalTrades: number };
  /** Its total value then, at the server's quotes (ADR 011). */
  valueBeforeCents: number;
  now: Date;
  idempotency: { key: string; fingerprint: string } | null;
  dbKind: DbKind;
  /** The answer, given the bank balance and the portfolio's cash after the transfer. */
  respond(balanceCents: number, cashAfterCents: number): TransferResponse;
}

/**
 * One transfer in one transaction: claim the idempotency key, check the competition season is still open and takes
 * bank cash (a class only when its educator allows it, ADR 012), debit the
 * bank only while it holds the amount (`WHERE balance_cents >= amount`: two transfers at once never overdraw it), the
 * bank's transfer row with the value before, the portfolio's cash and net deposits (compare-and-set on the state it
 * was valued in) and its own transfer row. Returns the response (also stored for a retry with the same key).
 */
export async function applyTransfer(trx: Transaction<Database>, input: ApplyTransferInput): Promise<TransferResponse> {
  const t = input.now.getTime();
  const amount = input.amountCents;
  if (input.idempotency) await claimIdempotencyKey(trx, input.userId, input.idempotency, t);
  if (input.context.competitionId !== 0) {
    const closed = await competitionClosedReason(trx, input.dbKind, input.context, t);
    // A league that has not started yet still takes money (it is not completed).
    if (closed && closed.code !== 'LEAGUE_PENDING') throw new TransferRejected(closed.code, closed.message);
    const competition = await trx
      .selectFrom('competitions')
      .select(['kind', 'is_educational', 'bank_transfers_allowed'])
      .where('id', '=', input.context.competitionId)
      .executeTakeFirst();
    if (competition && !bankTransfersAllowed(competition))
      throw new TransferRejected('BANK_TRANSFER_CLASS_NOT_ALLOWED', TRANSFER_MESSAGES.classNotAllowed);
  }
  const debited = await trx
    .updateTable('bank_accounts')
    .set((eb) => ({ balance_cents: eb('balance_cents', '-', amount), updated_at: t }))
    .where('user_id', '=', input.userId)
    .where('balance_cents', '>=', amount)
    .returning('balance_cents')
    .executeTakeFirst();
  if (!debited) throw new TransferRejected('BANK_INSUFFICIENT_FUNDS', TRANSFER_MESSAGES.insufficientFunds);
  const bankRow = await trx
    .insertInto('bank_transactions')
    .values({
      user_id: input.userId,
      type: 'transfer',
      amount_cents: -amount,
      competition_id: input.context.competitionId,
      season: input.context.season,
      portfolio_label: input.label,
      created_at: t,
      idempotency_key: null,
      value_before_cents: input.valueBeforeCents,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const credited = await trx
    .updateTable('portfolios')
    .set((eb) => ({
      cash_cents: eb('cash_cents', '+', amount),
      net_deposits_cents: eb('net_deposits_cents', '+', amount),
      updated_at: t,
    }))
    .where('id', '=', input.portfolioId)
    .where('cash_cents', '=', input.known.cashCents)
    .where('total_trades', '=', input.known.totalTrades)
    .returning('cash_cents')
    .executeTakeFirst();
  if (!credited) throw new TransferPortfolioMoved();
  const cashAfterCents = Number(credited.cash_cents);
  await trx
    .insertInto('portfolio_transfers')
    .values({
      portfolio_id: input.portfolioId,
      bank_transaction_id: Number(bankRow.id),
      amount_cents: amount,
      value_before_cents: input.valueBeforeCents,
      cash_after_cents: cashAfterCents,
      created_at: t,
    })
    .execute();
  const response = input.respond(Number(debited.balance_cents), cashAfterCents);
  if (input.idempotency) {
    await trx
      .updateTable('idempotency_keys')
      .set({ response_json: JSON.stringify(response) })
      .where('user_id', '=', input.userId)
      .where('idem_key', '=', input.idempotency.key)
      .execute();
  }
  return response;
}
