import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFakeMarketData } from '../helpers/fake-market-data.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { get, joinLeague, leagueTrade, post, WEDNESDAY } from '../leagues/league-builders.ts';
import { buildTrader, getJson } from '../trading/trading-builders.ts';
import { buildEducator, createClassLeague, newClassLeague, sendMessage } from './educator-builders.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ now: WEDNESDAY, deps: { marketData: createFakeMarketData({ AAPL: 100_00 }) } });
});
afterEach(async () => {
  await t.close();
});

describe('who may call the educator routes', () => {
  const routes: [method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>][] = [
    ['POST', '/api/educator/leagues', { name: 'X' }],
    ['GET', '/api/educator/leagues'],
    ['POST', '/api/educator/message', { leagueId: 3, title: 'Hi', message: 'Hello' }],
  ];

  it('asks a signed-out caller to sign in (401) on every educator and student route', async () => {
    const all = [...routes, ['GET', '/api/student/announcements'], ['POST', '/api/student/announcements/1/read']];
    for (const [method, url, payload] of all as typeof routes) {
      const res = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('refuses a player with 403 "Educator access required", even with a bad body', async () => {
    const player = await buildTrader(t.deps.db.db);
    for (const [method, url, payload] of [
      ...routes,
      ['POST', '/api/educator/leagues', { duration: 'x' }],
    ] as typeof routes) {
      const res = await t.app.inject({
        method,
        url,
        headers: { cookie: player.cookie },
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toEqual({
        error: 'Educator access required',
        message: 'Educator access required',
        code: 'EDUCATOR_REQUIRED',
      });
    }
  });

  it("answers 404 for another educator's class, a friend league and an unknown id", async () => {
    const mine = await buildEducator(t.deps.db.db);
    const other = await buildEducator(t.deps.db.db);
    const theirs = await newClassLeague(t.app, other);
    const friend = await post(t.app, other, '/api/leagues/create', {
      name: 'Friends',
      displayName: 'Teacher',
      startTime: '8:00 AM',
      durationDays: 7,
      maxParticipants: 4,
    });
    expect(friend.statusCode, friend.body).toBe(201);
    for (const leagueId of [theirs.id, friend.json().league.id, 999_999]) {
      const res = await sendMessage(t.app, mine, { leagueId, title: 'Hi', message: 'Hello' });
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().code).toBe('EDUCATOR_LEAGUE_NOT_FOUND');
    }
    expect(await getJson(t.app, mine, '/api/educator/leagues')).toEqual([]);
  });
});

describe('creating a class league', () => {
  it('creates a private educational league starting in the educator zone, with the custom balance and a code', async () => {
    const teacher = await buildEducator(t.deps.db.db);
    const res = await createClassLeague(t.app, teacher, { maxParticipants: 999 });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created.message).toBe('League created successfully!');
    expect(created.inviteCode).toMatch(/^[A-Z2-9]{6}$/);
    expect(created.league).toMatchObject({
      kind: 'league',
      name: 'Period 3 Economics',
      description: 'Diversify across sectors',
      isPrivate: true,
      isEducational: true,
      createdByUserId: teacher.id,
      maxParticipants: null,
      participantCount: 0,
      // 09:00 Central (CST, UTC−6) on 19 November, for 30 days.
      scheduledStartDate: '2026-11-19T15:00:00.000Z',
      endDate: '2026-12-19T15:00:00.000Z',
      isPendingStart: true,
      startingBalance: 25_000,
      inviteCode: created.inviteCode,
      isParticipant: false,
      isCreator: true,
    });
    // The teacher does not trade: no league portfolio, not a participant.
    expect((await get(t.app, teacher, `/api/leagues/${created.league.id}/portfolio`)).statusCode).not.toBe(200);
    const list = await getJson(t.app, teacher, '/api/educator/leagues');
    expect(list).toEqual([
      expect.objectContaining({ id: created.league.id, studentCount: 0, inviteCode: created.inviteCode }),
    ]);
  });

  it('answers the form rules with their messages in a 400', async () => {
    const teacher = await buildEducator(t.deps.db.db);
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '   ' }, 'League name is required'],
      [{ startDate: '' }, 'Start date and time are required'],
      [{ startTime: '' }, 'Start date and time are required'],
      [{ startDate: '2026-11-18', startTime: '08:00' }, 'Start date must be in the future'],
      [{ duration: 0 }, 'Duration must be a whole number of days from 1 to 365'],
      [{ maxParticipants: 1000 }, 'Max students must be a whole number from 1 to 999'],
      [{ maxParticipants: 0 }, 'Max students must be a whole number from 1 to 999'],
      [{ customStartingBalance: 500 }, 'Starting balance must be at least $1,000'],
      [{ customStartingBalance: 2_500 }, 'Starting balance must be a multiple of $1,000'],
      [{ duration: 'a week' }, 'Duration must be a whole number of days from 1 to 365'],
    ];
    for (const [body, message] of cases) {
      const res = await createClassLeague(t.app, teacher, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toBe(message);
      expect(res.json().error).toBe(message);
    }
    expect(await getJson(t.app, teacher, '/api/educator/leagues')).toEqual([]);
  });

  it('starts a class now when asked (start date and time not needed), running the chosen days from this instant', async () => {
    const teacher = await buildEducator(t.deps.db.db);
    const res = await createClassLeague(t.app, teacher, { startNow: true, startDate: '', startTime: '', duration: 7 });
    expect(res.statusCode, res.body).toBe(201);
    const { league } = res.json();
    expect(league).toMatchObject({
      scheduledStartDate: new Date(WEDNESDAY).toISOString(),
      endDate: new Date(Date.parse(WEDNESDAY) + 7 * 86_400_000).toISOString(),
      isPendingStart: false,
    });
    const student = await buildTrader(t.deps.db.db);
    expect((await joinLeague(t.app, student, res.json().inviteCode, 'Sam')).statusCode).toBe(200);
    const trade = await leagueTrade(t.app, student, league.id, { symbol: 'AAPL', action: 'buy', shares: 1 });
    expect(trade.statusCode, trade.body).toBe(200);
  });

  it('refuses a start-now flag that is not a boolean with a 400', async () => {
    const teacher = await buildEducator(t.deps.db.db);
    const res = await createClassLeague(t.app, teacher, { startNow: 'soon' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });

  it('defaults a starting balance that is not a number to $100,000', async () => {
    const teacher = await buildEducator(t.deps.db.db);
    const res = await createClassLeague(t.app, teacher, { customStartingBalance: '' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().league.startingBalance).toBe(100_000);
  });

  it('is not limited to 5 open leagues', async () => {
    const teacher = await buildEducator(t.deps.db.db);
    for (let i = 1; i <= 7; i++) await newClassLeague(t.app, teacher, { name: `Class ${i}` });
    const list = await getJson(t.app, teacher, '/api/educator/leagues');
    expect(list.map((l: { name: string }) => l.name)).toEqual([
      'Class 7',
      'Class 6',
      'Class 5',
      'Class 4',
      'Class 3',
      'Class 2',
      'Class 1',
    ]);
  });

  it('lets a student join by code with the class balance and trade once the class starts', async () => {
    const teacher = await buildEducator(t.deps.db.db);
    const { id, code } = await newClassLeague(t.app, teacher);
    const student = await buildTrader(t.deps.db.db);
    const joined = await joinLeague(t.app, student, code.toLowerCase(), 'Sam');
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().league).toMatchObject({ id, isEducational: true, startingBalance: 25_000 });
    expect(await getJson(t.app, student, `/api/leagues/${id}/portfolio`)).toMatchObject({
      cashBalance: 25_000,
      totalValue: 25_000,
    });
    expect(await getJson(t.app, teacher, '/api/educator/leagues')).toEqual([
      expect.objectContaining({ id, studentCount: 1 }),
    ]);
    t.clock.set(new Date('2026-11-19T16:00:00Z'));
    const trade = await leagueTrade(t.app, student, id, { symbol: 'AAPL', action: 'buy', shares: 10 });
    expect(trade.statusCode, trade.body).toBe(200);
    expect(await getJson(t.app, student, `/api/leagues/${id}/portfolio`)).toMatchObject({ cashBalance: 24_000 });
  });
});
