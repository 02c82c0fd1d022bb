import type { Migration } from '../src/adapters/db/migrate.ts';
import { m001Users } from './001-users.ts';
import { m002PasswordResetTokens } from './002-password-reset-tokens.ts';
import { m003Trading } from './003-trading.ts';

/** Every migration in order. Append new ones; never edit or reorder an applied one. */
export const migrations: Migration[] = [m001Users, m002PasswordResetTokens, m003Trading];
