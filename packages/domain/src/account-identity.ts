/**
 * Rules for who an account is: usernames and email addresses. Pure, shared by the server and the web forms.
 */
export const USERNAME_PATTERN = /^[A-Za-z0-9_]{3,20}$/;
export const USERNAME_RULE_MESSAGE = 'Username must be 3 to 20 characters: letters, digits or _';
export const EMAIL_MAX_LENGTH = 254;
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';

/** The name past standings show for an account that was deleted (docs/product/accounts.md#account-deletion: personal data erased). */
export const DELETED_PLAYER_NAME = 'Deleted player';

/** The name shown for a player: their display name, or DELETED_PLAYER_NAME once the account was deleted. */
export function shownPlayerName(displayName: string, deletedAt: unknown): string {
  return deletedAt === null || deletedAt === undefined ? displayName : DELETED_PLAYER_NAME;
}

export function isValidUsername(username: string): boolean {
  return USERNAME_PATTERN.test(username);
}

/** Usernames are unique regardless of case: `Alice` and `alice` are the same name. */
export function normalizeUsername(username: string): string {
  return username.trim().toLowerCase();
}

/** Emails are unique regardless of case and surrounding spaces. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * A deliberately simple shape check (one @, a dot in the domain, no spaces, none of the characters names may not
 * carry: control characters such as NUL, halves of surrogate pairs, text-direction controls);
 * the reset email proves ownership.
 */
export function isValidEmail(email: string): boolean {
  const e = email.trim();
  return e.length <= EMAIL_MAX_LENGTH && !hasForbiddenCharacters(e) && /^[^\s@]+@[^\s@]+\.[^\s@]+$/u.test(e);
}

/**
 * Names are free text, but never carry: control characters (NUL, bell, escape…: PostgreSQL cannot store NUL); half
 * of a UTF-16 surrogate pair (not text at all: stored, it comes back as U+FFFD); or the bidirectional embedding,
 * override and isolate controls (U+202A–202E, U+2066–2069), which let a name shown on a leaderboard read as
 * something else.
 */
export function hasForbiddenCharacters(text: string): boolean {
  return /[\p{Cc}\p{Cs}\u202A-\u202E\u2066-\u2069]/u.test(text);
}
