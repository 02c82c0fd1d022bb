import type { DbHandle } from '../../adapters/db/open-database.ts';
import type { Clock } from '../../ports/clock.ts';
import type { Payments } from '../../ports/payments.ts';
import type { SessionCache } from '../accounts/index.ts';

export interface PaymentsLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** What the store's payment use-cases need: a subset of AppDeps and a logger (never given card data). */
export interface PaymentsDeps {
  db: DbHandle;
  clock: Clock;
  payments: Payments;
  log: PaymentsLog;
  /** Told when a payment changed who is an educator (Educator Pro): the cached session's `educatorUntil` moved. */
  sessionCache?: Pick<SessionCache, 'forgetUser'>;
}
