import { z } from 'zod';

/**
 * The trading bank (docs/product/store-and-bank.md#trading-bank): a per-user ledger in integer cents inside the server; dollars with 2 decimals
 * at this edge. Prizes and store purchases land here; transfers move money from it into portfolios (docs/product/store-and-bank.md#transfers).
 */
export const BankTransactionTypeSchema = z.enum(['prize', 'deposit', 'transfer', 'purchase', 'refund']);
export type BankTransactionType = z.infer<typeof BankTransactionTypeSchema>;

/**
 * GET /api/bank/balance (dollars). Only on an account a refund or dispute reversed (ADR 019): `owed`, what reversed
 * payments could not take back (settled from the next credits, 0 once repaid), and `paymentReversedAt` (ISO), when
 * a payment was last reversed.
 */
export const BankBalanceSchema = z.object({
  balance: z.number(),
  owed: z.number().optional(),
  paymentReversedAt: z.string().optional(),
});
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

// ---------------------------------------------------------------- transfers (docs/product/store-and-bank.md#transfers)

/** docs/product/store-and-bank.md#transfers bank-transfer validation texts: title, then the sentence (the error body carries both). */
export const TRANSFER_MESSAGES = {
  invalidAmount: 'Invalid Amount: Please enter a valid transfer amount',
  insufficientFunds: 'Insufficient Funds: Transfer amount exceeds available bank balance',
  selectPortfolio: 'Select Portfolio: Please choose a portfolio to transfer funds to',
  /** docs/product/store-and-bank.md toasts. */
  success: 'Transfer Successful',
  failed: 'Transfer Failed',
  /** ADR 012: a class portfolio takes bank or store cash only when its educator allows it. */
  classNotAllowed:
    "Transfers Not Allowed: this class doesn't accept bank or store cash unless its educator allows it, so grades stay net of deposits",
} as const;

/** A bank transfer can go into these portfolios (docs/product/store-and-bank.md#transfers). */
export const TransferPortfolioTypeSchema = z.enum(['personal', 'weekly', 'monthly', 'league']);
export type TransferPortfolioType = z.infer<typeof TransferPortfolioTypeSchema>;

/** Dollars, positive, at most 2 decimals; a number or its decimal text (a form field). */
export const TransferAmountSchema = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d+(\.\d{1,2})?$/, TRANSFER_MESSAGES.invalidAmount)
        .transform(Number),
    ],
    {
      message: TRANSFER_MESSAGES.invalidAmount,
    },
  )
  .refine(
    // At least one cent: 1e-9 is "2 decimals" within the tolerance but would move $0.00.
    (n) =>
      Number.isFinite(n) &&
      Math.round(n * 100) >= 1 &&
      Math.abs(n * 100 - Math.round(n * 100)) < 1e-6 &&
      n * 100 <= 1e15,
    TRANSFER_MESSAGES.invalidAmount,
  );

/** POST /api/bank/transfer (docs/product/store-and-bank.md#transfers): `leagueId` names the league when `portfolioType` is `league`. */
export const TransferBodySchema = z
  .object({
    amount: TransferAmountSchema,
    portfolioType: TransferPortfolioTypeSchema.optional(),
    leagueId: z
      .union([
        z.number().int().positive(),
        z
          .string()
          .trim()
          .regex(/^\d{1,15}$/)
          .transform(Number),
      ])
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.portfolioType || (body.portfolioType === 'league' && body.leagueId === undefined))
      ctx.addIssue({ code: 'custom', path: ['portfolioType'], message: TRANSFER_MESSAGES.selectPortfolio });
  })
  .meta({ required: ['amount', 'portfolioType'] });
export type TransferBody = z.input<typeof TransferBodySchema>;

/** One portfolio a transfer can go into (GET /api/bank/transfer-targets): completed leagues are left out. */
export const TransferTargetSchema = z.object({
  /** What the form lists, e.g. "Personal Portfolio", "Weekly Championship · Season 47", a league's name. */
  label: z.string(),
  portfolioType: TransferPortfolioTypeSchema,
  /** The league's id for `league`; null otherwise. */
  leagueId: z.number().int().nullable(),
});
export type TransferTarget = z.infer<typeof TransferTargetSchema>;
export const TransferTargetsSchema = z.array(TransferTargetSchema);

/** POST /api/bank/transfer answer. */
export const TransferResponseSchema = z.object({
  success: z.literal(true),
  /** "Transfer Successful: $5,000.00 moved to Weekly Championship · Season 47". */
  message: z.string(),
  /** Dollars: the bank balance after the transfer. */
  amount: z.number(),
  balance: z.number(),
  /** Where the money went (the target's label). */
  portfolio: z.string(),
  /** The receiving portfolio right after the transfer, valued at the server's quotes. */
  portfolioSummary: z
    .object({ totalValue: z.number(), cashBalance: z.number(), totalProfitLoss: z.number() })
    .optional(),
});
export type TransferResponse = z.infer<typeof TransferResponseSchema>;
