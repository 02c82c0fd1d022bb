import { z } from 'zod';

/**
 * The trading bank (spec 02 §3, §7): a per-user ledger in integer cents inside the server; dollars with 2 decimals
 * at this edge. Prizes land here; the store and transfers into portfolios come later.
 */
export const BankTransactionTypeSchema = z.enum(['prize', 'deposit', 'transfer', 'purchase']);
export type BankTransactionType = z.infer<typeof BankTransactionTypeSchema>;

/** GET /api/bank/balance. */
export const BankBalanceSchema = z.object({ balance: z.number() });
export type BankBalance = z.infer<typeof BankBalanceSchema>;

export const BankTransactionSchema = z.object({
  id: z.number().int(),
  type: BankTransactionTypeSchema,
  /** Dollars: positive into the bank, negative out of it. */
  amount: z.number(),
  /** What the money was for or where it went, e.g. "Weekly Championship · Season 5". */
  portfolio: z.string(),
  /** ISO. */
  date: z.string(),
});
export type BankTransaction = z.infer<typeof BankTransactionSchema>;

/** GET /api/bank/transactions: newest first. */
export const BankTransactionsSchema = z.array(BankTransactionSchema);
