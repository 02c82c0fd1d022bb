import { randomBytes } from 'node:crypto';
import { hashToken } from './sessions.ts';

/**
 * A fresh token for an emailed link: 32 random bytes in base64url, and its SHA-256 — the only form stored (in one of
 * the LinkTokenTable tables, spent by spendLinkToken).
 */
export function newLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

/** The emailed link of a token: PUBLIC_URL + `path` (such as `/reset-password`) + `?token=…`. */
export function linkUrl(publicUrl: string, path: string, token: string): string {
  return `${publicUrl}${path}?token=${encodeURIComponent(token)}`;
}
