import { describe, expect, it } from 'vitest';
import {
  hasForbiddenCharacters,
  isValidEmail,
  isValidUsername,
  normalizeEmail,
  normalizeUsername,
} from './account-identity.ts';

describe('usernames', () => {
  it.each([
    ['abc', true],
    ['Trader_2026', true],
    ['a'.repeat(20), true],
    ['ab', false],
    ['a'.repeat(21), false],
    ['has space', false],
    ['dash-name', false],
    ['émile', false],
    ['', false],
  ])('%j is valid: %s', (name, valid) => {
    expect(isValidUsername(name)).toBe(valid);
  });

  it('compares usernames regardless of case', () => {
    expect(normalizeUsername('Alice_1')).toBe(normalizeUsername('alice_1'));
  });
});

describe('email addresses', () => {
  it.each([
    ['student@school.edu', true],
    ['first.last+tag@mail.example.org', true],
    ['no-at-sign.example', false],
    ['two@@example.com', false],
    ['space in@example.com', false],
    ['nodot@example', false],
    ['nul\u0000@example.com', false],
    ['tab@exa\u0009mple.com', false],
    ['', false],
    ['x\ud800@school.edu', false],
    ['ada\u202E@school.edu', false],
  ])('%j is valid: %s', (email, valid) => {
    expect(isValidEmail(email)).toBe(valid);
  });

  it('normalizes case and surrounding spaces so one address is one account', () => {
    expect(normalizeEmail('  Student@School.EDU ')).toBe('student@school.edu');
  });
});

describe('names', () => {
  it.each([
    ['Zoë-Anne', false],
    ["O'Brien", false],
    ['Ada\u0000', true],
    ['Line\nbreak', true],
    ['Esc\u001b', true],
    ['Del\u007f', true],
    ['x\ud800y', true],
    ['\udc00', true],
    ['Emoji 😀', false],
    ['evil\u202Egnp.exe', true],
    ['iso\u2066late', true],
    ['عربي', false],
  ])('%j has forbidden characters: %s', (name, has) => {
    expect(hasForbiddenCharacters(name)).toBe(has);
  });
});
