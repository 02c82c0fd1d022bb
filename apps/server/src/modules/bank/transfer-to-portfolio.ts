import { createHash } from 'node:crypto';
import { TRANSFER_MESSAGES, type TransferResponse } from '@tradearena/contracts';
import { formatUsd, valuePortfolio } from '@tradearena/domain';
import type { TransactionRunner } from '../../adapters/db/group-commit.ts';
import { isUniqueViolation } from '../../adapters/db/unique-violation.ts';
import { fail, ok, type Result } from '../../app-error.ts';
import type { PortfolioCache } from '../portfolio/index.ts';
import {
  announcePortfolioChange,
  dollars,
  isPersonal,
  loadPortfolio,
  openPersonalPortfolio,
  priceMarks,
  type TradingDeps,
} from '../portfolio/index.ts';
import { applyTransfer, TransferPortfolioMoved, TransferRejected } from './apply-transfer.ts';
import { parseTransferBody } from './parse-transfer-body.ts';
import { replayTransfer } from './replay-transfer.ts';
import { resolveTransferTarget } from './resolve-transfer-target.ts';

/** Tries when trades keep changing the portfolio between its valuation and the transfer's commit. */
const ATTEMPTS = 5;

/**
 * POST /api/bank/transfer (docs/product/store-and-bank.md#transfers): money from the trading bank into one of the caller's portfolios
 * as a deposit. The portfolio is valued at the server's quotes before the transaction (its value just before the
 * deposit is kept for the time-weighted return, ADR 011); the transaction applies only if the portfolio is still in
 * that state, else it is valued again. With an Idempotency-Key a retry answers the first result and moves money once.
 * After commit the change is published, so open screens, the leaderboard and standings catch up.
 */
export async function transferToPortfolio(
  deps: Pick<TradingDeps, 'db' | 'clock' | 'pubsub' | 'marketData'> & {
    portfolios: PortfolioCache;
    transactions: TransactionRunner;
  },
  input: { userId: number; body: unknown; idempotencyKey?: string | undefined },
): Promise<Result<TransferResponse>> {
  const parsed = parseTransferBody(input.body);
  if (!parsed.ok) return parsed;
  const request = parsed.value;
  const key = input.idempotencyKey;
  const fingerprint = key
    ? createHash('sha256')
        .update(JSON.stringify(['bank-transfer', request.amountCents, request.portfolioType, request.leagueId]))
        .digest('hex')
    : '';
  if (key) {
    const prior = await replayTransfer(deps.db.db, input.userId, key, fingerprint);
    if (prior) return prior;
  }
  const now = deps.clock.now();
  const target = await resolveTransferTarget(deps, input.userId, request, now);
  if (!target.ok) return target;
  const { context, label } = target.value;
  const db = deps.db.db;
  const personal = isPersonal(context);

  for (let attempt = 1; ; attempt++) {
    let loaded = await loadPortfolio(db, input.userId, context);
    if (!loaded && personal) {
      await openPersonalPortfolio(db, input.userId, now);
      loaded = await loadPortfolio(db, input.userId, context);
    }
    if (!loaded) return fail('PORTFOLIO_NOT_FOUND', 'You have no portfolio in this competition');
    const marks = await priceMarks(
      deps.marketData,
      loaded.lots.map((l) => l.symbol),
    );
    const before = valuePortfolio(loaded.ledger, loaded.lots, marks);
    const amount = request.amountCents;
    let response: TransferResponse;
    try {
      response = await deps.transactions.run((trx) =>
        applyTransfer(trx, {
          userId: input.userId,
          context,
          portfolioId: loaded.id,
          label,
          amountCents: amount,
          known: { cashCents: loaded.ledger.cashCents, totalTrades: loaded.ledger.totalTrades },
          valueBeforeCents: before.totalValueCents,
          now,
          idempotency: key ? { key, fingerprint } : null,
          dbKind: deps.db.kind,
          respond: (balanceCents, cashAfterCents) => ({
            success: true,
            message: `${TRANSFER_MESSAGES.success}: ${formatUsd(amount)} moved to ${label}`,
            amount: dollars(amount),
            balance: dollars(balanceCents),
            portfolio: label,
            portfolioSummary: {
              totalValue: dollars(before.totalValueCents + amount),
              cashBalance: dollars(cashAfterCents),
              // A deposit is never profit: the profit is the one before it.
              totalProfitLoss: dollars(before.profitCents),
            },
          }),
        }),
      );
    } catch (err) {
      if (err instanceof TransferPortfolioMoved && attempt < ATTEMPTS) continue;
      if (err instanceof TransferRejected) return fail(err.code, err.message);
      if (key && isUniqueViolation(err)) {
        const prior = await replayTransfer(db, input.userId, key, fingerprint);
        if (prior) return prior;
      }
      throw err;
    }
    announcePortfolioChange(deps, { userId: input.userId, portfolioId: loaded.id, ...context }, now);
    return ok(response);
  }
}
