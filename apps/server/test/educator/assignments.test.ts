import { assignmentDueStatus } from '@tradearena/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFakeMarketData } from '../helpers/fake-market-data.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { get, WEDNESDAY } from '../leagues/league-builders.ts';
import { getJson } from '../trading/trading-builders.ts';
import { buildClass, createAssignment } from './class-builders.ts';
import { buildEducator, newClassLeague } from './educator-builders.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ now: WEDNESDAY, deps: { marketData: createFakeMarketData({ AAPL: 100_00 }) } });
});
afterEach(async () => {
  await t.close();
});

describe('creating an assignment', () => {
  it('answers the spec texts in their order, and the due-date rules, with a 400', async () => {
    const { teacher, leagueId } = await buildClass(t, []);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: '', dueDate: '', competitionId: undefined }, 'Assignment title is required', 'REQUEST_INVALID'],
      [{ title: '   ', competitionId: leagueId }, 'Assignment title is required', 'REQUEST_INVALID'],
      [{ dueDate: '', competitionId: undefined }, 'Due date is required', 'REQUEST_INVALID'],
      [{ competitionId: undefined }, 'Please select a league for this assignment', 'REQUEST_INVALID'],
      [{ competitionId: '' }, 'Please select a league for this assignment', 'REQUEST_INVALID'],
      [{ competitionId: leagueId, dueDate: '2026-11-17' }, 'Due date cannot be in the past', 'ASSIGNMENT_DUE_IN_PAST'],
      [
        { competitionId: leagueId, dueDate: '2026-02-30' },
        'Due date must be a date like 2026-09-01',
        'ASSIGNMENT_DUE_INVALID',
      ],
      [
        { competitionId: leagueId, dueTime: '10:15' },
        'Due time must be 09:00 to 23:30 in 30-minute steps, or 23:59',
        'ASSIGNMENT_DUE_INVALID',
      ],
      [
        { competitionId: leagueId, assignmentType: 'essay' },
        'Assignment type must be portfolio_analysis, risk_assessment, market_research or trading_strategy',
        'REQUEST_INVALID',
      ],
      [{ competitionId: leagueId, maxScore: 0 }, 'Max score must be a whole number from 1 to 1,000', 'REQUEST_INVALID'],
      [
        { competitionId: leagueId, goal: { kind: 'min_sectors', target: 0 } },
        'Goal target is out of range for this kind of goal',
        'REQUEST_INVALID',
      ],
      [
        { competitionId: leagueId, goal: { kind: 'max_drawdown', target: 101 } },
        'Goal target is out of range for this kind of goal',
        'REQUEST_INVALID',
      ],
      [
        { competitionId: leagueId, goal: { kind: 'luck', target: 1 } },
        'Goal must be min_sectors, min_trades, beat_class_average or max_drawdown',
        'REQUEST_INVALID',
      ],
    ];
    for (const [body, message, code] of cases) {
      const res = await createAssignment(t.app, teacher, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json(), JSON.stringify(body)).toEqual({ error: message, message, code });
    }
    expect(await getJson(t.app, teacher, '/api/educator/assignments')).toEqual([]);
  });

  it('creates it due at 23:59 in the educator zone by default, for the students and the educator to see', async () => {
    const { teacher, leagueId, students } = await buildClass(t, ['Sam']);
    const res = await createAssignment(t.app, teacher, {
      competitionId: String(leagueId),
      instructions: 'Buy at least three sectors',
      requirements: '3 sectors',
      maxScore: '50',
      goal: { kind: 'min_sectors', target: 3 },
      createdByUserId: 12345,
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toEqual({
      id: expect.any(Number),
      title: 'Diversify',
      description: 'Hold stocks of several sectors',
      instructions: 'Buy at least three sectors',
      requirements: '3 sectors',
      assignmentType: 'portfolio_analysis',
      maxScore: 50,
      // Friday 20 November 23:59 Central (UTC−6).
      dueDate: '2026-11-21T05:59:00.000Z',
      competitionId: leagueId,
      leagueName: 'Period 3 Economics',
      createdByUserId: teacher.id,
      createdAt: new Date(WEDNESDAY).toISOString(),
      goal: { kind: 'min_sectors', target: 3 },
      gradedAt: null,
      myResult: null,
    });
    expect(await getJson(t.app, students[0]!, `/api/leagues/${leagueId}/assignments`)).toEqual([created]);
    expect(await getJson(t.app, teacher, `/api/leagues/${leagueId}/assignments`)).toEqual([created]);
    expect(await getJson(t.app, teacher, '/api/educator/assignments')).toEqual([{ ...created, results: [] }]);
  });

  it("refuses another educator's league (404) and a league that has ended (400)", async () => {
    const { teacher, leagueId } = await buildClass(t, []);
    const other = await buildEducator(t.deps.db.db);
    const theirs = await createAssignment(t.app, other, { competitionId: leagueId });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().code).toBe('EDUCATOR_LEAGUE_NOT_FOUND');
    const ended = await t.app.inject({
      method: 'POST',
      url: `/api/leagues/${leagueId}/end`,
      headers: { cookie: teacher.cookie },
    });
    expect(ended.statusCode, ended.body).toBe(200);
    const late = await createAssignment(t.app, teacher, { competitionId: leagueId });
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('ASSIGNMENT_LEAGUE_INVALID');
  });
});

describe('due dates around midnight in several zones', () => {
  async function educatorIn(timeZone: string) {
    const teacher = await buildEducator(t.deps.db.db);
    await t.deps.db.db.updateTable('users').set({ timezone: timeZone }).where('id', '=', teacher.id).execute();
    const { id } = await newClassLeague(t.app, teacher, { startDate: '2026-11-25' });
    return { teacher, leagueId: id };
  }

  it('reads the date and time in the educator zone and refuses a time already past there', async () => {
    // 2026-11-18T15:00Z is already Thursday 19 November 00:00 in Tokyo and still Wednesday 07:00 in Los Angeles.
    const tokyo = await educatorIn('Asia/Tokyo');
    const la = await educatorIn('America/Los_Angeles');
    const due = async (who: typeof tokyo, dueDate: string, dueTime?: string) => {
      const res = await createAssignment(t.app, who.teacher, { competitionId: who.leagueId, dueDate, dueTime });
      return res.statusCode === 201 ? res.json().dueDate : res.json().code;
    };
    expect(await due(tokyo, '2026-11-18')).toBe('ASSIGNMENT_DUE_IN_PAST');
    expect(await due(tokyo, '2026-11-19', '09:00')).toBe('2026-11-19T00:00:00.000Z');
    expect(await due(la, '2026-11-18', '09:00')).toBe('2026-11-18T17:00:00.000Z');
    expect(await due(la, '2026-11-18')).toBe('2026-11-19T07:59:00.000Z');

    // 23:30 Wednesday in Chicago: 23:30 is past (due at once is refused), 23:59 is still ahead.
    t.clock.set('2026-11-19T05:30:00Z');
    const chicago = await educatorIn('America/Chicago');
    expect(await due(chicago, '2026-11-18', '23:30')).toBe('ASSIGNMENT_DUE_IN_PAST');
    const lastMinute = await due(chicago, '2026-11-18', '23:59');
    expect(lastMinute).toBe('2026-11-19T05:59:00.000Z');

    // The same due instant, seen from three zones.
    const now = t.clock.now();
    expect(assignmentDueStatus(new Date(lastMinute), now, 'America/Chicago').label).toBe('Due Today');
    expect(assignmentDueStatus(new Date(lastMinute), now, 'America/Los_Angeles').label).toBe('Due Today');
    expect(assignmentDueStatus(new Date(lastMinute), now, 'Asia/Tokyo').label).toBe('Due Today');
    const fridayNight = await due(chicago, '2026-11-20');
    expect(assignmentDueStatus(new Date(fridayNight), now, 'America/Chicago').label).toBe('2 days left');
    // In Tokyo it is already Thursday 14:30, and the due instant is Saturday 14:59 there.
    expect(assignmentDueStatus(new Date(fridayNight), now, 'Asia/Tokyo').label).toBe('2 days left');

    // A minute after 23:59 Chicago, that date is gone.
    t.clock.set('2026-11-19T06:00:00Z');
    expect(await due(chicago, '2026-11-18', '23:59')).toBe('ASSIGNMENT_DUE_IN_PAST');
    const res = await get(t.app, chicago.teacher, `/api/leagues/${chicago.leagueId}/assignments`);
    expect(assignmentDueStatus(new Date(res.json()[0].dueDate), t.clock.now(), 'America/Chicago').label).toBe(
      'Overdue',
    );
    // Friday 00:30 in Chicago is still Thursday evening in Los Angeles.
    const friday = new Date('2026-11-20T06:30:00Z');
    expect(assignmentDueStatus(new Date(fridayNight), friday, 'America/Chicago').label).toBe('Due Today');
    expect(assignmentDueStatus(new Date(fridayNight), friday, 'America/Los_Angeles').label).toBe('Due Tomorrow');
    expect(assignmentDueStatus(new Date(fridayNight), friday, 'Asia/Tokyo').label).toBe('Due Tomorrow');
  });
});
