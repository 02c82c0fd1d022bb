import {
  canonicalTimeZone,
  findPasswordRuleProblem,
  hasForbiddenCharacters,
  INVALID_EMAIL_MESSAGE,
  isValidEmail,
  isValidTimeZone,
  isValidUsername,
  USERNAME_RULE_MESSAGE,
} from '@tradearena/domain';
import { z } from 'zod';
import { PASSWORD_POLICY } from './constants.ts';
import type { ErrorCode } from './errors.ts';

/**
 * Accounts: sign-up, sign-in, password reset, profile (docs/product/accounts.md#password-reset).
 * Request schemas carry the forms' messages and check in the forms' order, so a server 400 and a form error read
 * the same. The first issue's message is the answer; an issue's `params.code` is the error code (else REQUEST_INVALID).
 */
export const AUTH_MESSAGES = {
  fillAllFields: 'Please fill in all fields',
  fillAllRequiredFields: 'Please fill in all required fields',
  enterEmail: 'Please enter your email address',
  invalidEmail: INVALID_EMAIL_MESSAGE,
  invalidUsername: USERNAME_RULE_MESSAGE,
  passwordTooLong: 'Password must be at most 128 characters long',
  nameTooLong: 'Names must be at most 100 characters',
  nameInvalid: 'Names cannot contain control characters, text-direction controls or broken characters',
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  usernameTaken: 'This username is already taken',
  resetTokenMissing: 'Invalid reset token. Please request a new password reset.',
  resetLinkInvalid: 'Invalid or expired reset link',
  resetEmailSent:
    'If an account exists for that email, we have sent a link to reset your password. It expires in 1 hour.',
  passwordResetDone: 'Your password has been reset. Please sign in with your new password.',
  signedOut: 'Signed out',
  accountDeleted: 'Your account has been deleted',
  invalidTimezone: 'Invalid timezone: use an IANA time zone name such as America/New_York',
  signInRequired: 'Please sign in to continue',
  currentPasswordRequired: 'Please enter your current password to change your email',
  currentPasswordWrong: 'Current password is incorrect',
  currentPasswordMissing: 'Please enter your current password',
  newPasswordMissing: 'Please enter a new password',
  passwordChanged: 'Your password has been changed. Other devices were signed out.',
  emailConfirmationMissing: 'Invalid confirmation link. Please change your email again in Settings.',
  emailConfirmationInvalid: 'Invalid or expired confirmation link',
  emailVerificationMissing: 'Invalid confirmation link. Please ask for a new one.',
  emailVerificationInvalid: 'Invalid or expired confirmation link. Please ask for a new one.',
  emailAlreadyVerified: 'Your email address is already confirmed.',
  operatorEmailUnverified: 'Confirm your email address to moderate',
} as const;

/** The answer to a profile save that asks for a new email: the same whether or not the address has an account. */
export const emailChangeSentMessage = (email: string) =>
  `We sent a confirmation link to ${email}. Your email changes when you open it.`;

/** The answer to an opened confirmation link. */
export const emailChangedMessage = (email: string) => `Your email address is now ${email}.`;

/** The answer to POST /api/user/verify-email: the link proves control of the address when opened signed in. */
export const emailVerificationSentMessage = (email: string) =>
  `We sent a confirmation link to ${email}. Open it in a browser where you are signed in to TradeArena.`;

/** The answer to an opened email-verification link. */
export const emailVerifiedMessage = (email: string) => `Your email address ${email} is confirmed.`;

export const PASSWORD_MAX_LENGTH = 128;
/** The longest first or last name (and any person's name the forms take). */
export const NAME_MAX_LENGTH = 100;

type Ctx = z.RefinementCtx;
/** Adds one issue with a human message and, optionally, the error code the API answers with. */
function report(ctx: Ctx, path: string, message: string, code?: ErrorCode): void {
  ctx.addIssue({ code: 'custom', path: [path], message, ...(code ? { params: { code } } : {}) });
}

/** The password rules of docs/product/accounts.md#passwords in that page's order, then the length cap. */
function checkNewPassword(ctx: Ctx, path: string, password: string): boolean {
  const problem = findPasswordRuleProblem(password, PASSWORD_POLICY);
  if (problem) report(ctx, path, problem, 'AUTH_WEAK_PASSWORD');
  else if (password.length > PASSWORD_MAX_LENGTH)
    report(ctx, path, AUTH_MESSAGES.passwordTooLong, 'AUTH_WEAK_PASSWORD');
  return !problem && password.length <= PASSWORD_MAX_LENGTH;
}

const text = (missing: string) => z.string({ error: missing });

/** Length cap and no forbidden characters (hasForbiddenCharacters); reports the first problem. */
function checkNames(ctx: Ctx, v: { firstName: string; lastName: string }): boolean {
  for (const key of ['firstName', 'lastName'] as const) {
    const problem =
      v[key].length > NAME_MAX_LENGTH
        ? AUTH_MESSAGES.nameTooLong
        : hasForbiddenCharacters(v[key])
          ? AUTH_MESSAGES.nameInvalid
          : null;
    if (problem) {
      report(ctx, key, problem);
      return false;
    }
  }
  return true;
}

// ---------------------------------------------------------------- requests

export const RegisterFieldsSchema = z.object({
  email: text(AUTH_MESSAGES.fillAllRequiredFields).trim().meta({ format: 'email' }),
  password: text(AUTH_MESSAGES.fillAllRequiredFields),
  firstName: text(AUTH_MESSAGES.fillAllRequiredFields).trim(),
  lastName: text(AUTH_MESSAGES.fillAllRequiredFields).trim(),
  username: text(AUTH_MESSAGES.fillAllRequiredFields).trim(),
});

/** POST /api/auth/register. Checks: all fields present, email shape, username rule, names, password policy. */
export const RegisterRequestSchema = RegisterFieldsSchema.superRefine((v, ctx) => {
  const empty = (['email', 'password', 'firstName', 'lastName', 'username'] as const).find((k) => v[k] === '');
  if (empty) return report(ctx, empty, AUTH_MESSAGES.fillAllRequiredFields);
  if (!isValidEmail(v.email)) return report(ctx, 'email', AUTH_MESSAGES.invalidEmail);
  if (!isValidUsername(v.username)) return report(ctx, 'username', AUTH_MESSAGES.invalidUsername);
  if (!checkNames(ctx, v)) return;
  checkNewPassword(ctx, 'password', v.password);
});
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

/**
 * POST /api/auth/login with `email` or, for a student account a teacher created (no email), `username`. Wrong
 * email, username or password is one 401 with one message (no account enumeration).
 */
export const LoginRequestSchema = z
  .object({
    email: text(AUTH_MESSAGES.fillAllFields).trim().meta({ format: 'email' }).optional(),
    username: text(AUTH_MESSAGES.fillAllFields).trim().max(320, AUTH_MESSAGES.invalidCredentials).optional(),
    password: text(AUTH_MESSAGES.fillAllFields).max(1024, AUTH_MESSAGES.invalidCredentials),
  })
  .superRefine((v, ctx) => {
    const field = v.email === undefined && v.username !== undefined ? 'username' : 'email';
    if ((v.email ?? v.username ?? '') === '') report(ctx, field, AUTH_MESSAGES.fillAllFields);
    else if (v.password === '') report(ctx, 'password', AUTH_MESSAGES.fillAllFields);
    // Only a shape check (every account's email has this shape), so it tells nothing about which accounts exist.
    else if (v.email !== undefined && !isValidEmail(v.email)) report(ctx, 'email', AUTH_MESSAGES.invalidEmail);
  });
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

/** POST /api/auth/forgot-password. Always the same 200 answer whether or not the address has an account. */
export const ForgotPasswordRequestSchema = z
  .object({ email: text(AUTH_MESSAGES.enterEmail).trim().meta({ format: 'email' }) })
  .superRefine((v, ctx) => {
    if (v.email === '') report(ctx, 'email', AUTH_MESSAGES.enterEmail);
    else if (!isValidEmail(v.email)) report(ctx, 'email', AUTH_MESSAGES.invalidEmail);
  });
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequestSchema>;

/** POST /api/auth/reset-password. Checks in the form's order: token, the field, the password rules. */
export const ResetPasswordRequestSchema = z
  .object({
    token: z.string({ error: AUTH_MESSAGES.resetTokenMissing }).trim(),
    newPassword: text(AUTH_MESSAGES.fillAllFields),
  })
  .superRefine((v, ctx) => {
    if (v.token === '') return report(ctx, 'token', AUTH_MESSAGES.resetTokenMissing);
    if (v.newPassword === '') return report(ctx, 'newPassword', AUTH_MESSAGES.fillAllFields);
    checkNewPassword(ctx, 'newPassword', v.newPassword);
  });
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;

/**
 * POST /api/user/password: the current password (checked by the server) and a new one under the sign-up policy.
 * Checks in the form's order: current, new, then the password rules.
 */
export const ChangePasswordRequestSchema = z
  .object({
    currentPassword: text(AUTH_MESSAGES.currentPasswordMissing).max(1024, AUTH_MESSAGES.currentPasswordWrong),
    newPassword: text(AUTH_MESSAGES.newPasswordMissing),
  })
  .superRefine((v, ctx) => {
    if (v.currentPassword === '') return report(ctx, 'currentPassword', AUTH_MESSAGES.currentPasswordMissing);
    if (v.newPassword === '') return report(ctx, 'newPassword', AUTH_MESSAGES.newPasswordMissing);
    checkNewPassword(ctx, 'newPassword', v.newPassword);
  });
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

/** An IANA name in its own capitalisation (canonicalTimeZone); an invalid one is kept as sent for the check to refuse. */
const timeZoneName = z
  .string({ error: AUTH_MESSAGES.invalidTimezone })
  .trim()
  .transform((name) => canonicalTimeZone(name) ?? name);

/** PUT /api/user/timezone: an IANA name from the browser (fallback UTC). */
export const UpdateTimezoneRequestSchema = z.object({ timezone: timeZoneName }).superRefine((v, ctx) => {
  if (!isValidTimeZone(v.timezone)) report(ctx, 'timezone', AUTH_MESSAGES.invalidTimezone, 'USER_INVALID_TIMEZONE');
});
export type UpdateTimezoneRequest = z.infer<typeof UpdateTimezoneRequestSchema>;

/**
 * PUT /api/user/profile: names and email trimmed and required; timezone optional (kept when absent), validated.
 * `currentPassword` is required (by the server, which knows the current email) when the email changes.
 */
export const UpdateProfileRequestSchema = z
  .object({
    firstName: text(AUTH_MESSAGES.fillAllRequiredFields).trim(),
    lastName: text(AUTH_MESSAGES.fillAllRequiredFields).trim(),
    email: text(AUTH_MESSAGES.fillAllRequiredFields).trim().meta({ format: 'email' }),
    timezone: timeZoneName.optional(),
    currentPassword: z
      .string({ error: AUTH_MESSAGES.currentPasswordRequired })
      .max(1024, AUTH_MESSAGES.currentPasswordWrong)
      .optional(),
  })
  .superRefine((v, ctx) => {
    const empty = (['firstName', 'lastName', 'email'] as const).find((k) => v[k] === '');
    if (empty) return report(ctx, empty, AUTH_MESSAGES.fillAllRequiredFields);
    if (!isValidEmail(v.email)) return report(ctx, 'email', AUTH_MESSAGES.invalidEmail);
    if (!checkNames(ctx, v)) return;
    if (v.timezone !== undefined && !isValidTimeZone(v.timezone)) {
      report(ctx, 'timezone', AUTH_MESSAGES.invalidTimezone, 'USER_INVALID_TIMEZONE');
    }
  });
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequestSchema>;

/** `{ token }` of an emailed link: trimmed, at most 256 characters; absent or empty → `missing` with `code`. */
const linkTokenRequest = (missing: string, invalid: string, code: ErrorCode) =>
  z.object({ token: z.string({ error: missing }).trim().max(256, invalid) }).superRefine((v, ctx) => {
    if (v.token === '') report(ctx, 'token', missing, code);
  });

/** POST /api/user/confirm-email: the token of the emailed link (signed in or not). */
export const ConfirmEmailRequestSchema = linkTokenRequest(
  AUTH_MESSAGES.emailConfirmationMissing,
  AUTH_MESSAGES.emailConfirmationInvalid,
  'USER_EMAIL_CONFIRMATION_INVALID',
);
export type ConfirmEmailRequest = z.infer<typeof ConfirmEmailRequestSchema>;

/** POST /api/user/verify-email/confirm: the token of the emailed verification link (signed in as its account). */
export const VerifyEmailRequestSchema = linkTokenRequest(
  AUTH_MESSAGES.emailVerificationMissing,
  AUTH_MESSAGES.emailVerificationInvalid,
  'USER_EMAIL_VERIFICATION_INVALID',
);
export type VerifyEmailRequest = z.infer<typeof VerifyEmailRequestSchema>;

// ---------------------------------------------------------------- responses

/** The user entity of docs/product/accounts.md. `createdAt` is an ISO UTC instant; `experience` is XP. */
export const UserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  isEducator: z.boolean(),
  timezone: z.string(),
  experience: z.number().int(),
  createdAt: z.string(),
  /** Present (true) only while the account signed in with a temporary password and must set a new one (ADR 024). */
  mustChangePassword: z.boolean().optional(),
});
export type User = z.infer<typeof UserSchema>;

/** Register, login, PUT /api/user/profile and PUT /api/user/timezone answer `{ user }`; GET /api/user the user itself. */
export const UserResponseSchema = z.object({ user: UserSchema });
export type UserResponse = z.infer<typeof UserResponseSchema>;

/**
 * GET /api/user: the user plus `isOperator` — the address is listed in ADMIN_EMAILS (docs/product/accounts.md#roles) AND the account
 * proved it controls it (`emailVerified`), so the web shows the moderation link; `operatorPending` — listed but not
 * proven yet, so the web offers the confirmation link. Only hints for the UI: every operator route checks again.
 */
export const CurrentUserSchema = UserSchema.extend({
  isOperator: z.boolean(),
  emailVerified: z.boolean(),
  operatorPending: z.boolean(),
  /** A student account a teacher created from a roster: signs in by username, has no email (ADR 024). */
  managed: z.boolean(),
  /** Signed in with a temporary password: POST /api/user/password must set a new one before anything else. */
  mustChangePassword: z.boolean(),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

/**
 * PUT /api/user/profile answers `{ user }`; when a new email waits for confirmation, also `message`
 * (emailChangeSentMessage) — and `user.email` is still the old address.
 */
export const UpdateProfileResponseSchema = UserResponseSchema.extend({ message: z.string().optional() });
export type UpdateProfileResponse = z.infer<typeof UpdateProfileResponseSchema>;

/** POST /api/user/confirm-email answers the new address and emailChangedMessage. */
export const ConfirmEmailResponseSchema = z.object({ message: z.string(), email: z.string() });
export type ConfirmEmailResponse = z.infer<typeof ConfirmEmailResponseSchema>;

/** POST /api/user/verify-email/confirm answers the confirmed address and emailVerifiedMessage. */
export const VerifyEmailResponseSchema = ConfirmEmailResponseSchema;
export type VerifyEmailResponse = z.infer<typeof VerifyEmailResponseSchema>;

/** Logout, forgot-password, reset-password and account deletion answer `{ message }`. */
export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;
