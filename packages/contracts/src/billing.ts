import { z } from 'zod';
import { RegisterRequestSchema } from './auth.ts';
import { EDUCATOR_PLAN } from './constants.ts';
import { PaymentIntentResponseSchema, PaymentStatusSchema } from './payments.ts';

/**
 * Educator Pro subscription and billing (docs/product/educators.md#billing). $500 a year per school,
 * auto-renewing on the purchase anniversary. Amounts of this file are integer cents (the field names say so or the
 * product does: docs/product/educators.md#billing); instants are ISO strings.
 *
 * Flow: POST /api/payments/educator-subscription (the wizard's steps 1 and 2) → the store's card step with the
 * returned clientSecret (Stripe Elements, or the simulated confirm/authenticate calls with test cards) →
 * POST /api/payments/force-process {paymentIntentId} → the success page polls GET /api/user/subscription-status.
 */
export const EDUCATOR_PRO_PRICE_CENTS = EDUCATOR_PLAN.priceCents;
export const EDUCATOR_PRO_PLAN_NAME = 'Educator Pro';
export const EDUCATOR_DEFAULT_ESTIMATED_STUDENTS = 25;

export const INSTITUTION_TYPES = [
  'high-school',
  'middle-school',
  'college',
  'community-college',
  'private-school',
  'charter-school',
  'homeschool',
  'training-center',
  'other',
] as const;
export const InstitutionTypeSchema = z.enum(INSTITUTION_TYPES);
export type InstitutionType = z.infer<typeof InstitutionTypeSchema>;

export const INSTITUTION_TYPE_LABELS: Record<InstitutionType, string> = {
  'high-school': 'High School',
  'middle-school': 'Middle School',
  college: 'College/University',
  'community-college': 'Community College',
  'private-school': 'Private School',
  'charter-school': 'Charter School',
  homeschool: 'Homeschool',
  'training-center': 'Training Center',
  other: 'Other',
};

export const BILLING_MESSAGES = {
  /** docs/product/educators.md#signup-wizard wizard texts. */
  completeRequiredFields: 'Please complete all required fields',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordRuleHint: 'Make sure passwords match and are at least 8 characters long',
  estimatedStudentsMin: 'Estimated students must be at least 1',
  institutionTypeInvalid: 'Please select an institution type',
  fieldTooLong: 'Please keep each field under 200 characters',
  /** docs/product/educators.md#billing: a player on billing management. */
  educatorsOnly: 'Billing management is only available for educators',
  accessDenied: 'Access Denied',
  /** docs/product/educators.md client titles. */
  setupFailed: 'Setup Failed',
  cancellationFailed: 'Cancellation Failed',
  updateFailed: 'Update Failed',
  downloadFailed: 'Download Failed',
  /** Server answers. */
  alreadySubscribed: 'You already have an active Educator Pro subscription.',
  noSubscription: 'No Educator Pro subscription was found for this account.',
  canceled: 'Your subscription will be canceled at the end of the current billing period.',
  alreadyCanceled: 'Your subscription is already set to cancel at the end of the billing period.',
  reactivated: 'Your subscription has been reactivated and will renew automatically.',
  notReactivatable: 'Only a subscription set to cancel whose billing period has not ended can be reactivated.',
  notCancelable: 'Only an active subscription can be canceled.',
  invoiceNotFound: 'Invoice not found',
  paymentMethodUpdated: 'Your payment method has been updated.',
  portalNotConfigured:
    "The billing portal is not configured: the provider's customer portal must be set up before payment methods can be updated.",
  invoiceDescription: 'Educator Pro — annual subscription',
  subscriptionActivated: 'Subscription Activated!',
} as const;
const M = BILLING_MESSAGES;

const MAX_FIELD = 200;
const required = z.string({ error: M.completeRequiredFields }).trim().max(MAX_FIELD, M.fieldTooLong);
const optional = z
  .string()
  .trim()
  .max(MAX_FIELD, M.fieldTooLong)
  .optional()
  .nullable()
  .transform((v) => (v ? v : null));
const estimatedStudents = z.preprocess(
  (v) => {
    if (v === undefined || v === null || v === '') return EDUCATOR_DEFAULT_ESTIMATED_STUDENTS;
    if (typeof v === 'string' && /^-?\d{1,9}$/.test(v.trim())) return Number(v.trim());
    return v;
  },
  z.number({ error: M.estimatedStudentsMin }).int(M.estimatedStudentsMin).min(1, M.estimatedStudentsMin).max(1_000_000),
);

const institutionShape = {
  firstName: required,
  lastName: required,
  email: required,
  phone: optional,
  jobTitle: required,
  institutionName: required,
  institutionType: z.string({ error: M.completeRequiredFields }).trim(),
  institutionAddress: optional,
  institutionCity: optional,
  institutionState: optional,
  institutionZip: optional,
  estimatedStudents,
};
type InstitutionFields = { [K in keyof typeof institutionShape]: z.output<(typeof institutionShape)[K]> };

/** Step 1 rules in the form's order; false when an issue was added. */
function checkInstitution(v: InstitutionFields, ctx: z.RefinementCtx): boolean {
  const keys = ['firstName', 'lastName', 'email', 'jobTitle', 'institutionName', 'institutionType'] as const;
  const empty = keys.find((k) => v[k] === '');
  if (empty) {
    ctx.addIssue({ code: 'custom', path: [empty], message: M.completeRequiredFields });
    return false;
  }
  if (!InstitutionTypeSchema.safeParse(v.institutionType).success) {
    ctx.addIssue({ code: 'custom', path: ['institutionType'], message: M.institutionTypeInvalid });
    return false;
  }
  return true;
}
const withType = <T extends InstitutionFields>(v: T) => ({
  ...v,
  institutionType: v.institutionType as InstitutionType,
});

/** Wizard step 1 (institution). */
export const EducatorInstitutionSchema = z
  .object(institutionShape)
  .superRefine((v, ctx) => void checkInstitution(v, ctx))
  .transform(withType);
export type EducatorInstitution = z.output<typeof EducatorInstitutionSchema>;

/**
 * POST /api/payments/educator-subscription signed out: step 1 + step 2. The account rules and messages are the
 * sign-up's (RegisterRequestSchema: email, username, names, password policy), after 'Passwords do not match'.
 */
export const EducatorSubscriptionBodySchema = z
  .object({
    ...institutionShape,
    username: z.string({ error: M.completeRequiredFields }).trim(),
    password: z.string({ error: M.completeRequiredFields }),
    confirmPassword: z.string({ error: M.completeRequiredFields }),
  })
  .superRefine((v, ctx) => {
    if (!checkInstitution(v, ctx)) return;
    const empty = (['username', 'password', 'confirmPassword'] as const).find((k) => v[k] === '');
    if (empty) return ctx.addIssue({ code: 'custom', path: [empty], message: M.completeRequiredFields });
    if (v.password !== v.confirmPassword)
      return ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: M.passwordsDoNotMatch });
    const account = RegisterRequestSchema.safeParse(v);
    const issue = account.success ? undefined : account.error.issues[0];
    if (!issue) return;
    const params = 'params' in issue ? (issue.params as Record<string, unknown> | undefined) : undefined;
    ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message, ...(params ? { params } : {}) });
  })
  .transform(withType);
export type EducatorSubscriptionBody = z.input<typeof EducatorSubscriptionBodySchema>;
export type EducatorSubscriptionRequest = z.output<typeof EducatorSubscriptionBodySchema>;

/** Signed in: only step 1 is read (the signed-in account is upgraded; username and password fields are ignored). */
export const EducatorUpgradeBodySchema = EducatorInstitutionSchema;

/**
 * The body POST /api/payments/educator-subscription reads (server: parse-signup.ts): the whole wizard signed out,
 * step 1 signed in. Checked by the route itself (each refusal with the wizard's text), so documented only.
 */
export const EducatorSignupBodySchema = z.union([EducatorSubscriptionBodySchema, EducatorUpgradeBodySchema]);

/** 200 of POST /api/payments/educator-subscription: the store's intent answer plus our subscription id. */
export const EducatorSubscriptionResponseSchema = PaymentIntentResponseSchema.extend({
  subscriptionId: z.string(),
});
export type EducatorSubscriptionResponse = z.infer<typeof EducatorSubscriptionResponseSchema>;

export const SubscriptionStatusSchema = z.enum(['active', 'incomplete', 'past_due', 'canceled', 'expired']);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatusSchema>;

export const CardSummarySchema = z.object({ brand: z.string(), last4: z.string() });
export type CardSummary = z.infer<typeof CardSummarySchema>;

/**
 * GET /api/user/subscription. Players (never subscribed) get 200 with plan null, status null, isActive false.
 * `status` 'canceled' = set to cancel at period end (still active until currentPeriodEnd); 'expired' = ended.
 */
export const UserSubscriptionSchema = z.object({
  plan: z.literal(EDUCATOR_PRO_PLAN_NAME).nullable(),
  status: SubscriptionStatusSchema.nullable(),
  isActive: z.boolean(),
  cancelAtPeriodEnd: z.boolean(),
  nextBillingDate: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  memberSince: z.string().nullable(),
  priceCents: z.literal(EDUCATOR_PRO_PRICE_CENTS),
  activeLeagues: z.number().int(),
  totalStudents: z.number().int(),
  paymentMethod: CardSummarySchema.nullable(),
});
export type UserSubscription = z.infer<typeof UserSubscriptionSchema>;

/** GET /api/user/subscription-status[?payment_intent=pi_…] (polled by the success page every 2 s). */
export const SubscriptionStatusQuerySchema = z.object({ payment_intent: z.string().trim().max(255).optional() });
export const SubscriptionStatusResponseSchema = z.object({
  isActive: z.boolean(),
  status: SubscriptionStatusSchema.nullable(),
  /** The named intent's status (only the caller's own); null without the parameter or when unknown. */
  paymentStatus: PaymentStatusSchema.nullable(),
});
export type SubscriptionStatusResponse = z.infer<typeof SubscriptionStatusResponseSchema>;

export const CancelSubscriptionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  currentPeriodEnd: z.string(),
});
export type CancelSubscriptionResponse = z.infer<typeof CancelSubscriptionResponseSchema>;

export const ReactivateSubscriptionResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type ReactivateSubscriptionResponse = z.infer<typeof ReactivateSubscriptionResponseSchema>;

/** POST /api/billing/update-payment-method and GET /api/billing/invoice/{id}: a URL to open in a new tab. */
export const BillingUrlResponseSchema = z.object({ url: z.string() });
export type BillingUrlResponse = z.infer<typeof BillingUrlResponseSchema>;

/** The simulated provider's own payment-method page (/billing/payment-method). */
export const SIMULATED_PAYMENT_METHOD_PATH = '/billing/payment-method';

/** POST /api/billing/simulated/payment-method: a test card replaces the stored one (never stored in full). */
export const SimulatedPaymentMethodBodySchema = z.object({
  cardNumber: z.string().max(40),
  expiry: z.string().max(10),
  cvc: z.string().max(8),
});
export type SimulatedPaymentMethodBody = z.infer<typeof SimulatedPaymentMethodBodySchema>;
export const SimulatedPaymentMethodResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  paymentMethod: CardSummarySchema,
});
export type SimulatedPaymentMethodResponse = z.infer<typeof SimulatedPaymentMethodResponseSchema>;

export const InvoiceStatusSchema = z.enum(['paid', 'failed', 'open', 'refunded']);
export type InvoiceStatus = z.infer<typeof InvoiceStatusSchema>;

/** GET /api/billing/history: newest first. */
export const BillingHistoryItemSchema = z.object({
  id: z.string(),
  /** Cents. */
  amount: z.number().int(),
  date: z.string(),
  status: InvoiceStatusSchema,
  description: z.string(),
});
export type BillingHistoryItem = z.infer<typeof BillingHistoryItemSchema>;
export const BillingHistorySchema = z.array(BillingHistoryItemSchema);

export const InvoiceIdParamsSchema = z.object({ id: z.string().trim().min(1).max(64) });

/** GET /api/billing/invoices/{id}: the printable invoice page of ours (/billing/invoices/{id}). */
export const InvoiceDetailSchema = z.object({
  id: z.string(),
  number: z.string(),
  date: z.string(),
  /** Cents. */
  amount: z.number().int(),
  status: InvoiceStatusSchema,
  description: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  customer: z.object({
    name: z.string(),
    email: z.string(),
    institutionName: z.string(),
    addressLines: z.array(z.string()),
  }),
});
export type InvoiceDetail = z.infer<typeof InvoiceDetailSchema>;
