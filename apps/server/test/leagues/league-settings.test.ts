import { LEAGUE_SETTINGS_MESSAGES, ORDER_MESSAGES } from '@tradearena/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { shortSellingAllowed } from '../../src/modules/competition-core/short-selling-allowed.ts';
import { buildEducator, createClassLeague, newClassLeague } from '../educator/educator-builders.ts';
import { createFakeMarketData } from '../helpers/fake-market-data.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { buildTrader, getJson } from '../trading/trading-builders.ts';
import { createLeague, joinLeague, newLeague, patchLeagueSettings, post, WEDNESDAY } from './league-builders.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ now: WEDNESDAY, deps: { marketData: createFakeMarketData({ AAPL: 100_00 }) } });
});
afterEach(async () => {
  await t.close();
});

const flags = (list: { id: number; shortSellingAllowed: boolean }[]) =>
  Object.fromEntries(list.map((c) => [c.id, c.shortSellingAllowed]));

describe('short selling per league and class: defaults and creation', () => {
  it('allows it in championships and, by default, in friend leagues; the creator may start with it off', async () => {
    const ada = await buildTrader(t.deps.db.db);
    const on = await newLeague(t.app, ada);
    expect(on.league.shortSellingAllowed).toBe(true);
    const off = await newLeague(t.app, ada, { name: 'No shorts', shortSellingAllowed: false });
    expect(off.league.shortSellingAllowed).toBe(false);

    const all = await getJson(t.app, ada, '/api/competitions');
    expect(flags(all)).toMatchObject({ 1: true, 2: true });
    expect((await getJson(t.app, ada, `/api/competitions/${off.id}`)).shortSellingAllowed).toBe(false);
    const bob = await buildTrader(t.deps.db.db);
    const joined = await joinLeague(t.app, bob, off.code);
    expect(joined.json().league.shortSellingAllowed).toBe(false);

    const db = t.deps.db.db;
    expect(await shortSellingAllowed(db, 0)).toBe(true);
    expect(await shortSellingAllowed(db, 1)).toBe(true);
    expect(await shortSellingAllowed(db, on.id)).toBe(true);
    expect(await shortSellingAllowed(db, off.id)).toBe(false);
    expect(await shortSellingAllowed(db, 999_999)).toBe(true);
  });

  it('starts a class with it off unless the educator switches it on at creation', async () => {
    const teacher = await buildEducator(t.deps.db.db);
    const plain = await newClassLeague(t.app, teacher);
    const shorts = await createClassLeague(t.app, teacher, { name: 'Period 4', shortSellingAllowed: true });
    expect(shorts.statusCode, shorts.body).toBe(201);
    const shortsId = shorts.json().league.id as number;
    expect(shorts.json().league.shortSellingAllowed).toBe(true);
    expect(flags(await getJson(t.app, teacher, '/api/educator/leagues'))).toEqual({
      [plain.id]: false,
      [shortsId]: true,
    });
    expect(await shortSellingAllowed(t.deps.db.db, plain.id)).toBe(false);
    expect(await shortSellingAllowed(t.deps.db.db, shortsId)).toBe(true);
  });

  it('refuses a flag that is not a boolean with a clear 400', async () => {
    const ada = await buildTrader(t.deps.db.db);
    const res = await createLeague(t.app, ada, { shortSellingAllowed: 'yes' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('REQUEST_INVALID');
  });
});

describe('PATCH /api/leagues/:id/settings', () => {
  it("lets a friend league's creator switch short selling off and on again", async () => {
    const ada = await buildTrader(t.deps.db.db);
    const { id } = await newLeague(t.app, ada);
    const off = await patchLeagueSettings(t.app, ada, id, { shortSellingAllowed: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({
      success: true,
      message: ORDER_MESSAGES.leagueSettingsSaved,
      league: { id, shortSellingAllowed: false, isCreator: true },
    });
    expect(await shortSellingAllowed(t.deps.db.db, id)).toBe(false);
    // Saving the same value again is fine (a retried request).
    expect((await patchLeagueSettings(t.app, ada, id, { shortSellingAllowed: false })).statusCode).toBe(200);
    const on = await patchLeagueSettings(t.app, ada, id, { shortSellingAllowed: true });
    expect(on.json().league.shortSellingAllowed).toBe(true);
    expect((await getJson(t.app, ada, `/api/competitions/${id}`)).shortSellingAllowed).toBe(true);
  });

  it('refuses players, strangers, unknown leagues, championships, completed leagues and bad bodies', async () => {
    const ada = await buildTrader(t.deps.db.db);
    const bob = await buildTrader(t.deps.db.db);
    const eve = await buildTrader(t.deps.db.db);
    const { id, code } = await newLeague(t.app, ada);
    await joinLeague(t.app, bob, code);
    const notCreator = {
      error: LEAGUE_SETTINGS_MESSAGES.notCreator,
      message: LEAGUE_SETTINGS_MESSAGES.notCreator,
      code: 'LEAGUE_NOT_CREATOR',
    };
    for (const who of [bob, eve]) {
      const res = await patchLeagueSettings(t.app, who, id, { shortSellingAllowed: false });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(notCreator);
    }
    const unknown = await patchLeagueSettings(t.app, ada, 999_999, { shortSellingAllowed: false });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('COMPETITION_NOT_FOUND');
    const championship = await patchLeagueSettings(t.app, ada, 1, { shortSellingAllowed: false });
    expect(championship.statusCode).toBe(409);
    expect(championship.json()).toEqual({
      error: LEAGUE_SETTINGS_MESSAGES.championship,
      message: LEAGUE_SETTINGS_MESSAGES.championship,
      code: 'COMPETITION_SETTINGS_FIXED',
    });
    for (const body of [{}, { shortSellingAllowed: 'no' }, { shortSellingAllowed: null }]) {
      const res = await patchLeagueSettings(t.app, ada, id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('REQUEST_INVALID');
    }
    const badId = await patchLeagueSettings(t.app, ada, 'abc', { shortSellingAllowed: false });
    expect(badId.statusCode).toBe(400);
    expect((await patchLeagueSettings(t.app, null, id, { shortSellingAllowed: false })).statusCode).toBe(401);
    expect(await shortSellingAllowed(t.deps.db.db, id)).toBe(true);

    expect((await post(t.app, ada, `/api/leagues/${id}/end`)).statusCode).toBe(200);
    const ended = await patchLeagueSettings(t.app, ada, id, { shortSellingAllowed: false });
    expect(ended.statusCode).toBe(409);
    expect(ended.json().code).toBe('LEAGUE_COMPLETED');
    expect(await shortSellingAllowed(t.deps.db.db, id)).toBe(true);
  });

  it("lets a class's educator switch it, not its students, other educators or a former educator", async () => {
    const db = t.deps.db.db;
    const teacher = await buildEducator(db);
    const other = await buildEducator(db);
    const student = await buildTrader(db);
    const { id, code } = await newClassLeague(t.app, teacher);
    expect((await joinLeague(t.app, student, code, 'Sam')).statusCode).toBe(200);

    const on = await patchLeagueSettings(t.app, teacher, id, { shortSellingAllowed: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({
      success: true,
      message: ORDER_MESSAGES.leagueSettingsSaved,
      league: { id, isEducational: true, shortSellingAllowed: true },
    });
    expect(flags(await getJson(t.app, teacher, '/api/educator/leagues'))).toEqual({ [id]: true });
    expect((await getJson(t.app, student, `/api/competitions/${id}`)).shortSellingAllowed).toBe(true);

    for (const who of [student, other]) {
      const res = await patchLeagueSettings(t.app, who, id, { shortSellingAllowed: false });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('LEAGUE_NOT_CREATOR');
    }
    await db.deleteFrom('educator_subscriptions').where('user_id', '=', teacher.id).execute();
    const lapsed = await patchLeagueSettings(t.app, teacher, id, { shortSellingAllowed: false });
    expect(lapsed.statusCode).toBe(403);
    expect(lapsed.json().code).toBe('EDUCATOR_REQUIRED');
    expect(await shortSellingAllowed(db, id)).toBe(true);
  });
});
