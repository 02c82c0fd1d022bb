/** Invite-code letters and digits without look-alikes: no 0/O, no 1/I/L. 31 characters. */
export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const INVITE_CODE_LENGTH = 6;

const WELL_FORMED = new RegExp(`^[${INVITE_CODE_ALPHABET}]{${INVITE_CODE_LENGTH}}$`);

/** The code as stored (trimmed, upper-case) when it can be an invite code, else null. */
export function normalizeInviteCode(input: string): string | null {
  const code = input.trim().toUpperCase();
  return WELL_FORMED.test(code) ? code : null;
}

/** Whether the input (any case, surrounding spaces allowed) has the shape of an invite code. */
export function isWellFormedInviteCode(input: string): boolean {
  return normalizeInviteCode(input) !== null;
}
