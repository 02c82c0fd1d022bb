import type { Generated } from 'kysely';

/**
 * Table types for Kysely. Conventions (solved once, ARCHITECTURE §2 dialect traps):
 * - ids are integer identities (SQLite INTEGER PRIMARY KEY AUTOINCREMENT, PostgreSQL BIGSERIAL parsed to number);
 * - instants are epoch milliseconds in BIGINT columns named `*_at` (parsed to number on PostgreSQL);
 * - money is integer cents in BIGINT columns named `*_cents`;
 * - booleans are INTEGER 0/1 on both dialects (read them with `isTrue`);
 * - emails are stored as typed plus a lower-cased `email_normalized` with a unique index.
 */
export interface UsersTable {
  id: Generated<number>;
  email: string | null;
  email_normalized: string | null;
  username: string;
  username_normalized: string;
  first_name: string;
  last_name: string;
  password_hash: string;
  is_educator: Generated<number>;
  timezone: Generated<string>;
  experience: Generated<number>;
  deleted_at: number | null;
  created_at: number;
}

export interface SessionsTable {
  id_hash: string;
  user_id: number;
  created_at: number;
  expires_at: number;
  last_seen_at: number;
}

export interface PasswordResetTokensTable {
  token_hash: string;
  user_id: number;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  password_reset_tokens: PasswordResetTokensTable;
}
