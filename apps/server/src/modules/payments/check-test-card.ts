import { PAYMENT_MESSAGES, SIMULATED_TEST_CARDS, type SimulatedCardOutcome } from '@tradearena/contracts';
import { fail, ok, type Result } from '../../app-error.ts';

export interface CardFields {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

/**
 * The simulated card form's check (test cards only, docs/product/store-and-bank.md#card-payments): the number must be one of the documented test cards,
 * the expiry a month not yet over (MM/YY or MM/YYYY), the CVC 3 or 4 digits. Answers the test card's outcome. The
 * number is compared and forgotten: never stored, logged or echoed.
 */
export function checkTestCard(card: CardFields, now: Date): Result<SimulatedCardOutcome> {
  const digits = card.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) {
    return /^\d*$/.test(digits) && digits.length < 12
      ? fail('PAYMENT_CARD_INVALID', PAYMENT_MESSAGES.cardIncomplete)
      : fail('PAYMENT_CARD_NOT_TEST', PAYMENT_MESSAGES.notTestCard);
  }
  const test = SIMULATED_TEST_CARDS.find((c) => c.number === digits);
  if (!test) return fail('PAYMENT_CARD_NOT_TEST', PAYMENT_MESSAGES.notTestCard);
  const m = /^\s*(0[1-9]|1[0-2])\s*\/\s*(\d{2}|\d{4})\s*$/.exec(card.expiry);
  if (!m || !/^\d{3,4}$/.test(card.cvc.trim())) return fail('PAYMENT_CARD_INVALID', PAYMENT_MESSAGES.cardIncomplete);
  const month = Number(m[1]);
  const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  // A card is valid through the last day of its expiry month.
  if (Date.UTC(year, month, 1) <= now.getTime()) return fail('PAYMENT_CARD_INVALID', PAYMENT_MESSAGES.cardExpired);
  return ok(test.outcome);
}
