import { describe, expect, it } from 'vitest';
import {
  ForgotPasswordRequestSchema,
  LoginRequestSchema,
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
  UpdateProfileRequestSchema,
  UpdateTimezoneRequestSchema,
} from '../src/auth.ts';

function firstProblem(result: { success: boolean; error?: { issues: { message: string; params?: unknown }[] } }) {
  const issue = result.error?.issues[0];
  return issue ? { message: issue.message, code: (issue.params as { code?: string } | undefined)?.code } : null;
}

const goodSignUp = {
  email: 'ada@school.edu',
  password: 'Secret#2026',
  firstName: 'Ada',
  lastName: 'Lovelace',
  username: 'ada_l',
};

describe('sign-up request', () => {
  it('accepts a complete sign-up and trims names, email and username', () => {
    const parsed = RegisterRequestSchema.parse({ ...goodSignUp, firstName: '  Ada ', email: ' ada@school.edu ' });
    expect(parsed).toMatchObject({ firstName: 'Ada', email: 'ada@school.edu' });
  });

  it.each([
    [{ ...goodSignUp, lastName: '   ' }, 'Please fill in all required fields', undefined],
    [{ ...goodSignUp, username: undefined }, 'Please fill in all required fields', undefined],
    [{ ...goodSignUp, email: 'not-an-email' }, 'Please enter a valid email address', undefined],
    [{ ...goodSignUp, username: 'no spaces' }, 'Username must be 3 to 20 characters: letters, digits or _', undefined],
    [{ ...goodSignUp, password: 'short' }, 'Password must be at least 8 characters long', 'AUTH_WEAK_PASSWORD'],
    [
      { ...goodSignUp, password: 'nouppercase1!' },
      'Password must contain at least one uppercase letter',
      'AUTH_WEAK_PASSWORD',
    ],
    [
      { ...goodSignUp, password: 'NOLOWERCASE1!' },
      'Password must contain at least one lowercase letter',
      'AUTH_WEAK_PASSWORD',
    ],
    [{ ...goodSignUp, password: 'NoNumber!!' }, 'Password must contain at least one number', 'AUTH_WEAK_PASSWORD'],
    [
      { ...goodSignUp, password: 'NoSpecial12' },
      'Password must contain at least one special character',
      'AUTH_WEAK_PASSWORD',
    ],
    [
      { ...goodSignUp, password: 'Tilde~not~listed1' },
      'Password must contain at least one special character',
      'AUTH_WEAK_PASSWORD',
    ],
  ])('refuses %j with %j', (input, message, code) => {
    expect(firstProblem(RegisterRequestSchema.safeParse(input))).toEqual({ message, code });
  });

  it('asks for the missing fields before judging the password', () => {
    const result = RegisterRequestSchema.safeParse({ ...goodSignUp, password: 'weak', firstName: '' });
    expect(firstProblem(result)?.message).toBe('Please fill in all required fields');
  });
});

describe('sign-in, forgot and reset requests', () => {
  it('sign-in needs both fields', () => {
    expect(firstProblem(LoginRequestSchema.safeParse({ email: 'a@b.co' }))?.message).toBe('Please fill in all fields');
    expect(firstProblem(LoginRequestSchema.safeParse({ email: '', password: 'x' }))?.message).toBe(
      'Please fill in all fields',
    );
  });

  it('forgot-password needs an email address', () => {
    expect(firstProblem(ForgotPasswordRequestSchema.safeParse({ email: ' ' }))?.message).toBe(
      'Please enter your email address',
    );
    expect(firstProblem(ForgotPasswordRequestSchema.safeParse({ email: 'x' }))?.message).toBe(
      'Please enter a valid email address',
    );
  });

  it('reset checks the token, then the field, then the rules in the spec order', () => {
    expect(firstProblem(ResetPasswordRequestSchema.safeParse({ newPassword: 'weak' }))?.message).toBe(
      'Invalid reset token. Please request a new password reset.',
    );
    expect(firstProblem(ResetPasswordRequestSchema.safeParse({ token: 't', newPassword: '' }))?.message).toBe(
      'Please fill in all fields',
    );
    expect(firstProblem(ResetPasswordRequestSchema.safeParse({ token: 't', newPassword: 'abcdefgh' }))?.message).toBe(
      'Password must contain at least one uppercase letter',
    );
  });
});

describe('profile and timezone requests', () => {
  it('refuses a timezone that is not an IANA name with its own code', () => {
    expect(firstProblem(UpdateTimezoneRequestSchema.safeParse({ timezone: 'Moon/Base' }))?.code).toBe(
      'USER_INVALID_TIMEZONE',
    );
  });

  it('requires first name, last name and email after trimming', () => {
    const result = UpdateProfileRequestSchema.safeParse({
      firstName: ' ',
      lastName: 'L',
      email: 'a@b.co',
      timezone: 'UTC',
    });
    expect(firstProblem(result)?.message).toBe('Please fill in all required fields');
  });
});
