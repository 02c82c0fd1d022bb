import { describe, expect, it } from 'vitest';
import { canonicalTimeZone, isValidTimeZone } from './time-zone.ts';

describe('IANA time-zone names', () => {
  it.each(['UTC', 'America/New_York', 'Europe/Paris', 'America/Argentina/Buenos_Aires', 'Etc/GMT+5'])(
    'accepts %s',
    (name) => {
      expect(isValidTimeZone(name)).toBe(true);
    },
  );

  it.each(['', 'Mars/Olympus_Mons', 'Not a zone', '+02:00', 'America/', '../etc/passwd', 'x'.repeat(65)])(
    'refuses %j',
    (name) => {
      expect(isValidTimeZone(name)).toBe(false);
    },
  );

  it.each([
    ['america/new_york', 'America/New_York'],
    ['utc', 'UTC'],
    ['EUROPE/PARIS', 'Europe/Paris'],
    ['America/Chicago', 'America/Chicago'],
    ['Europe/Kyiv', 'Europe/Kyiv'],
    ['Asia/Kolkata', 'Asia/Kolkata'],
    ['Asia/Ho_Chi_Minh', 'Asia/Ho_Chi_Minh'],
  ])('stores %s as %s (its own capitalisation, never an older alias)', (name, canonical) => {
    expect(canonicalTimeZone(name)).toBe(canonical);
  });

  it('has no canonical spelling for an invalid name', () => {
    expect(canonicalTimeZone('Mars/Olympus_Mons')).toBeNull();
  });
});
