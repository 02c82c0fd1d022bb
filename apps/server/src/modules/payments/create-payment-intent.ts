import { PAYMENT_MESSAGES, type PaymentIntentResponse } from '@tradearena/contracts';
import { toCents } from '@tradearena/domain';
import { fail, type Result } from '../../app-error.ts';
import { findVirtualCashPackage } from './find-virtual-cash-package.ts';
import type { PaymentsDeps } from './payments-deps.ts';
import { startPayment } from './start-payment.ts';

/** Dollars with at most 2 decimals, in cents; null for anything else (4.999 is not a price). */
function exactCents(dollars: number): number | null {
  if (!Number.isFinite(dollars) || dollars <= 0) return null;
  const cents = toCents(dollars);
  return Math.abs(dollars * 100 - cents) < 1e-6 ? cents : null;
}

/**
 * POST /api/payments/create-payment-intent (docs/product/store-and-bank.md#virtual-cash-packages): a virtual cash package. The client's `amount` and
 * `virtualAmount` must be one package exactly (docs/product/store-and-bank.md#virtual-cash-packages); the charge is the package's price, never the client's.
 */
export async function createPaymentIntent(
  deps: PaymentsDeps,
  input: { userId: number; amount: number; virtualAmount: number },
): Promise<Result<PaymentIntentResponse>> {
  const priceCents = exactCents(input.amount);
  const virtualCents = exactCents(input.virtualAmount);
  const pack =
    priceCents !== null && virtualCents !== null ? findVirtualCashPackage(priceCents, virtualCents) : undefined;
  if (!pack) return fail('PAYMENT_AMOUNT_MISMATCH', PAYMENT_MESSAGES.amountMismatch);
  return startPayment(deps, {
    userId: input.userId,
    kind: 'virtual_cash',
    amountCents: pack.priceCents,
    virtualCents: pack.amountCents,
    leagueId: null,
    participantCount: null,
    description: `TradeArena ${pack.name}: ${(pack.amountCents / 100).toLocaleString('en-US')} virtual dollars`,
  });
}
