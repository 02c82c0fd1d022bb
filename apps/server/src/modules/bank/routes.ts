import { BankBalanceSchema, BankTransactionsSchema } from '@tradearena/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/session.ts';
import { dollars } from '../trading/to-portfolio-json.ts';
import { getBankBalance } from './get-bank-balance.ts';
import { listBankTransactions } from './list-bank-transactions.ts';

/** The trading bank's ledger (spec 02 §7; issue 12): balance and history. Transfers and the store come later. */
export async function bankRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.db.db;

  app.get('/api/bank/balance', { schema: { response: { 200: BankBalanceSchema } } }, async (request) => {
    const user = requireUser(request);
    return { balance: dollars(await getBankBalance(db, user.id)) };
  });

  app.get('/api/bank/transactions', { schema: { response: { 200: BankTransactionsSchema } } }, async (request) => {
    const user = requireUser(request);
    return listBankTransactions(db, { userId: user.id });
  });
}
