import { describe, expect, it } from 'vitest';
import { isValidTimeZone } from './time-zone.ts';

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
});
