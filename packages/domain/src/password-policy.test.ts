import { describe, expect, it } from 'vitest';
import {
  findPasswordRuleProblem,
  findResetProblem,
  isPasswordAccepted,
  listPasswordRequirements,
  rateStrength,
} from './password-policy.ts';

const policy = { minLength: 8, specialCharacters: '!@#$%^&*(),.?":{}|<>' };
const metCount = (password: string, confirmation: string) =>
  listPasswordRequirements(password, confirmation, policy).filter((r) => r.met).length;

describe('password requirements', () => {
  it.each([
    ['', '', 0],
    ['abc', '', 1],
    ['abcdefgh', '', 2],
    ['Abcdefgh', '', 3],
    ['Abcdefg1', '', 4],
    ['Abcdefg1!', '', 5],
    ['Abcdefg1!', 'Abcdefg1!', 6],
  ])('counts %j with confirmation %j as %i met', (password, confirmation, count) => {
    expect(metCount(password, confirmation)).toBe(count);
  });

  it("counts only the policy's special characters as special, as the server does", () => {
    const special = (pw: string) => listPasswordRequirements(pw, '', policy).find((r) => r.id === 'special')?.met;
    expect(special('a!')).toBe(true);
    expect(special('a~')).toBe(false);
  });

  it('does not count two empty fields as matching', () => {
    expect(listPasswordRequirements('', '', policy).find((r) => r.id === 'match')?.met).toBe(false);
  });

  it('accepts a password only when all six are met', () => {
    expect(isPasswordAccepted('Abcdefg1!', 'Abcdefg1!', policy)).toBe(true);
    expect(isPasswordAccepted('Abcdefg1!', 'Abcdefg1?', policy)).toBe(false);
  });
});

describe('strength rating', () => {
  it.each([
    [0, 'Weak'],
    [2, 'Weak'],
    [3, 'Good'],
    [4, 'Good'],
    [5, 'Strong'],
    [6, 'Strong'],
  ])('rates %i met requirements as %s', (count, rating) => {
    expect(rateStrength(count)).toBe(rating);
  });
});

describe('reset password checks', () => {
  it.each([
    [
      { token: null, password: 'Abcdefg1!', confirmation: 'Abcdefg1!' },
      'Invalid reset token. Please request a new password reset.',
    ],
    [{ token: 't', password: '', confirmation: 'x' }, 'Please fill in all fields'],
    [{ token: 't', password: 'Ab1!', confirmation: 'Ab1!' }, 'Password must be at least 8 characters long'],
    [
      { token: 't', password: 'abcdefg1!', confirmation: 'abcdefg1!' },
      'Password must contain at least one uppercase letter',
    ],
    [
      { token: 't', password: 'ABCDEFG1!', confirmation: 'ABCDEFG1!' },
      'Password must contain at least one lowercase letter',
    ],
    [{ token: 't', password: 'Abcdefgh!', confirmation: 'Abcdefgh!' }, 'Password must contain at least one number'],
    [
      { token: 't', password: 'Abcdefg1~', confirmation: 'Abcdefg1~' },
      'Password must contain at least one special character',
    ],
    [{ token: 't', password: 'Abcdefg1!', confirmation: 'Abcdefg1?' }, 'Passwords do not match'],
  ])('reports the first problem of %j', (input, message) => {
    expect(findResetProblem(input, policy)).toBe(message);
  });

  it('finds no problem in a good password with a matching confirmation', () => {
    expect(findResetProblem({ token: 't', password: 'Abcdefg1!', confirmation: 'Abcdefg1!' }, policy)).toBeNull();
    expect(findPasswordRuleProblem('Abcdefg1!', policy)).toBeNull();
  });
});
