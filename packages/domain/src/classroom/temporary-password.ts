import type { RandomInt } from './managed-username.ts';

// No letters a child confuses when copying from paper (no c/q/x/y, no l next to I).
const CONSONANTS = 'bdfgkmnprstvz';
const VOWELS = 'aeiou';

/**
 * A temporary password a student can read aloud and type: two capitalised two-syllable words and two digits
 * (`Bako-Rite-57`), about 31 bits drawn from `randomInt`. It only opens the first sign-in, which must set a new
 * password (docs/decisions/024-managed-student-accounts.md), and sign-in failures are throttled.
 */
export function temporaryPassword(randomInt: RandomInt): string {
  const syllable = () => `${CONSONANTS[randomInt(CONSONANTS.length)]}${VOWELS[randomInt(VOWELS.length)]}`;
  const word = () => {
    const w = syllable() + syllable();
    return w.charAt(0).toUpperCase() + w.slice(1);
  };
  return `${word()}-${word()}-${String(randomInt(90) + 10)}`;
}
