import { TRANSFER_MESSAGES, TransferBodySchema, type TransferPortfolioType } from '@tradearena/contracts';
import { toCents } from '@tradearena/domain';
import { fail, ok, type Result } from '../../app-error.ts';

export interface TransferRequest {
  amountCents: number;
  portfolioType: TransferPortfolioType;
  leagueId: number | null;
}

/**
 * POST /api/bank/transfer's body through the contracts' schema, each refusal with the form's text and its own code
 * (docs/product/store-and-bank.md#transfers): a bad amount is "Invalid Amount", a missing portfolio (or a league without its id) "Select Portfolio".
 */
export function parseTransferBody(body: unknown): Result<TransferRequest> {
  const parsed = TransferBodySchema.safeParse(body ?? {});
  if (!parsed.success) {
    const amountIssue = parsed.error.issues.some((i) => i.path[0] === 'amount');
    if (amountIssue) return fail('BANK_INVALID_AMOUNT', TRANSFER_MESSAGES.invalidAmount);
    if (parsed.error.issues.some((i) => i.path[0] === 'portfolioType'))
      return fail('BANK_SELECT_PORTFOLIO', TRANSFER_MESSAGES.selectPortfolio);
    const first = parsed.error.issues[0];
    return fail('REQUEST_INVALID', `Invalid ${first?.path.join('.') || 'request'}: ${first?.message ?? 'is invalid'}`);
  }
  const { amount, portfolioType, leagueId } = parsed.data;
  if (!portfolioType) return fail('BANK_SELECT_PORTFOLIO', TRANSFER_MESSAGES.selectPortfolio);
  return ok({
    amountCents: toCents(amount),
    portfolioType,
    leagueId: portfolioType === 'league' ? (leagueId ?? null) : null,
  });
}
