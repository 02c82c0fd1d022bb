import type { Result } from '../../app-error.ts';
import type { Clock } from '../../ports/clock.ts';
import type { BackoffDecision, BackoffRule, RateLimiter } from '../../ports/rate-limiter.ts';
import { AUTH_RATE_LIMITS, SIGN_IN_DEVICE_BACKOFF as DEVICE, SIGN_IN_PAIR_BACKOFF as PAIR } from '../accounts/index.ts';

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

export interface SignInKeys {
  /** The normalized email. */
  account: string;
  /** clientAddressKey of the request. */
  address: string;
  /** SHA-256 of the browser's device cookie (the one it is about to get when it has none), or null. */
  device: string | null;
}

/** The failure backoff an attempt runs under: the browser's for this account when it signed in to it, else the address's. */
interface Pair {
  rule: BackoffRule;
  key: string;
}

interface Pass {
  pair: Pair;
  tookAddress: boolean;
  tookAccount: boolean;
}

/**
 * Runs one sign-in attempt under the lockout rules (decision 006), counting FAILURES, never attempts:
 * - the (account, address) pair: 5 free failures, then an exponential delay for that pair only;
 * - the (account, browser) pair instead, once the browser's device cookie signed in to the account: the same delays,
 *   and within its free failures it is let through when the address's budget is spent, so one student's junk burst
 *   does not block classmates who signed up or in on their device at home;
 * - the address: a failure budget against spraying many accounts; a pair that already signed in from this address
 *   and has no failures is let through when it is spent, so one student's junk burst does not block the class;
 * - the account: a failure budget across all addresses, spent only by pairs that already failed (a pair that signed
 *   in before is exempt for its free failures: the owner's typo at home), so a correct password from an address
 *   without failures is never refused because of other addresses' failures.
 * Tokens are taken before the password check (concurrent guesses cannot overshoot) and given back on success.
 */
export async function throttleSignIn<T>(
  deps: ThrottleDeps,
  keys: SignInKeys,
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

function addressPair(keys: SignInKeys): Pair {
  return { rule: PAIR, key: `${keys.account}\u0000${keys.address}` };
}

function devicePair(account: string, device: string): Pair {
  return { rule: DEVICE, key: `${account}\u0000${device}` };
}

/**
 * Whether the pair is let through when the address's failure budget is spent: it signed in before, and has no
 * failures (an address, shared by a whole school) or is within its free failures (a browser, the owner's own).
 */
function passesSpentAddress(pair: Pair, state: BackoffDecision): boolean {
  if (state.succeededAt === null) return false;
  return pair.rule === DEVICE ? state.failures < DEVICE.freeFailures : state.failures === 0;
}

/**
 * A new account signed in from this address and browser (sign-up): both pairs are known and clean, so the student who
 * signed up at school, or at home on the laptop they bring, gets in there even while one classmate's junk burst has
 * spent the address's failure budget.
 */
export async function rememberSignIn(deps: ThrottleDeps, keys: SignInKeys): Promise<void> {
  await remember(deps.rateLimiter, keys, addressPair(keys), deps.clock.now().getTime()).catch(deps.onLimiterError);
}

/** A success on `pair`: its failures cleared, and the browser remembered for the account. */
async function remember(limiter: RateLimiter, keys: SignInKeys, pair: Pair, now: number): Promise<void> {
  await limiter.clearBackoff(pair.rule, pair.key, now);
  if (keys.device === null || pair.rule === DEVICE) return;
  await limiter.clearBackoff(DEVICE, devicePair(keys.account, keys.device).key, now);
}

/** The browser's pair when it signed in to this account before (its failures are its own), else the address's. */
async function choosePair(
  limiter: RateLimiter,
  keys: SignInKeys,
  now: number,
): Promise<{ pair: Pair; state: BackoffDecision }> {
  if (keys.device !== null) {
    const pair = devicePair(keys.account, keys.device);
    const state = await limiter.peekBackoff(pair.rule, pair.key, now);
    if (state.succeededAt !== null) return { pair, state };
  }
  const pair = addressPair(keys);
  return { pair, state: await limiter.peekBackoff(pair.rule, pair.key, now) };
}

async function admit(limiter: RateLimiter, keys: SignInKeys, now: number): Promise<Pass | Throttled> {
  const { pair, state } = await choosePair(limiter, keys, now);
  const pass: Pass = { pair, tookAddress: false, tookAccount: false };
  const refuse = async (retryAfterMs: number): Promise<Throttled> => {
    await giveBack(limiter, keys, pass, now);
    return { throttled: true, retryAfterMs };
  };
  if (!state.allowed) return { throttled: true, retryAfterMs: state.retryAfterMs };
  const address = await limiter.consume(PER_IP, keys.address, now);
  pass.tookAddress = address.allowed;
  if (!address.allowed && !passesSpentAddress(pair, state)) return refuse(address.retryAfterMs);
  if (needsAccountBudget(state)) {
    const account = await limiter.consume(PER_ACCOUNT, keys.account, now);
    pass.tookAccount = account.allowed;
    if (!account.allowed) return refuse(account.retryAfterMs);
  }
  const taken = await limiter.takeBackoff(pair.rule, pair.key, now);
  if (!taken.allowed) return refuse(taken.retryAfterMs);
  // Other attempts on this pair got in between peek and take: it may no longer pass a spent address.
  if (!pass.tookAddress && !passesSpentAddress(pair, taken)) return refuse(address.retryAfterMs);
  if (needsAccountBudget(taken) && !pass.tookAccount) {
    const account = await limiter.consume(PER_ACCOUNT, keys.account, now);
    pass.tookAccount = account.allowed;
    if (!account.allowed) return refuse(account.retryAfterMs);
  }
  return pass;
}

/**
 * Success gives back what the attempt took, clears the pair and remembers the browser; a failure is counted where it
 * was not yet.
 */
async function settle(
  limiter: RateLimiter,
  keys: SignInKeys,
  pass: Pass,
  succeeded: boolean,
  now: number,
): Promise<void> {
  if (succeeded) {
    await remember(limiter, keys, pass.pair, now);
    await giveBack(limiter, keys, pass, now);
    return;
  }
  if (!pass.tookAddress) await limiter.consume(PER_IP, keys.address, now);
  if (!pass.tookAccount) await limiter.consume(PER_ACCOUNT, keys.account, now);
}

async function giveBack(limiter: RateLimiter, keys: SignInKeys, pass: Pass, now: number): Promise<void> {
  if (pass.tookAddress) await limiter.refund(PER_IP, keys.address, now);
  if (pass.tookAccount) await limiter.refund(PER_ACCOUNT, keys.account, now);
}
