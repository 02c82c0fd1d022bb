import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFakeMarketData } from '../helpers/fake-market-data.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { newLeague, WEDNESDAY } from '../leagues/league-builders.ts';
import { buildTrader } from '../trading/trading-builders.ts';
import { buildClass } from './class-builders.ts';
import { buildEducator } from './educator-builders.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ now: WEDNESDAY, deps: { marketData: createFakeMarketData({ AAPL: 100_00 }) } });
});
afterEach(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'DELETE';
/** Every educator route; `L` is the class league's id and `S` a student of it. `owned`: names a league (404 test). */
const routes = (L: number, S: number): { method: Method; url: string; payload?: object; owned: boolean }[] => [
  { method: 'POST', url: '/api/educator/leagues', payload: { name: 'X' }, owned: false },
  { method: 'GET', url: '/api/educator/leagues', owned: false },
  { method: 'POST', url: '/api/educator/message', payload: { leagueId: L, title: 'Hi', message: 'Yo' }, owned: true },
  {
    method: 'POST',
    url: '/api/educator/assignments',
    payload: { title: 'A', dueDate: '2026-11-20', competitionId: L, assignmentType: 'risk_assessment' },
    owned: true,
  },
  { method: 'GET', url: '/api/educator/assignments', owned: false },
  { method: 'GET', url: '/api/educator/students', owned: false },
  { method: 'GET', url: `/api/educator/students?leagueId=${L}`, owned: true },
  { method: 'DELETE', url: `/api/educator/leagues/${L}/students/${S}`, owned: true },
  { method: 'GET', url: `/api/educator/analytics/${L}`, owned: true },
  { method: 'GET', url: '/api/educator/analytics/all', owned: false },
  { method: 'GET', url: '/api/educator/activity', owned: false },
  { method: 'GET', url: `/api/educator/activity?leagueId=${L}`, owned: true },
  { method: 'GET', url: `/api/educator/export/${L}`, owned: true },
];

describe('who may call the class routes', () => {
  it('refuses signed out (401), players (403) and other educators (404 for a league that is not theirs)', async () => {
    const { leagueId, students } = await buildClass(t, ['Sam']);
    const player = await buildTrader(t.deps.db.db);
    const stranger = await buildEducator(t.deps.db.db);
    const call = (r: ReturnType<typeof routes>[number], cookie?: string) =>
      t.app.inject({
        method: r.method,
        url: r.url,
        ...(cookie ? { headers: { cookie } } : {}),
        ...(r.payload ? { payload: r.payload } : {}),
      });
    for (const r of routes(leagueId, students[0]!.id)) {
      const signedOut = await call(r);
      expect(signedOut.statusCode, `${r.method} ${r.url}`).toBe(401);
      const byPlayer = await call(r, player.cookie);
      expect(byPlayer.statusCode, `${r.method} ${r.url}`).toBe(403);
      expect(byPlayer.json()).toEqual({
        error: 'Educator access required',
        message: 'Educator access required',
        code: 'EDUCATOR_REQUIRED',
      });
      if (r.owned) {
        const byStranger = await call(r, stranger.cookie);
        expect(byStranger.statusCode, `${r.method} ${r.url}`).toBe(404);
        expect(byStranger.json()).toMatchObject({ code: 'EDUCATOR_LEAGUE_NOT_FOUND', message: 'League not found' });
      }
    }
    // Nothing was changed by the refused calls: the student is still in the class, no assignment exists.
    const left = await t.deps.db.db.selectFrom('competition_participants').selectAll().execute();
    expect(left.map((p) => p.removed_at)).toEqual([null]);
    expect(await t.deps.db.db.selectFrom('assignments').selectAll().execute()).toEqual([]);
  });

  it('answers 404 for a friend league or an unknown id, and 400 for a malformed id', async () => {
    const teacher = await buildEducator(t.deps.db.db);
    const friend = await newLeague(t.app, teacher);
    for (const id of [friend.id, 999_999]) {
      for (const url of [`/api/educator/analytics/${id}`, `/api/educator/export/${id}`]) {
        const res = await t.app.inject({ method: 'GET', url, headers: { cookie: teacher.cookie } });
        expect(res.statusCode, url).toBe(404);
      }
    }
    for (const url of ['/api/educator/analytics/abc', '/api/educator/export/-1', '/api/educator/students?leagueId=x']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: teacher.cookie } });
      expect(res.statusCode, url).toBe(400);
      expect(Object.keys(res.json()).sort()).toEqual(['code', 'error', 'message']);
    }
  });

  it("shows a league's assignments to its students and its educator only (404 for anyone else)", async () => {
    const { teacher, leagueId } = await buildClass(t, ['Sam']);
    const outsider = await buildTrader(t.deps.db.db);
    const stranger = await buildEducator(t.deps.db.db);
    const url = `/api/leagues/${leagueId}/assignments`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    for (const who of [outsider, stranger]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });
      expect(res.statusCode).toBe(404);
    }
    const res = await t.app.inject({ method: 'GET', url, headers: { cookie: teacher.cookie } });
    expect(res.statusCode).toBe(200);
  });
});
