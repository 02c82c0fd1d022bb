import { describe, expect, it } from 'vitest';
import { managedUsernameStem, pickManagedUsername } from './managed-username.ts';
import { temporaryPassword } from './temporary-password.ts';

/** A deterministic source: the numbers given, in turn. */
const sequence =
  (...values: number[]) =>
  (n: number) => {
    const v = values.shift() ?? 0;
    return v % n;
  };

describe('managed usernames', () => {
  it('are first.last in plain lowercase letters', () => {
    expect(managedUsernameStem('Ada', 'Lovelace')).toBe('ada.lovelace');
    expect(managedUsernameStem('Zoë', "O'Brien-Müller")).toBe('zoe.obrienmuller');
    expect(managedUsernameStem('José María', 'Straße')).toBe('josemaria.strasse');
    expect(managedUsernameStem('李', 'Wei')).toBe('wei');
    expect(managedUsernameStem('李', '王')).toBe('student');
    expect(managedUsernameStem('Maximiliana-Josephine', 'Wolfeschlegelsteinhausen')).toBe('maximilianaj.wolfeschlege');
  });

  it('get a number that is not taken', () => {
    expect(pickManagedUsername('ada.lovelace', new Set(), sequence(6))).toBe('ada.lovelace7');
    const taken = new Set(['ada.lovelace7']);
    expect(pickManagedUsername('ada.lovelace', taken, sequence(6, 6, 41))).toBe('ada.lovelace42');
  });

  it('fall back to a longer number when every two-digit one is taken', () => {
    const taken = new Set(Array.from({ length: 99 }, (_, i) => `a.b${i + 1}`));
    const picked = pickManagedUsername('a.b', taken, (n) => n - 1);
    expect(taken.has(picked)).toBe(false);
    expect(picked).toMatch(/^a\.b\d{3}$/);
  });
});

describe('temporaryPassword', () => {
  it('is two capitalised syllable pairs and two digits', () => {
    expect(temporaryPassword(sequence(0, 0, 1, 1, 2, 2, 3, 3, 47))).toBe('Bade-Figo-57');
    for (let i = 0; i < 50; i++) {
      expect(temporaryPassword((n) => Math.floor(Math.random() * n))).toMatch(/^[A-Z][a-z]{3}-[A-Z][a-z]{3}-\d{2}$/);
    }
  });
});
