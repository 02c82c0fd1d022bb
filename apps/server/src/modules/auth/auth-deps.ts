import type { Kysely } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';
import type { Clock } from '../../ports/clock.ts';
import type { Mailer } from '../../ports/mailer.ts';

/** What the account use-cases need. */
export interface AuthDeps {
  db: Kysely<Database>;
  clock: Clock;
}

export interface MailingDeps extends AuthDeps {
  mailer: Mailer;
  /** Origin of links in emails (PUBLIC_URL). */
  publicUrl: string;
  /** Where a failed background email is reported (it never changes the HTTP answer). */
  onMailError(err: unknown): void;
}
