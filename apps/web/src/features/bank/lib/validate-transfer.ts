import { TRANSFER_MESSAGES, TransferAmountSchema, type TransferTarget } from '@tradearena/contracts';

export type TransferCheck =
  | { ok: true; amount: number; target: TransferTarget }
  | { ok: false; message: (typeof TRANSFER_MESSAGES)[keyof typeof TRANSFER_MESSAGES] };

/**
 * The bank-transfer form's checks before anything is sent (docs/product/store-and-bank.md#transfers), in that page's order: a positive amount
 * (at most 2 decimals), not above the bank balance, and a portfolio chosen. Compared in cents.
 */
export function validateTransfer(amountText: string, balance: number, target: TransferTarget | null): TransferCheck {
  const parsed = TransferAmountSchema.safeParse(amountText.replaceAll(',', '').replace(/^\$/, ''));
  if (!parsed.success) return { ok: false, message: TRANSFER_MESSAGES.invalidAmount };
  const amount = parsed.data;
  if (Math.round(amount * 100) > Math.round(balance * 100))
    return { ok: false, message: TRANSFER_MESSAGES.insufficientFunds };
  if (!target) return { ok: false, message: TRANSFER_MESSAGES.selectPortfolio };
  return { ok: true, amount, target };
}
