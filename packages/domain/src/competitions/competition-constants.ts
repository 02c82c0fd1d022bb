/**
 * Business constants of championships and friend leagues (docs/product/competitions.md#friend-leagues). They live in the domain because
 * the rules here need them and the domain imports nothing of ours; `packages/contracts` re-exports them.
 * Money in integer cents.
 */

/** Competition ids fixed by docs/product/competitions.md#championships: the weekly and monthly championships; friend leagues take the ids after. */
export const WEEKLY_CHAMPIONSHIP_ID = 1;
export const MONTHLY_CHAMPIONSHIP_ID = 2;

/** Every championship and friend-league portfolio starts with $100,000. */
export const COMPETITION_STARTING_CASH_CENTS = 10_000_000;

/** Prize pools per season: weekly $10,000, monthly $50,000. */
export const CHAMPIONSHIP_PRIZE_POOL_CENTS = { weekly: 1_000_000, monthly: 5_000_000 } as const;

/** A public replay event's prize pool (ADR 025): the weekly championship's $10,000; a class's event has none. */
export const REPLAY_PRIZE_POOL_CENTS = 1_000_000;

/** Share of the pool for 1st, 2nd and 3rd place, in whole percent. */
export const PRIZE_SPLIT_PERCENTS: readonly number[] = [50, 30, 20];

/** Friend-league start times are US Central wall-clock times. */
export const FRIEND_LEAGUE_TIME_ZONE = 'America/Chicago';

/** Half-hour steps from 8:00 AM to 4:00 PM Central (17 labels), as the create dialog shows them. */
export const FRIEND_LEAGUE_START_TIMES: readonly string[] = Array.from({ length: 17 }, (_, i) => {
  const minutes = 8 * 60 + i * 30;
  const hour24 = Math.floor(minutes / 60);
  const hour12 = hour24 > 12 ? hour24 - 12 : hour24;
  return `${hour12}:${minutes % 60 === 0 ? '00' : '30'} ${hour24 >= 12 ? 'PM' : 'AM'}`;
});
export const DEFAULT_FRIEND_LEAGUE_START_TIME = '12:30 PM';

export const FRIEND_LEAGUE_DURATIONS: readonly number[] = [1, 3, 7, 14, 21, 30];
/** A friend league may be scheduled to start at most this many days ahead. */
export const FRIEND_LEAGUE_MAX_DAYS_AHEAD = 365;
export const DEFAULT_FRIEND_LEAGUE_DURATION_DAYS = 30;

export const FRIEND_LEAGUE_MAX_PLAYERS: readonly number[] = [2, 3, 4, 5, 6, 8, 10, 12];
export const DEFAULT_FRIEND_LEAGUE_MAX_PLAYERS = 12;

/** A player may run at most this many friend leagues that are not completed (docs/product/competitions.md#friend-leagues). */
export const MAX_OPEN_FRIEND_LEAGUES = 5;
