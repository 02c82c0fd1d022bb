import {
  BankBalanceSchema,
  BankTransactionsSchema,
  IdempotencyKeyHeadersSchema,
  TransferBodySchema,
  TransferResponseSchema,
  TransferTargetsSchema,
} from '@tradearena/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { unwrap } from '../../app-error.ts';
import { idempotencyKeyOf } from '../../plugins/idempotency-key.ts';
import { requireUser } from '../../plugins/session.ts';
import { getBankAccount } from '../bank-ledger/index.ts';
import { dollars } from '../portfolio/index.ts';
import { listBankTransactions } from './list-bank-transactions.ts';
import { listTransferTargets } from './list-transfer-targets.ts';
import { transferToPortfolio } from './transfer-to-portfolio.ts';

/**
 * The trading bank (docs/product/store-and-bank.md#trading-bank): balance and history, and transfers into the caller's portfolios with the
 * portfolios they can go into (docs/product/store-and-bank.md#transfers). HTTP only.
 */
export async function bankRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.db.db;

  app.get(
    '/api/bank/balance',
    {
      config: { doc: { operationId: 'getBankBalance', summary: 'The trading bank’s balance', auth: 'session' } },
      schema: { response: { 200: BankBalanceSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      const account = await getBankAccount(db, user.id);
      const balance = dollars(account.balanceCents);
      if (account.paymentReversedAt === null) return { balance };
      return {
        balance,
        owed: dollars(account.owedCents),
        paymentReversedAt: new Date(account.paymentReversedAt).toISOString(),
      };
    },
  );

  app.get(
    '/api/bank/transactions',
    {
      config: { doc: { operationId: 'listBankTransactions', summary: 'The trading bank’s history', auth: 'session' } },
      schema: { response: { 200: BankTransactionsSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      return listBankTransactions(db, { userId: user.id });
    },
  );

  app.get(
    '/api/bank/transfer-targets',
    {
      config: {
        doc: { operationId: 'listTransferTargets', summary: 'The portfolios a transfer can go into', auth: 'session' },
      },
      schema: { response: { 200: TransferTargetsSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      return listTransferTargets(db, { userId: user.id, now: app.deps.clock.now() });
    },
  );

  // The body is checked by the use-case against TransferBodySchema, so each refusal carries the form's text and code.
  app.post(
    '/api/bank/transfer',
    {
      config: {
        doc: {
          operationId: 'transferFromBank',
          summary: 'Move money from the bank into a portfolio',
          auth: 'session',
          errors: [
            'BANK_INVALID_AMOUNT',
            'BANK_SELECT_PORTFOLIO',
            'BANK_INSUFFICIENT_FUNDS',
            'BANK_IDEMPOTENCY_CONFLICT',
            'PORTFOLIO_NOT_FOUND',
            'COMPETITION_NOT_JOINABLE',
            'LEAGUE_COMPLETED',
            'BANK_TRANSFER_CLASS_NOT_ALLOWED',
          ],
          body: TransferBodySchema,
          headers: IdempotencyKeyHeadersSchema,
        },
      },
      schema: { response: { 200: TransferResponseSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      const idempotencyKey = idempotencyKeyOf(request);
      const deps = { ...app.deps, ...app.orders };
      return unwrap(await transferToPortfolio(deps, { userId: user.id, body: request.body, idempotencyKey }));
    },
  );
}
