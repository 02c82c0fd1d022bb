import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLeague as createLeagueUseCase } from '../../src/modules/leagues/create-league.ts';
import { createFakeMarketData } from '../helpers/fake-market-data.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { buildTrader, getJson } from '../trading/trading-builders.ts';
import { createLeague, get, joinLeague, leagueTrade, newLeague, post, WEDNESDAY } from './league-builders.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ now: WEDNESDAY, deps: { marketData: createFakeMarketData({ AAPL: 100_00 }) } });
});
afterEach(async () => {
  await t.close();
});

const body = (res: { json(): unknown }) => res.json() as { code: string; message: string; error: string };

describe('creating a friend league', () => {
  it('creates a private league with an invite code, the creator in it with a $100,000 league portfolio', async () => {
    const ada = await buildTrader(t.deps.db.db);
    const res = await createLeague(t.app, ada, { startTime: '', durationDays: 30, maxParticipants: 12 });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created.message).toBe('League Created!');
    expect(created.inviteCode).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{6}$/);
    expect(created.league).toMatchObject({
      kind: 'league',
      name: 'Lunch Traders',
      description: 'Friends from school',
      isPrivate: true,
      createdByUserId: ada.id,
      maxParticipants: 12,
      participantCount: 1,
      // Blank time = 12:30 PM Central today (CST, UTC−6): the league waits for its start.
      scheduledStartDate: '2026-11-18T18:30:00.000Z',
      endDate: '2026-12-18T18:30:00.000Z',
      isPendingStart: true,
      isActive: false,
      isCompleted: false,
      inviteCode: created.inviteCode,
      startingBalance: 100_000,
      prizePool: null,
      isParticipant: true,
      isCreator: true,
    });
    const id = created.league.id;
    expect(id).toBeGreaterThan(2);
    expect(await getJson(t.app, ada, `/api/competitions/${id}`)).toMatchObject({ id, inviteCode: created.inviteCode });
    const portfolio = await getJson(t.app, ada, `/api/leagues/${id}/portfolio`);
    expect(portfolio).toMatchObject({ cashBalance: 100_000, totalValue: 100_000 });
    const mine = await getJson(t.app, ada, '/api/user/leagues');
    expect(mine).toEqual([
      expect.objectContaining({ id, name: 'Lunch Traders', isCompleted: false, isPendingStart: true, isCreator: true }),
    ]);
    expect(await getJson(t.app, ada, `/api/leagues/${id}/participants`)).toEqual([
      { displayName: 'Ada', username: ada.username, joinedAt: '2026-11-18T15:00:00.000Z' },
    ]);
  });

  it('hides a private league from everyone else', async () => {
    const ada = await buildTrader(t.deps.db.db);
    const eve = await buildTrader(t.deps.db.db);
    const { id } = await newLeague(t.app, ada);
    const res = await get(t.app, eve, `/api/competitions/${id}`);
    expect(res.statusCode).toBe(404);
    // Its standings (names, returns) too: only its players read them.
    const board = await get(t.app, eve, `/api/competitions/${id}/leaderboard`);
    expect(board.statusCode, board.body).toBe(404);
    expect(board.json().code).toBe('COMPETITION_NOT_FOUND');
    expect((await get(t.app, ada, `/api/competitions/${id}/leaderboard`)).statusCode).toBe(200);
    // Its participation answers exactly as for an id that does not exist (no existence oracle).
    const participation = await get(t.app, eve, `/api/competition/${id}/participation`);
    const unknown = await get(t.app, eve, '/api/competition/999999/participation');
    expect(unknown.statusCode).toBe(404);
    expect([participation.statusCode, participation.json()]).toEqual([unknown.statusCode, unknown.json()]);
    expect((await getJson(t.app, ada, `/api/competition/${id}/participation`)).isParticipating).toBe(true);
    expect(await getJson(t.app, eve, '/api/user/leagues')).toEqual([]);
    expect((await getJson(t.app, eve, '/api/competitions')).map((c: { id: number }) => c.id)).toEqual([1, 2]);
  });

  it('refuses bad durations, player limits, start times and dates with a clear 400', async () => {
    const ada = await buildTrader(t.deps.db.db);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'REQUEST_INVALID', 'Please fill in league name and display name.'],
      [{ displayName: '  ' }, 'REQUEST_INVALID', 'Please fill in league name and display name.'],
      [{ durationDays: 5 }, 'REQUEST_INVALID', 'League duration must be 1, 3, 7, 14, 21 or 30 days.'],
      [{ maxParticipants: 7 }, 'REQUEST_INVALID', 'Max players must be 2, 3, 4, 5, 6, 8, 10 or 12.'],
      [{ maxParticipants: 'many' }, 'REQUEST_INVALID', 'Max players must be 2, 3, 4, 5, 6, 8, 10 or 12.'],
      [
        { startTime: '7:30 AM' },
        'LEAGUE_BAD_SCHEDULE',
        'The start time must be a half-hour step from 8:00 AM to 4:00 PM (US Central).',
      ],
      [
        { startTime: '12:15 PM' },
        'LEAGUE_BAD_SCHEDULE',
        'The start time must be a half-hour step from 8:00 AM to 4:00 PM (US Central).',
      ],
      [{ startDate: '2026-02-30' }, 'LEAGUE_BAD_SCHEDULE', 'Please choose a valid start date.'],
      [{ startDate: '2026-11-17' }, 'LEAGUE_BAD_SCHEDULE', 'The start date cannot be in the past.'],
    ];
    for (const [override, code, message] of cases) {
      const res = await createLeague(t.app, ada, override);
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(res.json()).toEqual({ error: message, message, code });
    }
    expect(await getJson(t.app, ada, '/api/user/leagues')).toEqual([]);
  });

  it('accepts a later date and start time in Central time', async () => {
    const ada = await buildTrader(t.deps.db.db);
    const res = await createLeague(t.app, ada, { startDate: '2027-03-15', startTime: '4:00 pm', durationDays: 1 });
    expect(res.statusCode, res.body).toBe(201);
    // 15 March 2027 is in CDT (UTC−5).
    expect(res.json().league).toMatchObject({
      scheduledStartDate: '2027-03-15T21:00:00.000Z',
      endDate: '2027-03-16T21:00:00.000Z',
      isPendingStart: true,
    });
  });

  it('lets a player run at most 5 open friend leagues; ending one frees a place', async () => {
    const ada = await buildTrader(t.deps.db.db);
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push((await newLeague(t.app, ada, { name: `League ${i}` })).id);
    const sixth = await createLeague(t.app, ada, { name: 'One too many' });
    expect(sixth.statusCode).toBe(409);
    expect(body(sixth).code).toBe('LEAGUE_TOO_MANY_OPEN');
    expect(body(sixth).message).toMatch(/at most 5 friend leagues/);
    expect((await post(t.app, ada, `/api/leagues/${ids[0]}/end`, {})).statusCode).toBe(200);
    expect((await createLeague(t.app, ada, { name: 'Now it fits' })).statusCode).toBe(201);
  });

  it('counts five leagues created at once, never six', async () => {
    const ada = await buildTrader(t.deps.db.db);
    const all = await Promise.all(Array.from({ length: 8 }, (_, i) => createLeague(t.app, ada, { name: `Race ${i}` })));
    expect(all.filter((r) => r.statusCode === 201)).toHaveLength(5);
    expect(all.filter((r) => r.statusCode === 409)).toHaveLength(3);
  });

  it('draws another invite code when the first is taken', async () => {
    const ada = await buildTrader(t.deps.db.db);
    const codes = ['ABCDEF', 'ABCDEF', 'GHJKMN'];
    const draw = () => codes.shift()!;
    const input = {
      name: 'L',
      displayName: 'Ada',
      durationDays: 7,
      maxParticipants: 4,
      shortSellingAllowed: true,
      rankingMode: 'return' as const,
      userId: ada.id,
    };
    const first = await createLeagueUseCase(t.deps, input, draw);
    const second = await createLeagueUseCase(t.deps, input, draw);
    expect([first.ok && first.value.inviteCode, second.ok && second.value.inviteCode]).toEqual(['ABCDEF', 'GHJKMN']);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/leagues/create', payload: { name: 'x' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('joining a friend league by code', () => {
  it('joins with the code in any case, once, and both players see each other', async () => {
    const ada = await buildTrader(t.deps.db.db);
    const bob = await buildTrader(t.deps.db.db);
    const { id, code } = await newLeague(t.app, ada);
    const res = await joinLeague(t.app, bob, ` ${code.toLowerCase()} `, 'Bobby');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Joined League!',
      inviteCode: code,
      league: { id, participantCount: 2, isParticipant: true, isCreator: false, inviteCode: code },
    });
    const again = await joinLeague(t.app, bob, code);
    expect(again.statusCode).toBe(409);
    expect(body(again)).toMatchObject({ code: 'LEAGUE_ALREADY_JOINED', message: 'You are already in this league.' });
    const creatorAgain = await joinLeague(t.app, ada, code);
    expect(body(creatorAgain).code).toBe('LEAGUE_ALREADY_JOINED');
    const names = (await getJson(t.app, ada, `/api/leagues/${id}/participants`)).map(
      (p: { displayName: string }) => p.displayName,
    );
    expect(names).toEqual(['Ada', 'Bobby']);
    expect(await getJson(t.app, bob, `/api/leagues/${id}/portfolio`)).toMatchObject({ cashBalance: 100_000 });
    expect((await getJson(t.app, bob, '/api/user/leagues')).map((l: { id: number }) => l.id)).toEqual([id]);
  });

  it('refuses an unknown or malformed code with the spec text and 404', async () => {
    const bob = await buildTrader(t.deps.db.db);
    for (const code of ['ZZZZZZ', 'ab', '0O1IL0']) {
      const res = await joinLeague(t.app, bob, code);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        error: 'Failed to join league. Check the invite code and try again.',
        message: 'Failed to join league. Check the invite code and try again.',
        code: 'LEAGUE_CODE_UNKNOWN',
      });
    }
    const blank = await joinLeague(t.app, bob, '', 'Bob');
    expect(blank.statusCode).toBe(400);
    expect(body(blank).message).toBe('Please fill in league code and display name.');
  });

  it('refuses a full league', async () => {
    const [ada, bob, cy] = [
      await buildTrader(t.deps.db.db),
      await buildTrader(t.deps.db.db),
      await buildTrader(t.deps.db.db),
    ];
    const { code } = await newLeague(t.app, ada, { maxParticipants: 2 });
    expect((await joinLeague(t.app, bob, code)).statusCode).toBe(200);
    const full = await joinLeague(t.app, cy, code);
    expect(full.statusCode).toBe(409);
    expect(body(full)).toMatchObject({
      code: 'LEAGUE_FULL',
      message: 'This league is full: every player slot is taken.',
    });
  });

  it('gives the last place to one of two players joining at once', async () => {
    const ada = await buildTrader(t.deps.db.db);
    const others = await Promise.all(Array.from({ length: 4 }, () => buildTrader(t.deps.db.db)));
    const { id, code } = await newLeague(t.app, ada, { maxParticipants: 3 });
    const results = await Promise.all(others.map((o) => joinLeague(t.app, o, code)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(results.filter((r) => r.statusCode === 409).map((r) => body(r).code)).toEqual([
      'LEAGUE_FULL',
      'LEAGUE_FULL',
    ]);
    expect(await getJson(t.app, ada, `/api/leagues/${id}/participants`)).toHaveLength(3);
  });

  it('refuses a completed league', async () => {
    const ada = await buildTrader(t.deps.db.db);
    const bob = await buildTrader(t.deps.db.db);
    const { id, code } = await newLeague(t.app, ada);
    expect((await post(t.app, ada, `/api/leagues/${id}/end`)).statusCode).toBe(200);
    const res = await joinLeague(t.app, bob, code);
    expect(res.statusCode).toBe(409);
    expect(body(res)).toMatchObject({ code: 'LEAGUE_COMPLETED', message: 'This league has ended.' });
  });

  it('lets players join a league waiting to start, but not trade in it until the start', async () => {
    const ada = await buildTrader(t.deps.db.db);
    const bob = await buildTrader(t.deps.db.db);
    const { id, code, league } = await newLeague(t.app, ada, { startTime: '12:30 PM' });
    expect(league.isPendingStart).toBe(true);
    expect((await joinLeague(t.app, bob, code)).statusCode).toBe(200);
    const early = await leagueTrade(t.app, bob, id, { symbol: 'AAPL', action: 'buy', shares: 1 });
    expect(early.statusCode).toBe(409);
    expect(body(early).code).toBe('LEAGUE_PENDING');
    expect(body(early).message).toMatch(/has not started yet/);
    t.clock.set('2026-11-18T18:30:00Z');
    const started = await leagueTrade(t.app, bob, id, { symbol: 'AAPL', action: 'buy', shares: 1 });
    expect(started.statusCode, started.body).toBe(200);
  });

  it('holds guessing to 20 unknown codes a minute per account, while real codes do not count', async () => {
    const ada = await buildTrader(t.deps.db.db);
    const bob = await buildTrader(t.deps.db.db);
    const { code } = await newLeague(t.app, ada);
    // Known codes (here: already joined, 409) give their attempt back.
    for (let i = 0; i < 25; i++) expect((await joinLeague(t.app, ada, code)).statusCode).toBe(409);
    for (let i = 0; i < 20; i++) expect((await joinLeague(t.app, bob, 'ZZZZZZ')).statusCode).toBe(404);
    const limited = await joinLeague(t.app, bob, 'ZZZZZZ');
    expect(limited.statusCode).toBe(429);
    expect(body(limited).code).toBe('RATE_LIMITED');
    expect(limited.headers['retry-after']).toBeDefined();
    // The address's bucket is spent too: another account from the same address waits as well.
    const carl = await buildTrader(t.deps.db.db);
    expect((await joinLeague(t.app, carl, 'YYYYYY')).statusCode).toBe(429);
    t.clock.advance(60_000);
    expect((await joinLeague(t.app, bob, code)).statusCode).toBe(200);
  });
});
