import { z } from 'zod';
import { EXTRA_PARTICIPANT } from './constants.ts';
import type { ErrorCode } from './errors.ts';

/**
 * The store's card payments (docs/product/store-and-bank.md#virtual-cash-packages). Prices and packages are the constants of
 * constants.ts (VIRTUAL_CASH_PACKAGES, LEAGUE_EXTENSION, EXTRA_PARTICIPANT): the server charges its own price, the
 * client's `amount` is only checked against it. Money at this edge is dollars with 2 decimals.
 *
 * Flow: create an intent (`clientSecret`) → confirm the card (Stripe Elements when `provider` is `stripe`, else the
 * simulated card form: POST /api/payments/simulated/confirm, and /authenticate when it answers `requires_action`)
 * → POST /api/payments/force-process (whichever of it and the provider's webhook comes first fulfils).
 */
export const PAYMENT_MESSAGES = {
  /** docs/product/store-and-bank.md titles. */
  validationFailed: 'Payment Validation Failed',
  setupError: 'Payment Setup Error',
  sessionExpired: 'Payment session expired. Please try again.',
  paymentFailed: 'Payment Failed',
  purchaseSuccessful: 'Purchase Successful!',
  leagueExtended: 'League Extended!',
  participantsAdded: 'Participants Added!',
  /** A virtual-cash request whose amount and virtual amount are not one of the packages. */
  amountMismatch: 'Payment Validation Failed: the amount does not match any package price.',
  badPurpose: 'Payment Validation Failed: unknown purchase type.',
  leagueRequired: 'Please select a league to extend.',
  leagueRequiredForSlots: 'Please select a league to add extra participants to.',
  participantCountRange: 'Please enter a number between 1 and 50',
  leagueNotEligible: 'Only your own private friend leagues that have not ended can be extended or given extra slots.',
  leagueNoLimit: 'This league has no participant limit: it needs no extra slots.',
  leagueNotApplied: 'Paid, but the league ended before the purchase could be applied. Contact support for a refund.',
  debtOpen: 'A payment of this account was refunded or disputed: the store reopens once the amount owed is repaid.',
  notFound: 'Payment not found',
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  authenticationFailed:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  notTestCard:
    'This is a test payment and no real card is charged: use the test card 4242 4242 4242 4242 with any future expiry date and any 3-digit CVC.',
  cardIncomplete: 'Your card number, expiry date (MM/YY) or CVC is incomplete.',
  cardExpired: "Your card's expiration date is in the past.",
  alreadyPaid: 'This payment has already been completed.',
  notAwaitingAuthentication: 'This payment is not waiting for an authentication step.',
  wrongProvider: 'Card payments here go through Stripe: the simulated card form is not available.',
  providerUnavailable: 'The payment provider could not be reached. Please try again.',
  requiresAction: 'Your bank asks you to authenticate this payment.',
  succeeded: 'Payment succeeded.',
  webhookSignature: 'Webhook signature verification failed',
} as const;

/** The simulated provider's test cards (Stripe's numbers and outcomes): any other number is refused. */
export const SIMULATED_TEST_CARDS = [
  { number: '4242424242424242', display: '4242 4242 4242 4242', outcome: 'succeeds' },
  { number: '4000000000000002', display: '4000 0000 0000 0002', outcome: 'declined' },
  { number: '4000000000009995', display: '4000 0000 0000 9995', outcome: 'insufficient_funds' },
  { number: '4000002500003155', display: '4000 0025 0000 3155', outcome: 'requires_authentication' },
] as const;
export type SimulatedCardOutcome = (typeof SIMULATED_TEST_CARDS)[number]['outcome'];

export const PaymentProviderSchema = z.enum(['stripe', 'simulated']);
export type PaymentProvider = z.infer<typeof PaymentProviderSchema>;

export const PurchaseKindSchema = z.enum([
  'virtual_cash',
  'league_extension',
  'extra_participants',
  'educator_subscription',
]);
export type PurchaseKind = z.infer<typeof PurchaseKindSchema>;

/** Stripe's PaymentIntent statuses (the simulated provider uses the same). */
export const PaymentStatusSchema = z.enum([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'requires_capture',
  'succeeded',
  'canceled',
]);
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;

type Ctx = z.RefinementCtx;
function report(ctx: Ctx, path: string, message: string, code?: ErrorCode): void {
  ctx.addIssue({ code: 'custom', path: [path], message, ...(code ? { params: { code } } : {}) });
}

const dollarsField = z.union(
  [
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d{1,12}(\.\d{1,2})?$/)
      .transform(Number),
  ],
  {
    message: PAYMENT_MESSAGES.amountMismatch,
  },
);
const idField = z.union([
  z.number().int().positive(),
  z
    .string()
    .trim()
    .regex(/^\d{1,15}$/)
    .transform(Number),
]);

/** POST /api/payments/create-payment-intent: `amount` (dollars) and `virtualAmount` must be one package exactly. */
export const CreatePaymentIntentBodySchema = z.object({
  amount: dollarsField,
  virtualAmount: dollarsField,
  type: z.literal('virtual_cash', { message: PAYMENT_MESSAGES.badPurpose }),
});
export type CreatePaymentIntentBody = z.input<typeof CreatePaymentIntentBodySchema>;

/** POST /api/payments/league-features: the caller's own private league that has not ended; 1–50 extra slots. */
export const LeagueFeaturesBodySchema = z
  .object({
    type: z.enum(['league_extension', 'extra_participants'], { message: PAYMENT_MESSAGES.badPurpose }),
    leagueId: idField.optional(),
    participantCount: z.unknown().optional(),
  })
  .transform((body, ctx) => {
    if (body.leagueId === undefined) {
      report(
        ctx,
        'leagueId',
        body.type === 'league_extension' ? PAYMENT_MESSAGES.leagueRequired : PAYMENT_MESSAGES.leagueRequiredForSlots,
      );
      return z.NEVER;
    }
    if (body.type === 'league_extension') return { type: body.type, leagueId: body.leagueId };
    const n = typeof body.participantCount === 'string' ? Number(body.participantCount) : body.participantCount;
    if (
      typeof n !== 'number' ||
      !Number.isInteger(n) ||
      n < EXTRA_PARTICIPANT.minSlots ||
      n > EXTRA_PARTICIPANT.maxSlots
    ) {
      report(ctx, 'participantCount', PAYMENT_MESSAGES.participantCountRange);
      return z.NEVER;
    }
    return { type: body.type, leagueId: body.leagueId, participantCount: n };
  });
export type LeagueFeaturesBody = z.input<typeof LeagueFeaturesBodySchema>;

/** Answer of both create calls: what the card step needs. */
export const PaymentIntentResponseSchema = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  /** Dollars charged: the server's price. */
  amount: z.number(),
  currency: z.literal('usd'),
  provider: PaymentProviderSchema,
  /** Stripe's publishable key for Elements; null with the simulated provider. */
  publishableKey: z.string().nullable(),
});
export type PaymentIntentResponse = z.infer<typeof PaymentIntentResponseSchema>;

/** GET /api/payments/config (also signed out: the store's page decides between Elements and the simulated form). */
export const PaymentConfigSchema = z.object({
  provider: PaymentProviderSchema,
  publishableKey: z.string().nullable(),
});
export type PaymentConfig = z.infer<typeof PaymentConfigSchema>;

const intentIdField = z.string().trim().min(1, PAYMENT_MESSAGES.notFound).max(255, PAYMENT_MESSAGES.notFound);

/** POST /api/payments/force-process. */
export const ForceProcessBodySchema = z.object({ paymentIntentId: intentIdField });
export type ForceProcessBody = z.infer<typeof ForceProcessBodySchema>;

/** A fulfilled purchase, as the success step shows it. */
export const PurchaseSchema = z.object({
  id: z.string(),
  kind: PurchaseKindSchema,
  /** Dollars paid. */
  amount: z.number(),
  /** Dollars credited to the trading bank (virtual cash); null otherwise. */
  virtualAmount: z.number().nullable(),
  leagueId: z.number().int().nullable(),
  participantCount: z.number().int().nullable(),
  /** "Purchase Successful!", "League Extended!" or "Participants Added!". */
  message: z.string(),
  /** ISO. */
  fulfilledAt: z.string(),
});
export type Purchase = z.infer<typeof PurchaseSchema>;

export const ForceProcessResponseSchema = z.object({
  status: PaymentStatusSchema,
  /** True once the purchase is applied (by this call or earlier, e.g. by the webhook). */
  fulfilled: z.boolean(),
  purchase: PurchaseSchema.nullable(),
});
export type ForceProcessResponse = z.infer<typeof ForceProcessResponseSchema>;

/** POST /api/payments/simulated/confirm: the simulated card form (only when `provider` is `simulated`). */
export const SimulatedConfirmBodySchema = z.object({
  paymentIntentId: intentIdField,
  clientSecret: z.string().min(1, PAYMENT_MESSAGES.sessionExpired).max(255, PAYMENT_MESSAGES.sessionExpired),
  /** Digits, spaces and dashes allowed; never stored or logged. */
  cardNumber: z.string().max(40, PAYMENT_MESSAGES.notTestCard),
  /** MM/YY (or MM/YYYY). */
  expiry: z.string().max(10, PAYMENT_MESSAGES.cardIncomplete),
  cvc: z.string().max(8, PAYMENT_MESSAGES.cardIncomplete),
});
export type SimulatedConfirmBody = z.infer<typeof SimulatedConfirmBodySchema>;

/** POST /api/payments/simulated/authenticate: the test card's authentication step, approved or failed. */
export const SimulatedAuthenticateBodySchema = z.object({
  paymentIntentId: intentIdField,
  clientSecret: z.string().min(1, PAYMENT_MESSAGES.sessionExpired).max(255, PAYMENT_MESSAGES.sessionExpired),
  approve: z.boolean(),
});
export type SimulatedAuthenticateBody = z.infer<typeof SimulatedAuthenticateBodySchema>;

/**
 * Answer of the simulated confirm and authenticate calls: `succeeded` (the purchase is applied: force-process
 * answers fulfilled) or `requires_action` (show the authentication step). A declined card is a 402 PAYMENT_DECLINED
 * whose message is the bank's reason; the intent can be tried again with another card.
 */
export const SimulatedConfirmResponseSchema = z.object({
  paymentIntentId: z.string(),
  status: z.enum(['succeeded', 'requires_action']),
  message: z.string(),
});
export type SimulatedConfirmResponse = z.infer<typeof SimulatedConfirmResponseSchema>;

/** POST /api/payments/webhook answer (Stripe reads only the status). */
/**
 * POST /api/payments/webhook's body: the provider's event (a Stripe Event) as JSON. The signature header covers its
 * exact bytes, so the route reads it raw; documented only.
 */
export const PaymentWebhookEventSchema = z
  .looseObject({
    id: z.string(),
    type: z.string(),
    data: z.looseObject({ object: z.record(z.string(), z.unknown()) }),
  })
  .meta({ description: 'The provider’s event (a Stripe Event), sent as is: its signature covers the raw bytes' });
export const PaymentWebhookHeadersSchema = z.object({
  'stripe-signature': z.string().meta({ description: 'The provider’s signature of the raw body' }),
});
export const WebhookResponseSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });
export type WebhookResponse = z.infer<typeof WebhookResponseSchema>;
