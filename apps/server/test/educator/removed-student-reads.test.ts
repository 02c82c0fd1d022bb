import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFakeMarketData } from '../helpers/fake-market-data.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { get, WEDNESDAY } from '../leagues/league-builders.ts';
import { buildClass, CLASS_RUNNING, classTrade } from './class-builders.ts';

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

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/educator/leagues/${c.leagueId}/students/${zed.id}`,
      headers: { cookie: c.teacher.cookie },
    });
    expect(removed.statusCode, removed.body).toBe(200);

    const after = await get(t.app, zed, `/api/competitions/${c.leagueId}/leaderboard`);
    expect(after.statusCode, after.body).toBe(404);
    expect(after.json().code).toBe('COMPETITION_NOT_FOUND');
    expect((await get(t.app, ada, `/api/competitions/${c.leagueId}/leaderboard`)).statusCode).toBe(200);
  });
});
