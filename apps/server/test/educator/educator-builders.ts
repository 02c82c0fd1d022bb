import type { Kysely } from 'kysely';
import type { Database } from '../../src/adapters/db/schema.ts';
import type { AppInstance } from '../../src/app.ts';
import { giveEducatorPro } from '../billing/subscription-builders.ts';
import { post } from '../leagues/league-builders.ts';
import { buildTrader, type Trader } from '../trading/trading-builders.ts';

/** A signed-in educator in US Central time: an Educator Pro subscription paid until 2100 (giveEducatorPro). */
export async function buildEducator(db: Kysely<Database>): Promise<Trader> {
  const teacher = await buildTrader(db);
  await db.updateTable('users').set({ timezone: 'America/Chicago' }).where('id', '=', teacher.id).execute();
  await giveEducatorPro(db, teacher.id);
  return teacher;
}

/** POST /api/educator/leagues: by default tomorrow (Thursday 19 November 2026) 09:00 Central, 30 days, 25 students. */
export function createClassLeague(app: AppInstance, who: Pick<Trader, 'cookie'>, body: Record<string, unknown> = {}) {
  return post(app, who, '/api/educator/leagues', {
    name: 'Period 3 Economics',
    description: 'Diversify across sectors',
    duration: 30,
    maxParticipants: 25,
    startDate: '2026-11-19',
    startTime: '09:00',
    customStartingBalance: 25_000,
    ...body,
  });
}

/** Creates a class league and answers its id and invite code (fails the test otherwise). */
export async function newClassLeague(
  app: AppInstance,
  who: Pick<Trader, 'cookie'>,
  body: Record<string, unknown> = {},
) {
  const res = await createClassLeague(app, who, body);
  if (res.statusCode !== 201) throw new Error(`create class league: ${res.statusCode} ${res.body}`);
  const json = res.json();
  return { id: json.league.id as number, code: json.inviteCode as string };
}

export function sendMessage(app: AppInstance, who: Pick<Trader, 'cookie'>, body: Record<string, unknown>) {
  return post(app, who, '/api/educator/message', body);
}
