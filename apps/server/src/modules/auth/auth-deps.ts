import type { Kysely } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';
import type { Clock } from '../../ports/clock.ts';
import type { Mailer } from '../../ports/mailer.ts';
import type { SessionCache } from '../accounts/index.ts';

/** What the account use-cases need. */
export interface AuthDeps {
  db: Kysely<Database>;
  clock: Clock;
  /** Every change that ends a session or alters a user row tells it (after commit). */
  sessionCache: SessionCache;
}

export interface MailingDeps extends AuthDeps {
  mailer: Mailer;
  /** Origin of links in emails (PUBLIC_URL). */
  publicUrl: string;
  /** Where a failed background email is reported (it never changes the HTTP answer). */
  onMailError(err: unknown): void;
}
