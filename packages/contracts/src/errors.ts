import { z } from 'zod';

/** The error body of every non-2xx answer (docs/decisions/004-error-body.md). `error` and `message` carry the same text. */
export const ErrorBodySchema = z.object({
  error: z.string(),
  message: z.string(),
  code: z.string(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/**
 * Every error code the API can answer with, mapped to its HTTP status. Adding a code without a status fails the
 * typecheck, because `ErrorCode` is derived from this table.
 */
export const ERROR_STATUS = {
  REQUEST_INVALID: 400,
  REQUEST_MALFORMED_JSON: 400,
  REQUEST_TOO_LARGE: 413,
  REQUEST_UNSUPPORTED_MEDIA_TYPE: 415,
  REQUEST_HEADERS_TOO_LARGE: 431,
  REQUEST_TIMEOUT: 408,
  REQUEST_PRECONDITION_FAILED: 412,
  REQUEST_RANGE_NOT_SATISFIABLE: 416,
  ROUTE_NOT_FOUND: 404,
  INTERNAL_ERROR: 500,
  /** The database cannot take a write (disk full, read-only, I/O error): try again later. */
  STORAGE_UNAVAILABLE: 503,
  HEALTH_WRITE_FAILED: 503,
  RATE_LIMITED: 429,
  AUTH_REQUIRED: 401,
  AUTH_INVALID_CREDENTIALS: 401,
  AUTH_IDENTITY_MISMATCH: 403,
  AUTH_FORBIDDEN: 403,
  AUTH_CROSS_SITE: 403,
  AUTH_EMAIL_TAKEN: 409,
  AUTH_USERNAME_TAKEN: 409,
  AUTH_WEAK_PASSWORD: 400,
  AUTH_RESET_INVALID: 400,
  USER_INVALID_TIMEZONE: 400,
  USER_CURRENT_PASSWORD_REQUIRED: 400,
  USER_CURRENT_PASSWORD_WRONG: 403,
  /** POST /api/user/password: the current password does not match (a form error, like a weak new password). */
  USER_CURRENT_PASSWORD_INCORRECT: 400,
  USER_EMAIL_CONFIRMATION_INVALID: 400,
  /** A bad, used or expired email-verification link, one for an address the account no longer has, or another account's. */
  USER_EMAIL_VERIFICATION_INVALID: 400,
  MARKET_UNKNOWN_SYMBOL: 404,
  /** The watchlist already holds WATCHLIST_MAX symbols. */
  WATCHLIST_FULL: 409,
  MARKET_BAD_TIMEFRAME: 400,
  MARKET_BAD_YEAR: 400,
  /** GET /api/market/corporate-actions: a date that is not YYYY-MM-DD, from after to, or more than a year apart. */
  MARKET_BAD_DATE_RANGE: 400,
  MARKET_UNAVAILABLE: 503,
  STREAM_UPGRADE_REQUIRED: 426,
  ORDER_MARKET_CLOSED: 400,
  ORDER_INSUFFICIENT_CASH: 400,
  ORDER_INSUFFICIENT_SHARES: 400,
  ORDER_INVALID_QUANTITY: 400,
  ORDER_UNKNOWN_SYMBOL: 404,
  ORDER_NO_PRICE: 503,
  ORDER_IDEMPOTENCY_CONFLICT: 409,
  /** docs/product/trading.md#order-types: an order's own terms are wrong (type, time in force, a missing, refused or invalid limit/stop price). */
  ORDER_INVALID_TERMS: 400,
  /** docs/product/trading.md#short-selling-and-margin: a short where the league or class switched short selling off. */
  ORDER_SHORT_SELLING_UNAVAILABLE: 400,
  /** docs/product/trading.md#short-selling-and-margin: a buy while short of the symbol (cover first) or a short while holding it (sell first). */
  ORDER_OPPOSITE_POSITION: 400,
  /** docs/product/trading.md#placing-a-trade: no order with that id among the caller's. */
  ORDER_NOT_FOUND: 404,
  /** docs/product/trading.md#order-types: the order is no longer open (filled, cancelled, expired or rejected), so it cannot be cancelled. */
  ORDER_NOT_OPEN: 409,
  /** ADR 026: a league's or class's house rules refuse the order (the message names the rule and its value). */
  ORDER_RULE_POSITION_LIMIT: 400,
  ORDER_RULE_TRADES_PER_DAY: 400,
  ORDER_RULE_MIN_PRICE: 400,
  ORDER_RULE_SYMBOL_NOT_ALLOWED: 400,
  ORDER_RULE_OUTSIDE_TRADING_HOURS: 400,
  ORDER_RULE_NOTE_REQUIRED: 400,
  /** ADR 026: PATCH /api/trades/:id names no trade of the caller's. */
  TRADE_NOT_FOUND: 404,
  /** ADR 026: a reflection on a trade that closed nothing (a buy or a short). */
  TRADE_NOT_CLOSED: 409,
  PORTFOLIO_NOT_FOUND: 404,
  COMPETITION_NOT_FOUND: 404,
  COMPETITION_ALREADY_JOINED: 409,
  COMPETITION_NOT_PARTICIPANT: 403,
  /** Joined through the wrong call (a league through the championship join), or a portfolioType that does not match. */
  COMPETITION_NOT_JOINABLE: 409,
  LEAGUE_CODE_UNKNOWN: 404,
  LEAGUE_FULL: 409,
  LEAGUE_COMPLETED: 409,
  LEAGUE_PENDING: 409,
  COMPETITION_SEASON_ENDED: 409,
  LEAGUE_ALREADY_JOINED: 409,
  LEAGUE_NOT_CREATOR: 403,
  /** docs/product/competitions.md#league-settings: a championship's settings are the same for everyone (short selling always allowed). */
  COMPETITION_SETTINGS_FIXED: 409,
  LEAGUE_TOO_MANY_OPEN: 409,
  LEAGUE_BAD_SCHEDULE: 400,
  /** The invitation email could not be handed to the mail server: try again later. */
  LEAGUE_INVITE_FAILED: 503,
  /** Bank transfer (docs/product/store-and-bank.md#transfers): not a positive amount with at most 2 decimals. */
  BANK_INVALID_AMOUNT: 400,
  /** More than the bank balance (also when another transfer took it first). */
  BANK_INSUFFICIENT_FUNDS: 409,
  /** No portfolio chosen (or `league` without a league id). */
  BANK_SELECT_PORTFOLIO: 400,
  BANK_IDEMPOTENCY_CONFLICT: 409,
  /** ADR 012: a transfer into a class portfolio whose educator has not allowed bank or store cash. */
  BANK_TRANSFER_CLASS_NOT_ALLOWED: 403,
  /** Store payments (docs/product/store-and-bank.md#virtual-cash-packages): the client's amount or virtual amount is not one of the server's prices. */
  PAYMENT_AMOUNT_MISMATCH: 400,
  PAYMENT_NOT_FOUND: 404,
  /** The card was declined (also insufficient funds, a failed authentication step): nothing was charged. */
  PAYMENT_DECLINED: 402,
  /** The simulated provider takes only the documented test card numbers. */
  PAYMENT_CARD_NOT_TEST: 400,
  /** Card number, expiry or CVC incomplete, or the card expired. */
  PAYMENT_CARD_INVALID: 400,
  /** The client secret does not match the intent ("Payment session expired"). */
  PAYMENT_SESSION_EXPIRED: 400,
  /** Already paid, or not waiting for the step asked for. */
  PAYMENT_INVALID_STATE: 409,
  /** The simulated card form while Stripe is the provider. */
  PAYMENT_WRONG_PROVIDER: 409,
  /** A league purchase for a league that is not the caller's own open private league. */
  PAYMENT_LEAGUE_NOT_ELIGIBLE: 409,
  /** A payment of the account was refunded or disputed and what it bought is still owed (ADR 019): no new purchase. */
  PAYMENT_DEBT_OPEN: 409,
  PAYMENT_WEBHOOK_SIGNATURE: 400,
  /** Stripe could not be reached or refused our request: try again. */
  PAYMENT_PROVIDER_UNAVAILABLE: 502,
  /** Billing management called by a player (docs/product/educators.md#billing): 'Billing management is only available for educators'. */
  BILLING_EDUCATOR_REQUIRED: 403,
  /** The caller already has an active (or paid, not yet ended) Educator Pro subscription. */
  BILLING_ALREADY_SUBSCRIBED: 409,
  /** No subscription, or not in the state the call needs (cancel an ended one, reactivate after the period end). */
  BILLING_INVALID_STATE: 409,
  /** Not one of the caller's own invoices (another user's id answers this too). */
  BILLING_INVOICE_NOT_FOUND: 404,
  /** Stripe's customer portal is not configured (the setup-help dialog, docs/product/educators.md#billing). */
  BILLING_PORTAL_NOT_CONFIGURED: 409,
  /** An /api/educator/* route called by a signed-in player (docs/product/educators.md#educator-dashboard). */
  EDUCATOR_REQUIRED: 403,
  /** The educator's create-league form broke a rule of classLeagueSettings (its message says which). */
  EDUCATOR_LEAGUE_INVALID: 400,
  /** Not one of the caller's own class leagues: another educator's league answers this too (no leak). */
  EDUCATOR_LEAGUE_NOT_FOUND: 404,
  /** Not an announcement of a class the caller is in. */
  ANNOUNCEMENT_NOT_FOUND: 404,
  /** Assignment due date/time unreadable, or the educator's time zone is not a real zone (assignmentDueInstant). */
  ASSIGNMENT_DUE_INVALID: 400,
  /** Assignment due before now in the educator's zone. */
  ASSIGNMENT_DUE_IN_PAST: 400,
  /** Assignment for a league that is not the educator's own class league, or one that has ended. */
  ASSIGNMENT_LEAGUE_INVALID: 400,
  /** Not one of the class's current students. */
  EDUCATOR_STUDENT_NOT_FOUND: 404,
  /** A roster import without the name columns, or an empty one (ADR 024). */
  EDUCATOR_ROSTER_INVALID: 400,
  /** A roster import of more than ROSTER_MAX_STUDENTS students: refused whole, nothing created. */
  EDUCATOR_ROSTER_TOO_LARGE: 400,
  /** A teacher's password reset for a student who signed up on their own (they reset by email). */
  EDUCATOR_STUDENT_NOT_MANAGED: 403,
  /** Signed in with a temporary password: only GET /api/user, POST /api/user/password and sign-out answer. */
  USER_PASSWORD_CHANGE_REQUIRED: 403,
  /** A student account a teacher manages asked for the store, payments, reviews or an email feature (ADR 024). */
  USER_MANAGED_ACCOUNT_REFUSED: 403,
  /** An operator route (feedback moderation) called by a signed-in user whose email is not in ADMIN_EMAILS. */
  OPERATOR_REQUIRED: 403,
  /** The caller's address is in ADMIN_EMAILS but the account has not proven it controls it (verify-email flow). */
  OPERATOR_EMAIL_UNVERIFIED: 403,
  /** No feedback with that id. */
  FEEDBACK_NOT_FOUND: 404,
  /** Education (docs/product/content.md#education): no module with that id. */
  MODULE_NOT_FOUND: 404,
  /** Education: the module has no section with that id. */
  MODULE_SECTION_NOT_FOUND: 404,
  /** Education: not one answer per question, or a choice number outside the question's choices. */
  QUIZ_ANSWERS_INVALID: 400,
  /** docs/product/trading.md#live-stream: a user already holds USER_EVENTS_MAX_STREAMS_PER_USER event streams on this instance. */
  USER_EVENTS_TOO_MANY_STREAMS: 429,
  /** ADR 025: no replay event with that id. */
  REPLAY_NOT_FOUND: 404,
  /** ADR 025: startDate not a day of the shipped history that can begin a replay of that many days. */
  REPLAY_START_DATE_INVALID: 400,
  /** ADR 025: startsAt in the past. */
  REPLAY_STARTS_AT_INVALID: 400,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

export function statusOf(code: ErrorCode): number {
  return ERROR_STATUS[code];
}
