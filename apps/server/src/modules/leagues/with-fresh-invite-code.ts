import { uniqueViolationColumn } from '../../adapters/db/unique-violation.ts';

/** Draws of a fresh invite code before giving up (31^6 codes: a second collision in a row is practically never). */
const CODE_ATTEMPTS = 8;

/**
 * Runs `create` with a freshly drawn invite code; a code taken meanwhile (the unique index refuses it, and the
 * transaction inside `create` rolled back) is redrawn and the whole creation run again.
 */
export async function withFreshInviteCode<T>(drawCode: () => string, create: (code: string) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await create(drawCode());
    } catch (err) {
      if (uniqueViolationColumn(err) !== 'invite_code' || attempt >= CODE_ATTEMPTS) throw err;
    }
  }
}
