import { normalizeEmail } from '@tradearena/domain';

/** What an operator check needs of the signed-in user. */
export interface OperatorCandidate {
  email: string | null | undefined;
  /** The account proved it controls `email` (users.email_verified_at). */
  emailVerified: boolean;
}

/**
 * Whether the account's address is listed in ADMIN_EMAILS (docs/product/accounts.md#roles; config.ts lower-cases the list). Not
 * enough on its own: sign-up does not prove ownership, so anyone may register a listed address (see isOperator).
 */
export function isListedOperator(email: string | null | undefined, operatorEmails: readonly string[]): boolean {
  if (!email) return false;
  return operatorEmails.includes(normalizeEmail(email));
}

/**
 * An operator is a signed-in user whose email is listed in ADMIN_EMAILS AND who proved control of that address (an
 * emailed link opened: verify-email, a confirmed email change, a completed password reset). Operators moderate
 * feedback. A deleted account has no email.
 */
export function isOperator(user: OperatorCandidate, operatorEmails: readonly string[]): boolean {
  return user.emailVerified && isListedOperator(user.email, operatorEmails);
}
