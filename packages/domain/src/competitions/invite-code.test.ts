import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateInviteCode } from './generate-invite-code.ts';
import { isOffensiveCode } from './is-offensive-code.ts';
import { INVITE_CODE_ALPHABET, isWellFormedInviteCode, normalizeInviteCode } from './is-well-formed-invite-code.ts';

const bytesFor = (text: string) => Uint8Array.from([...text].map((c) => INVITE_CODE_ALPHABET.indexOf(c)));

describe('the invite-code alphabet', () => {
  it('has 31 distinct characters and no look-alikes (0, O, 1, I, L)', () => {
    expect(new Set(INVITE_CODE_ALPHABET).size).toBe(31);
    expect(INVITE_CODE_ALPHABET).toHaveLength(31);
    expect(INVITE_CODE_ALPHABET).not.toMatch(/[0O1IL]/);
  });
});

describe('generateInviteCode', () => {
  it('maps bytes onto the alphabet', () => {
    expect(generateInviteCode(Uint8Array.from([0, 1, 2, 3, 4, 30]))).toBe('ABCDE9');
    expect(generateInviteCode(Uint8Array.from([31, 32, 33, 34, 35, 247]))).toBe('ABCDE9');
  });

  it('skips the bytes 248–255 that would bias the first characters', () => {
    expect(generateInviteCode(Uint8Array.from([248, 0, 255, 1, 2, 3, 4, 250, 5]))).toBe('ABCDEF');
  });

  it('is null when the bytes run out', () => {
    expect(generateInviteCode(Uint8Array.from([0, 1, 2, 3, 4]))).toBeNull();
    expect(generateInviteCode(Uint8Array.from([0, 1, 2, 3, 4, 249]))).toBeNull();
    expect(generateInviteCode(new Uint8Array())).toBeNull();
  });

  it('drops an offensive code and draws the next one from the remaining bytes', () => {
    const bytes = Uint8Array.from([...bytesFor('FUCKAB'), ...bytesFor('HJKMNP')]);
    expect(generateInviteCode(bytes)).toBe('HJKMNP');
    expect(generateInviteCode(bytesFor('XA55YZ'))).toBeNull();
  });

  it('gives every character the same chance over the accepted bytes', () => {
    const counts = new Map<string, number>();
    for (let b = 0; b < 256; b++) {
      const code = generateInviteCode(Uint8Array.from([b, 2, 3, 4, 5, 6]));
      if (code) counts.set(code[0]!, (counts.get(code[0]!) ?? 0) + 1);
    }
    expect([...counts.values()].every((n) => n === 8)).toBe(true);
    expect(counts.size).toBe(31);
  });

  it('always yields a well-formed, inoffensive code from 32 random bytes, or null', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (bytes) => {
        const code = generateInviteCode(bytes);
        if (code !== null) {
          expect(isWellFormedInviteCode(code)).toBe(true);
          expect(isOffensiveCode(code)).toBe(false);
        }
      }),
    );
  });
});

describe('isOffensiveCode', () => {
  it.each([
    ['FUCKAB', true],
    ['XXSEX2', true],
    ['A55B2C', true],
    ['S3XABC', true],
    ['ab4ss7', true],
    ['ABCDEF', false],
    ['HJKMNP', false],
    ['7QR2ZW', false],
  ])('%s → %s', (code, expected) => {
    expect(isOffensiveCode(code)).toBe(expected);
  });
});

describe('isWellFormedInviteCode and normalizeInviteCode', () => {
  it.each([
    ['ABC234', 'ABC234'],
    ['abc234', 'ABC234'],
    ['  hjkmnp ', 'HJKMNP'],
    ['ABCDE', null],
    ['ABCDEFG', null],
    ['ABCDE0', null],
    ['ABCDEI', null],
    ['abcdel', null],
    ['ABC-23', null],
    ['', null],
  ])('%j → %j', (input, expected) => {
    expect(normalizeInviteCode(input)).toBe(expected);
    expect(isWellFormedInviteCode(input)).toBe(expected !== null);
  });
});
