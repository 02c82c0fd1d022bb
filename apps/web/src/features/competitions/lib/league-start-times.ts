import { FRIEND_LEAGUE } from '@tradearena/contracts';

/** Friend league start times (docs/product/competitions.md#friend-leagues): 8:00 AM to 4:00 PM US Central in half-hour steps. */
export const LEAGUE_START_TIMES: readonly string[] = FRIEND_LEAGUE.startTimes;

/** 12:30 PM. */
export const DEFAULT_LEAGUE_START_TIME = FRIEND_LEAGUE.defaultStartTime;

/** Today's date (YYYY-MM-DD) where leagues are scheduled (US Central): the earliest start date. */
export function todayInLeagueZone(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: FRIEND_LEAGUE.startTimeZone }).format(now);
}
