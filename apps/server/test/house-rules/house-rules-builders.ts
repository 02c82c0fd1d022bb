import type { AppInstance } from '../../src/app.ts';
import { buildEducator, newClassLeague } from '../educator/educator-builders.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { joinLeague, newLeague, patchLeagueSettings, post } from '../leagues/league-builders.ts';
import { buildTrader, type Trader } from '../trading/trading-builders.ts';

/** A friend league (started, $100,000 each) with its creator and one player who joined. */
export async function friendLeagueWithPlayer(t: TestApp) {
  const owner = await buildTrader(t.deps.db.db);
  const player = await buildTrader(t.deps.db.db);
  const { id, code } = await newLeague(t.app, owner);
  const joined = await joinLeague(t.app, player, code);
  if (joined.statusCode !== 200 && joined.statusCode !== 201) throw new Error(`join: ${joined.body}`);
  return { owner, player, leagueId: id };
}

/**
 * A class of an educator in Chicago that starts at 09:05 Central on the test's Wednesday, with one student; the
 * clock is moved to 09:10 Central (15:10Z), so the class is running.
 */
export async function runningClassWithStudent(t: TestApp) {
  const teacher = await buildEducator(t.deps.db.db);
  const { id, code } = await newClassLeague(t.app, teacher, { startDate: '2026-11-18', startTime: '09:05' });
  const student = await buildTrader(t.deps.db.db);
  const joined = await joinLeague(t.app, student, code, 'Sam');
  if (joined.statusCode !== 200 && joined.statusCode !== 201) throw new Error(`join: ${joined.body}`);
  t.clock.set('2026-11-18T15:10:00Z');
  return { teacher, student, leagueId: id };
}

/** Saves house rules (expects 200) and answers the league as PATCH answered it. */
export async function saveRules(app: AppInstance, who: Trader, leagueId: number, rules: unknown) {
  const res = await patchLeagueSettings(app, who, leagueId, { rules });
  if (res.statusCode !== 200) throw new Error(`save rules: ${res.statusCode} ${res.body}`);
  return res.json().league;
}

/** A market order in the league through POST /api/orders (any side), with an optional note. */
export function leagueOrder(
  app: AppInstance,
  who: Pick<Trader, 'cookie'>,
  leagueId: number,
  body: Record<string, unknown>,
) {
  return post(app, who, '/api/orders', { type: 'market', portfolioType: 'league', competitionId: leagueId, ...body });
}
