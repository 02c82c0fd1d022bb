import type { Result } from '../../app-error.ts';
import type { Clock } from '../../ports/clock.ts';
import type { BackoffDecision, RateLimiter } from '../../ports/rate-limiter.ts';
import { AUTH_RATE_LIMITS, SIGN_IN_PAIR_BACKOFF as PAIR } from './auth-rate-limits.ts';

const PER_IP = AUTH_RATE_LIMITS.signInFailuresPerIp;
const PER_ACCOUNT = AUTH_RATE_LIMITS.signInFailuresPerAccount;

export interface ThrottleDeps {
  rateLimiter: RateLimiter;
  clock: Clock;
  /** The limiter failed (Redis down): the sign-in goes ahead unthrottled rather than locking everyone out. */
  onLimiterError(err: unknown): void;
}

export interface Throttled {
  throttled: true;
  retryAfterMs: number;
}

interface Pass {
  pair: string;
  tookAddress: boolean;
  tookAccount: boolean;
}

/**
 * Runs one sign-in attempt under the lockout rules (decision 006), counting FAILURES, never attempts:
 * - the (account, address) pair: 5 free failures, then an exponential delay for that pair only;
 * - the address: a failure budget against spraying many accounts; a pair that already signed in from this address
 *   and has no failures is let through when it is spent, so one student's junk burst does not block the class;
 * - the account: a failure budget across all addresses, spent only by pairs that already failed (a pair that signed
 *   in before is exempt for its free failures: the owner's typo at home), so a correct password from an address
 *   without failures is never refused because of other addresses' failures.
 * Tokens are taken before the password check (concurrent guesses cannot overshoot) and given back on success.
 */
export async function throttleSignIn<T>(
  deps: ThrottleDeps,
  keys: { account: string; address: string },
  attempt: () => Promise<Result<T>>,
): Promise<Result<T> | Throttled> {
  const limiter = deps.rateLimiter;
  let pass: Pass | null = null;
  try {
    const admitted = await admit(limiter, keys, deps.clock.now().getTime());
    if ('throttled' in admitted) return admitted;
    pass = admitted;
  } catch (err) {
    deps.onLimiterError(err);
  }
  let result: Result<T>;
  try {
    result = await attempt();
  } catch (err) {
    if (pass) await giveBack(limiter, keys, pass, deps.clock.now().getTime()).catch(deps.onLimiterError);
    throw err;
  }
  if (pass) await settle(limiter, keys, pass, result.ok, deps.clock.now().getTime()).catch(deps.onLimiterError);
  return result;
}

/**
 * Whether an attempt on this pair must also take from the account's budget: once the pair failed, unless it signed in
 * before and is within its free failures (attackers elsewhere keep that budget spent; the owner's typo must not lock
 * them out of their own device for a day).
 */
function needsAccountBudget(pair: BackoffDecision): boolean {
  return pair.failures > 0 && (pair.succeededAt === null || pair.failures >= PAIR.freeFailures);
}

function pairKey(keys: { account: string; address: string }): string {
  return `${keys.account}\u0000${keys.address}`;
}

/**
 * A new account signed in from this address (sign-up): the pair is known and clean, so the student who signed up at
 * school gets in there even while one classmate's junk burst has spent the address's failure budget.
 */
export async function rememberSignIn(deps: ThrottleDeps, keys: { account: string; address: string }): Promise<void> {
  await deps.rateLimiter.clearBackoff(PAIR, pairKey(keys), deps.clock.now().getTime()).catch(deps.onLimiterError);
}

async function admit(
  limiter: RateLimiter,
  keys: { account: string; address: string },
  now: number,
): Promise<Pass | Throttled> {
  const pass: Pass = { pair: pairKey(keys), tookAddress: false, tookAccount: false };
  const refuse = async (retryAfterMs: number): Promise<Throttled> => {
    await giveBack(limiter, keys, pass, now);
    return { throttled: true, retryAfterMs };
  };
  const pair = await limiter.peekBackoff(PAIR, pass.pair, now);
  if (!pair.allowed) return { throttled: true, retryAfterMs: pair.retryAfterMs };
  const address = await limiter.consume(PER_IP, keys.address, now);
  pass.tookAddress = address.allowed;
  const knownAndClean = pair.failures === 0 && pair.succeededAt !== null;
  if (!address.allowed && !knownAndClean) return refuse(address.retryAfterMs);
  if (needsAccountBudget(pair)) {
    const account = await limiter.consume(PER_ACCOUNT, keys.account, now);
    pass.tookAccount = account.allowed;
    if (!account.allowed) return refuse(account.retryAfterMs);
  }
  const taken = await limiter.takeBackoff(PAIR, pass.pair, now);
  if (!taken.allowed) return refuse(taken.retryAfterMs);
  // Another attempt on this pair got in between peek and take: the pair is no longer clean.
  if (taken.failures > 0 && !pass.tookAddress) return refuse(address.retryAfterMs);
  if (needsAccountBudget(taken) && !pass.tookAccount) {
    const account = await limiter.consume(PER_ACCOUNT, keys.account, now);
    pass.tookAccount = account.allowed;
    if (!account.allowed) return refuse(account.retryAfterMs);
  }
  return pass;
}

/** Success gives back what the attempt took and clears the pair; a failure is counted where it was not yet. */
async function settle(
  limiter: RateLimiter,
  keys: { account: string; address: string },
  pass: Pass,
  succeeded: boolean,
  now: number,
): Promise<void> {
  if (succeeded) {
    await limiter.clearBackoff(PAIR, pass.pair, now);
    await giveBack(limiter, keys, pass, now);
    return;
  }
  if (!pass.tookAddress) await limiter.consume(PER_IP, keys.address, now);
  if (!pass.tookAccount) await limiter.consume(PER_ACCOUNT, keys.account, now);
}

async function giveBack(
  limiter: RateLimiter,
  keys: { account: string; address: string },
  pass: Pass,
  now: number,
): Promise<void> {
  if (pass.tookAddress) await limiter.refund(PER_IP, keys.address, now);
  if (pass.tookAccount) await limiter.refund(PER_ACCOUNT, keys.account, now);
}
