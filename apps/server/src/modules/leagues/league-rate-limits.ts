import type { RateLimitRule } from '../../ports/rate-limiter.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Token buckets against guessing invite codes and against mass invitations. Join buckets count only attempts with an
 * UNKNOWN code (a token is taken before the lookup and given back when the code named a league), per account and per
 * address: 20 at once then 20 a minute, and 60 an hour — a class behind one school address mistyping codes stays
 * far below it. The math: codes are 6 of 31 characters, 31^6 = 887,503,681. With L live leagues one guess hits with
 * probability L / 887,503,681; at 60 guesses an hour (1,440 a day) an account with 10,000 leagues live needs about
 * 62 days for a single hit on average, and more accounts do not help without more addresses (the per-address buckets).
 * Invitations send email: 20 an hour per account, and 100 an hour per address (a class inviting friends fits; many
 * accounts from one address cannot turn the custom message into a spam relay).
 */
export const LEAGUE_RATE_LIMITS = {
  joinFailuresPerAccountMinute: { name: 'league-join:account:minute', limit: 20, windowMs: MINUTE },
  joinFailuresPerAccountHour: { name: 'league-join:account:hour', limit: 60, windowMs: HOUR },
  joinFailuresPerAddressMinute: { name: 'league-join:ip:minute', limit: 20, windowMs: MINUTE },
  joinFailuresPerAddressHour: { name: 'league-join:ip:hour', limit: 60, windowMs: HOUR },
  invitePerAccount: { name: 'league-invite:account', limit: 20, windowMs: HOUR },
  invitePerAddress: { name: 'league-invite:ip', limit: 100, windowMs: HOUR },
} as const satisfies Record<string, RateLimitRule>;
