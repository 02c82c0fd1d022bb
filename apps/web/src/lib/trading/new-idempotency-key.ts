/**
 * A fresh Idempotency-Key: 32 random hex digits (visible ASCII, as IdempotencyKeySchema of packages/contracts asks).
 * crypto.getRandomValues, unlike crypto.randomUUID, works outside a secure context (a plain-HTTP address).
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
