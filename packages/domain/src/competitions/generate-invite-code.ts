import { isOffensiveCode } from './is-offensive-code.ts';
import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH } from './is-well-formed-invite-code.ts';

/** Bytes at or above this are rejected so that every character is equally likely (248 = 8 × 31). */
const UNBIASED_LIMIT = 256 - (256 % INVITE_CODE_ALPHABET.length);

/**
 * A 6-character invite code drawn from caller-supplied random bytes (the domain has no randomness): rejection
 * sampling keeps each character uniform; a code containing an offensive fragment is dropped and the next one is
 * drawn from the remaining bytes. Null when the bytes run out (32 bytes almost always suffice; the caller retries
 * with fresh bytes and checks uniqueness).
 */
export function generateInviteCode(random: Uint8Array): string | null {
  let code = '';
  for (const byte of random) {
    if (byte >= UNBIASED_LIMIT) continue;
    code += INVITE_CODE_ALPHABET[byte % INVITE_CODE_ALPHABET.length];
    if (code.length < INVITE_CODE_LENGTH) continue;
    if (!isOffensiveCode(code)) return code;
    code = '';
  }
  return null;
}
