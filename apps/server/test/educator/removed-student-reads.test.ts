import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFakeMarketData } from '../helpers/fake-market-data.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { get, joinLeague, post, WEDNESDAY } from '../leagues/league-builders.ts';
import { buildTrader } from '../trading/trading-builders.ts';
import { buildClass, CLASS_RUNNING, classTrade, removeStudent } from './class-builders.ts';
import { buildEducator, newClassLeague } from './educator-builders.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ now: WEDNESDAY, deps: { marketData: createFakeMarketData({ AAPL: 100_00 }) } });
});
afterEach(async () => {
  await t.close();
});

describe('a student removed from a class', () => {
  it('no longer reads the class standings through the competitions leaderboard (404 like a stranger)', async () => {
    const c = await buildClass(t, ['Ada', 'Zed']);
    const [ada, zed] = c.students as [typeof c.teacher, typeof c.teacher];
    t.clock.set(CLASS_RUNNING);
    await classTrade(t.app, ada, c.leagueId, 'AAPL', 10);
    const before = await get(t.app, zed, `/api/competitions/${c.leagueId}/leaderboard`);
    expect(before.statusCode, before.body).toBe(200);

    const removed = await removeStudent(t.app, c.teacher, c.leagueId, zed.id);
    expect(removed.statusCode, removed.body).toBe(200);

    const after = await get(t.app, zed, `/api/competitions/${c.leagueId}/leaderboard`);
    expect(after.statusCode, after.body).toBe(404);
    expect(after.json().code).toBe('COMPETITION_NOT_FOUND');
    expect((await get(t.app, ada, `/api/competitions/${c.leagueId}/leaderboard`)).statusCode).toBe(200);
  });

  it('no longer participates, and no longer holds a seat of a full class (invite and join)', async () => {
    const teacher = await buildEducator(t.deps.db.db);
    const { id, code } = await newClassLeague(t.app, teacher, { maxParticipants: 2 });
    const [ada, zed, cy] = [
      await buildTrader(t.deps.db.db),
      await buildTrader(t.deps.db.db),
      await buildTrader(t.deps.db.db),
    ];
    for (const s of [ada, zed]) expect((await joinLeague(t.app, s, code)).statusCode).toBe(200);
    const full = await post(t.app, teacher, `/api/competitions/${id}/invite`, { email: 'cy@example.org' });
    expect(full.json().code).toBe('LEAGUE_FULL');
    const participation = `/api/competition/${id}/participation`;
    expect((await get(t.app, zed, participation)).json()).toEqual({ isParticipating: true, canRejoin: false });

    const removed = await removeStudent(t.app, teacher, id, zed.id);
    expect(removed.statusCode, removed.body).toBe(200);

    expect((await get(t.app, zed, participation)).json()).toEqual({ isParticipating: false, canRejoin: false });
    expect((await get(t.app, ada, participation)).json()).toEqual({ isParticipating: true, canRejoin: false });
    const invited = await post(t.app, teacher, `/api/competitions/${id}/invite`, { email: 'cy@example.org' });
    expect(invited.statusCode, invited.body).toBe(200);
    expect((await joinLeague(t.app, cy, code)).statusCode).toBe(200);
  });
});
