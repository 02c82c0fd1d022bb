/** A random whole number in [0, n): the caller's source (crypto in the server, a seeded one in tests). */
export type RandomInt = (n: number) => number;

const PART_MAX = 12;

/** A name as plain lowercase letters and digits: accents dropped (`Zoë` → `zoe`), everything else removed. */
function usernamePart(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[æ]/g, 'ae')
    .replace(/[ø]/g, 'o')
    .replace(/[^a-z0-9]/g, '')
    .slice(0, PART_MAX);
}

/**
 * The readable stem of a managed student's username: `first.last` in plain lowercase letters (`Ada Lovelace` →
 * `ada.lovelace`). A name with no Latin letters gives `student`. The dot keeps managed usernames apart from
 * self-chosen ones, which may not contain it (USERNAME_PATTERN).
 */
export function managedUsernameStem(firstName: string, lastName: string): string {
  const parts = [usernamePart(firstName), usernamePart(lastName)].filter((p) => p !== '');
  return parts.length === 0 ? 'student' : parts.join('.');
}

/**
 * A username `stem` + a number from 1 to 99 (`ada.lovelace7`) not in `taken` (normalized usernames); when every
 * such number is taken, a longer one. The number is random so the next classmate's name cannot be guessed.
 */
export function pickManagedUsername(stem: string, taken: ReadonlySet<string>, randomInt: RandomInt): string {
  for (let digits = 2; ; digits++) {
    const span = 10 ** digits - 1;
    for (let tries = 0; tries < 20; tries++) {
      const name = `${stem}${1 + randomInt(span)}`;
      if (!taken.has(name)) return name;
    }
    const free = Array.from({ length: span }, (_, i) => `${stem}${i + 1}`).filter((n) => !taken.has(n));
    if (free.length > 0) return free[randomInt(free.length)] as string;
  }
}
