import type { AppInstance } from '../../src/app.ts';
import type { Trader } from '../trading/trading-builders.ts';

export function joinChampionship(app: AppInstance, trader: Pick<Trader, 'cookie'>, id: number | string = 1) {
  return app.inject({ method: 'POST', url: `/api/competition/${id}/join`, headers: { cookie: trader.cookie } });
}

export function competitionTrade(
  app: AppInstance,
  trader: Pick<Trader, 'cookie'>,
  id: number | string,
  body: Record<string, unknown>,
) {
  return app.inject({
    method: 'POST',
    url: `/api/competition/${id}/trade`,
    headers: { cookie: trader.cookie },
    payload: body,
  });
}

export function get(app: AppInstance, trader: Pick<Trader, 'cookie'>, url: string) {
  return app.inject({ method: 'GET', url, headers: { cookie: trader.cookie } });
}

/** Wednesday 18 November 2026, 10:00 New York: the market is open; weekly season ends Friday 20th 16:00 New York. */
export const WEDNESDAY = '2026-11-18T15:00:00Z';
/** A minute after that weekly season's close. */
export const AFTER_WEEKLY_CLOSE = '2026-11-20T21:01:00Z';
