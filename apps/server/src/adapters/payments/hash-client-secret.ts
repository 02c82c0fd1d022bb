import { createHash, timingSafeEqual } from 'node:crypto';

/** A client secret is kept only as its SHA-256 (hex): a database read does not give the power to pay. */
export function hashClientSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Constant-time comparison of a presented secret with the stored hash. */
export function isClientSecret(presented: string, storedHash: string | null): boolean {
  if (!storedHash) return false;
  const a = Buffer.from(hashClientSecret(presented), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
