import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { joinLeague, newLeague } from '../leagues/league-builders.ts';
import { buildTrader, getJson, type Trader } from '../trading/trading-builders.ts';
import { CARDS, confirmCard, forceProcess, post, WEDNESDAY } from './payment-builders.ts';

const DAY_MS = 86_400_000;
const apps: TestApp[] = [];
afterEach(async () => {
  for (const a of apps.splice(0)) await a.close();
});

async function setup() {
  const t = await createTestApp({ now: WEDNESDAY });
  apps.push(t);
  const db = t.deps.db.db;
  const ada = await buildTrader(db, { username: 'ada' });
  const bob = await buildTrader(db, { username: 'bob' });
  const league = await newLeague(t.app, ada, { durationDays: 7, maxParticipants: 4 });
  expect((await joinLeague(t.app, bob, league.code, 'Bob')).statusCode).toBe(200);
  return { t, app: t.app, ada, bob, leagueId: league.id };
}

async function pay(t: TestApp, who: Trader, body: Record<string, unknown>) {
  const res = await post(t.app, who, '/api/payments/league-features', body);
  expect(res.statusCode, res.body).toBe(200);
  const intent = res.json();
  expect((await confirmCard(t.app, who, intent, CARDS.success)).statusCode).toBe(200);
  return { intent, processed: (await forceProcess(t.app, who, intent.paymentIntentId)).json() };
}

async function leagueRow(t: TestApp, id: number) {
  return t.deps.db.db
    .selectFrom('competitions as c')
    .innerJoin('competition_seasons as s', 's.competition_id', 'c.id')
    .select(['c.ends_at', 'c.max_participants', 's.ends_at as season_ends_at'])
    .where('c.id', '=', id)
    .executeTakeFirstOrThrow();
}

describe('league purchases: extension and extra participants', () => {
  it('extends the creator’s own open league by 30 days once ($5.99), season included', async () => {
    const { t, ada, leagueId } = await setup();
    const before = await leagueRow(t, leagueId);
    const { intent, processed } = await pay(t, ada, { type: 'league_extension', leagueId });
    expect(intent.amount).toBe(5.99);
    expect(processed).toMatchObject({
      fulfilled: true,
      purchase: { kind: 'league_extension', leagueId, message: 'League Extended!' },
    });
    await forceProcess(t.app, ada, intent.paymentIntentId);
    const after = await leagueRow(t, leagueId);
    expect(Number(after.ends_at) - Number(before.ends_at)).toBe(30 * DAY_MS);
    expect(Number(after.season_ends_at) - Number(before.season_ends_at)).toBe(30 * DAY_MS);
    const shown = await getJson(t.app, ada, `/api/competitions/${leagueId}`);
    expect(Date.parse(shown.endDate)).toBe(Number(after.ends_at));
  });

  it('adds 3 slots for $2.97 once: the league’s limit rises from 4 to 7', async () => {
    const { t, ada, leagueId } = await setup();
    const { intent, processed } = await pay(t, ada, { type: 'extra_participants', leagueId, participantCount: 3 });
    expect(intent.amount).toBe(2.97);
    expect(processed.purchase).toMatchObject({ participantCount: 3, message: 'Participants Added!' });
    await forceProcess(t.app, ada, intent.paymentIntentId);
    expect((await leagueRow(t, leagueId)).max_participants).toBe(7);
  });

  it('refuses another player’s league, a championship, an ended league, and counts outside 1–50', async () => {
    const { t, ada, bob, leagueId } = await setup();
    const refused = async (who: Trader, body: Record<string, unknown>) =>
      (await post(t.app, who, '/api/payments/league-features', body)).json();
    expect(await refused(bob, { type: 'league_extension', leagueId })).toMatchObject({
      code: 'PAYMENT_LEAGUE_NOT_ELIGIBLE',
    });
    expect(await refused(ada, { type: 'league_extension', leagueId: 1 })).toMatchObject({
      code: 'COMPETITION_NOT_FOUND',
    });
    expect(await refused(ada, { type: 'league_extension', leagueId: 999 })).toMatchObject({
      code: 'COMPETITION_NOT_FOUND',
    });
    expect(await refused(ada, { type: 'league_extension' })).toMatchObject({
      code: 'REQUEST_INVALID',
      error: 'Please select a league to extend.',
    });
    expect(await refused(ada, { type: 'extra_participants' })).toMatchObject({
      error: 'Please select a league to add extra participants to.',
    });
    for (const participantCount of [0, 51, 2.5, 'x', undefined]) {
      expect(await refused(ada, { type: 'extra_participants', leagueId, participantCount })).toMatchObject({
        code: 'REQUEST_INVALID',
        error: 'Please enter a number between 1 and 50',
      });
    }
    const ended = await post(t.app, ada, `/api/leagues/${leagueId}/end`, {});
    expect(ended.statusCode, ended.body).toBe(200);
    expect(await refused(ada, { type: 'league_extension', leagueId })).toMatchObject({
      code: 'PAYMENT_LEAGUE_NOT_ELIGIBLE',
    });
  });

  it('a league that ended between payment and fulfilment is not extended (the purchase says so)', async () => {
    const { t, ada, leagueId } = await setup();
    const res = await post(t.app, ada, '/api/payments/league-features', { type: 'league_extension', leagueId });
    const intent = res.json();
    expect((await post(t.app, ada, `/api/leagues/${leagueId}/end`, {})).statusCode).toBe(200);
    const before = await leagueRow(t, leagueId);
    expect((await confirmCard(t.app, ada, intent, CARDS.success)).statusCode).toBe(200);
    const processed = (await forceProcess(t.app, ada, intent.paymentIntentId)).json();
    expect(processed).toMatchObject({ fulfilled: true, purchase: { kind: 'league_extension' } });
    expect(processed.purchase.message).toMatch(/ended before the purchase could be applied/);
    expect(await leagueRow(t, leagueId)).toEqual(before);
  });
});
