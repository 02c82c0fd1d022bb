import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm, @node-rs/argon2's Algorithm.Argon2id = 2) with OWASP's minimum
// parameters: 19 MiB, 2 passes, 1 lane (~65 ms here). Stored as a PHC string, so parameters can rise later.
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a malformed or erased hash never matches
  }
}

let decoy: Promise<string> | null = null;
/** Spends the same time as a real check when there is no account, so timing does not reveal which emails exist. */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hashPassword('decoy password that matches nothing');
  await verifyPassword(await decoy, password);
  return false;
}
