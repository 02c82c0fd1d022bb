import type { SessionCache } from '../accounts/index.ts';
import type { PaymentsDeps } from './payments-deps.ts';

/** The payments deps plus the session cache: a paid or ended subscription changes the cached `educatorUntil`. */
export interface BillingDeps extends PaymentsDeps {
  sessionCache: Pick<SessionCache, 'forgetUser'>;
  /** The site's address, for the provider's portal to send the educator back to. */
  publicUrl: string;
}
