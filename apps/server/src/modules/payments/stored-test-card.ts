import type { SimulatedCardOutcome } from '@tradearena/contracts';

/** What the simulated provider keeps of a test card for renewals: brand, last 4 and its outcome (never the number). */
export function storedTestCard(cardNumber: string, outcome: SimulatedCardOutcome) {
  const digits = cardNumber.replace(/[\s-]/g, '');
  return { card_brand: digits.startsWith('4') ? 'Visa' : 'Card', card_last4: digits.slice(-4), card_token: outcome };
}
