import { randomBytes } from 'node:crypto';
import { generateInviteCode } from '@tradearena/domain';

/** A fresh invite code from the operating system's random bytes (the domain draws it; it has no randomness). */
export function newInviteCode(random: (size: number) => Uint8Array = randomBytes): string {
  for (;;) {
    const code = generateInviteCode(random(32));
    if (code) return code;
  }
}
