import type { AppInstance } from '../../src/app.ts';
import type { Trader } from '../trading/trading-builders.ts';

/** Wednesday 18 November 2026, 10:00 New York (9:00 Central): the market is open. */
export const WEDNESDAY = '2026-11-18T15:00:00Z';

export function post(app: AppInstance, who: Pick<Trader, 'cookie'>, url: string, payload?: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url,
    headers: { cookie: who.cookie },
    ...(payload === undefined ? {} : { payload }),
  });
}

export function get(app: AppInstance, who: Pick<Trader, 'cookie'>, url: string) {
  return app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });
}

/** PATCH /api/leagues/:id/settings as `who` (or signed out when null); `payload` goes as given, valid or not. */
export function patchLeagueSettings(
  app: AppInstance,
  who: Pick<Trader, 'cookie'> | null,
  id: number | string,
  payload: unknown,
) {
  return app.inject({
    method: 'PATCH',
    url: `/api/leagues/${id}/settings`,
    headers: who ? { cookie: who.cookie } : {},
    payload: payload as Record<string, unknown>,
  });
}

/** POST /api/leagues/create with sensible defaults: starts at once (8:00 AM Central has passed), 7 days, 4 players. */
export function createLeague(app: AppInstance, who: Pick<Trader, 'cookie'>, body: Record<string, unknown> = {}) {
  return post(app, who, '/api/leagues/create', {
    name: 'Lunch Traders',
    displayName: 'Ada',
    description: 'Friends from school',
    startDate: '',
    startTime: '8:00 AM',
    durationDays: 7,
    maxParticipants: 4,
    ...body,
  });
}

/** Creates a league and answers its id and invite code (fails the test otherwise). */
export async function newLeague(app: AppInstance, who: Pick<Trader, 'cookie'>, body: Record<string, unknown> = {}) {
  const res = await createLeague(app, who, body);
  if (res.statusCode !== 201) throw new Error(`create league: ${res.statusCode} ${res.body}`);
  const json = res.json();
  return { id: json.league.id as number, code: json.inviteCode as string, league: json.league };
}

export function joinLeague(app: AppInstance, who: Pick<Trader, 'cookie'>, inviteCode: string, displayName = 'Bob') {
  return post(app, who, '/api/leagues/join', { inviteCode, displayName });
}

export function leagueTrade(
  app: AppInstance,
  who: Pick<Trader, 'cookie'>,
  leagueId: number,
  body: { symbol: string; action: 'buy' | 'sell'; shares: number },
) {
  return post(app, who, '/api/trade-action', {
    ...body,
    currentPrice: '1.00',
    portfolioType: 'league',
    competitionId: leagueId,
  });
}
