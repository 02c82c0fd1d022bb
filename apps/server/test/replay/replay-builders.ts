import type { AppInstance } from '../../src/app.ts';
import { post } from '../leagues/league-builders.ts';
import type { Trader } from '../trading/trading-builders.ts';

/** Sunday 22 November 2026, 15:00 UTC: the NYSE is closed, a replay event trades anyway. */
export const SUNDAY = '2026-11-22T15:00:00Z';

/** POST /api/educator/leagues/:id/replay: by default 2008-10-13 (the S&P 500's +11.6 % day), one day in 3 minutes. */
export function runClassReplay(app: AppInstance, who: Pick<Trader, 'cookie'>, leagueId: number, body: object = {}) {
  return post(app, who, `/api/educator/leagues/${leagueId}/replay`, {
    days: 1,
    minutesPerDay: 3,
    startDate: '2008-10-13',
    ...body,
  });
}

/** POST /api/admin/replay-events by `operator`: by default 2008-10-09 and 10, two days of 2 minutes each. */
export function scheduleReplay(app: AppInstance, operator: Pick<Trader, 'cookie'>, body: object = {}) {
  return post(app, operator, '/api/admin/replay-events', {
    days: 2,
    minutesPerDay: 2,
    startDate: '2008-10-09',
    ...body,
  });
}

/** A market order in the replay's portfolio through the competition trade route. */
export function replayTrade(
  app: AppInstance,
  who: Pick<Trader, 'cookie'>,
  competitionId: number,
  symbol: string,
  shares: number,
  action: 'buy' | 'sell' = 'buy',
) {
  return post(app, who, `/api/competition/${competitionId}/trade`, { symbol, side: action, quantity: shares });
}
