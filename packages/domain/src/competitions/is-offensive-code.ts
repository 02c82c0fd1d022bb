/**
 * A short blocklist of offensive fragments that the invite-code alphabet can spell (it has no I, L, O, 0 or 1).
 * Deliberately small: it stops the obvious words, not every reading.
 */
const BLOCKED = [
  'ASS',
  'BUTT',
  'CRAP',
  'CUM',
  'CUNT',
  'DAMN',
  'DYKE',
  'FAG',
  'FGT',
  'FUCK',
  'FUK',
  'FVCK',
  'KKK',
  'KYS',
  'NAZ',
  'NGGA',
  'NGGR',
  'PHUK',
  'PUSY',
  'PUSSY',
  'RAPE',
  'SEX',
  'SPAZ',
  'STFU',
  'SUCK',
  'TARD',
  'TWAT',
  'WANK',
  'WTF',
];

/** Digits read as letters (3 → E, 4 → A, 5 → S, 7 → T, 8 → B, 9 → G, 6 → G, 2 → Z). */
const LEET: Record<string, string> = { '2': 'Z', '3': 'E', '4': 'A', '5': 'S', '6': 'G', '7': 'T', '8': 'B', '9': 'G' };

/** Whether a code contains a blocked fragment, as written or with its digits read as letters. */
export function isOffensiveCode(code: string): boolean {
  const upper = code.toUpperCase();
  const letters = upper.replace(/[2-9]/g, (d) => LEET[d] ?? d);
  return BLOCKED.some((word) => upper.includes(word) || letters.includes(word));
}
