import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSession } from '../../src/modules/accounts/sessions.ts';
import { snapshotClassValues } from '../../src/modules/educator/snapshot-class-values.ts';
import { createFakeMarketData, type FakeMarketData } from '../helpers/fake-market-data.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { WEDNESDAY } from '../leagues/league-builders.ts';
import { getJson } from '../trading/trading-builders.ts';
import { buildClass, CLASS_RUNNING, type ClassScenario, classTrade, depositIntoClass } from './class-builders.ts';
import { newClassLeague } from './educator-builders.ts';

let t: TestApp;
let market: FakeMarketData;
beforeEach(async () => {
  market = createFakeMarketData({ AAPL: 100_00, MSFT: 100_00 });
  t = await createTestApp({ now: WEDNESDAY, deps: { marketData: market } });
});
afterEach(async () => {
  await t.close();
});

/**
 * Ada puts most of her money in AAPL (concentrated), Bob's MSFT falls 60 % (deep drawdown), Cy made 71 trades on
 * Thursday (overtrading), Dee only signs in on Friday. Read on Friday 20 November, 10:05 Central.
 */
async function riskyClass(): Promise<ClassScenario> {
  const c = await buildClass(t, ['Ada', 'Bob', 'Cy', 'Dee']);
  const [ada, bob, cy, dee] = c.students as [
    ClassScenario['teacher'],
    ClassScenario['teacher'],
    ClassScenario['teacher'],
    ClassScenario['teacher'],
  ];
  t.clock.set(CLASS_RUNNING);
  await classTrade(t.app, ada, c.leagueId, 'AAPL', 200);
  await classTrade(t.app, bob, c.leagueId, 'MSFT', 100);
  t.clock.set('2026-11-19T16:30:00Z');
  await snapshotClassValues(t.deps, t.clock.now());
  const cyPortfolio = await t.deps.db.db
    .selectFrom('portfolios')
    .select('id')
    .where('user_id', '=', cy.id)
    .where('competition_id', '=', c.leagueId)
    .executeTakeFirstOrThrow();
  await t.deps.db.db
    .insertInto('trades')
    .values(
      Array.from({ length: 71 }, (_, i) => ({
        portfolio_id: Number(cyPortfolio.id),
        user_id: cy.id,
        symbol: 'AAPL',
        side: i % 2 === 0 ? ('buy' as const) : ('sell' as const),
        quantity: 1,
        price_cents: 100_00,
        amount_cents: 100_00,
        realized_pnl_cents: 0,
        cash_after_cents: 25_000_00,
        executed_at: Date.parse('2026-11-19T17:00:00Z') + i,
      })),
    )
    .execute();
  market.setPrice('MSFT', 40_00);
  market.setPrice('AAPL', 110_00);
  t.clock.set('2026-11-20T16:00:00Z');
  await classTrade(t.app, bob, c.leagueId, 'MSFT', 10, 'sell');
  t.clock.set('2026-11-20T16:01:00Z');
  await classTrade(t.app, bob, c.leagueId, 'MSFT', 10);
  t.clock.set('2026-11-20T16:02:00Z');
  await classTrade(t.app, ada, c.leagueId, 'AAPL', 1);
  await createSession(t.deps.db.db, dee.id, new Date('2026-11-20T16:03:00Z'));
  t.clock.set('2026-11-20T16:05:00Z');
  return c;
}

describe('class analytics', () => {
  it('reports real figures: top performer, most active, needs guidance with reasons, class average, active today', async () => {
    const { teacher, leagueId } = await riskyClass();
    const analytics = await getJson(t.app, teacher, `/api/educator/analytics/${leagueId}`);
    expect(analytics).toEqual({
      studentCount: 4,
      activeLeagues: 1,
      // Ada and Bob traded today, Dee signed in today; Cy traded yesterday only.
      activeToday: 3,
      // Ada +8 %, Bob −24 %, Cy 0 %, Dee 0 %.
      classAverage: -4,
      topPerformer: { name: 'Ada', returnPercent: 8 },
      mostActive: { name: 'Bob', tradesToday: 2 },
      needsGuidance: 3,
      needsGuidanceStudents: [
        { name: 'Ada', reasons: ['concentrated'] },
        { name: 'Bob', reasons: ['deep_drawdown'] },
        { name: 'Cy', reasons: ['overtrading'] },
      ],
      // No S&P 500 quote here: the excess is the return (class-benchmark.test.ts has the comparison).
      classes: [
        {
          leagueId,
          name: 'Period 3 Economics',
          studentCount: 4,
          beatingBenchmarkPercent: 25,
          medianExcessReturnPct: 0,
          mostConcentrated: [
            { name: 'Ada', symbol: 'AAPL', positionPercent: expect.any(Number) },
            { name: 'Bob', symbol: 'MSFT', positionPercent: expect.any(Number) },
          ],
        },
      ],
    });
    // The returns are the league stats' own.
    const stats = await getJson(t.app, teacher, `/api/leagues/${leagueId}/stats`);
    expect(
      Object.fromEntries(
        stats.map((s: { displayName: string; returnPercentage: number }) => [s.displayName, s.returnPercentage]),
      ),
    ).toEqual({
      Ada: 8,
      Bob: -24,
      Cy: 0,
      Dee: 0,
    });
    expect(await getJson(t.app, teacher, '/api/educator/analytics/all')).toEqual(analytics);
  });

  it('flags net of deposits: $150,000 of store cash hides neither 98 % in one stock nor a 24 % fall', async () => {
    const c = await buildClass(t, ['Ada', 'Bob']);
    const [ada, bob] = c.students as [ClassScenario['teacher'], ClassScenario['teacher']];
    // Ada: 245 AAPL at $100 = $24,500 of $25,000 (98 %). Bob: 120 MSFT and 120 KO at $100, then both fall to $75:
    // $19,000 (−24 %), each stock 47 % of it.
    market.setPrice('KO', 100_00);
    t.clock.set(CLASS_RUNNING);
    await classTrade(t.app, ada, c.leagueId, 'AAPL', 245);
    await classTrade(t.app, bob, c.leagueId, 'MSFT', 120);
    await classTrade(t.app, bob, c.leagueId, 'KO', 120);
    t.clock.set('2026-11-19T16:30:00Z');
    await snapshotClassValues(t.deps, t.clock.now());
    market.setPrice('MSFT', 75_00);
    market.setPrice('KO', 75_00);
    const flagged = async () =>
      (await getJson(t.app, c.teacher, `/api/educator/analytics/${c.leagueId}`)).needsGuidanceStudents;
    const expected = [
      { name: 'Ada', reasons: ['concentrated'] },
      { name: 'Bob', reasons: ['deep_drawdown'] },
    ];
    expect(await flagged()).toEqual(expected);
    // Each moves $150,000 in: Ada's AAPL is 39 % of her $175,000, Bob's $169,000 is far above his $25,000 peak.
    t.clock.set('2026-11-19T16:40:00Z');
    await depositIntoClass(t, c, ada, 150_000_00);
    await depositIntoClass(t, c, bob, 150_000_00);
    expect(await flagged()).toEqual(expected);
    // A later snapshot records the deposit with the value: the flags still hold.
    t.clock.set('2026-11-19T16:45:00Z');
    await snapshotClassValues(t.deps, t.clock.now());
    expect(await flagged()).toEqual(expected);
  });

  it('lists students with who is online, and the latest class trades', async () => {
    const { teacher, leagueId } = await riskyClass();
    const students = await getJson(t.app, teacher, `/api/educator/students?leagueId=${leagueId}`);
    expect(students.map((s: { displayName: string; isOnline: boolean }) => [s.displayName, s.isOnline])).toEqual([
      ['Ada', true],
      ['Bob', true],
      ['Cy', false],
      ['Dee', true],
    ]);
    expect(students[0]).toEqual({
      userId: expect.any(Number),
      firstName: 'Ada',
      displayName: 'Ada',
      isOnline: true,
      leagueId,
      leagueName: 'Period 3 Economics',
      joinedAt: new Date(WEDNESDAY).toISOString(),
      // A self-registered student: not an account the teacher manages, so no username or last name is shown.
      managed: false,
      username: null,
      lastName: null,
    });
    expect(await getJson(t.app, teacher, '/api/educator/students')).toEqual(students);
    const activity = await getJson(t.app, teacher, '/api/educator/activity');
    expect(activity).toHaveLength(5);
    expect(activity.slice(0, 3)).toEqual([
      {
        displayName: 'Ada',
        leagueName: 'Period 3 Economics',
        symbol: 'AAPL',
        side: 'buy',
        quantity: 1,
        price: 110,
        executedAt: '2026-11-20T16:02:00.000Z',
      },
      {
        displayName: 'Bob',
        leagueName: 'Period 3 Economics',
        symbol: 'MSFT',
        side: 'buy',
        quantity: 10,
        price: 40,
        executedAt: '2026-11-20T16:01:00.000Z',
      },
      {
        displayName: 'Bob',
        leagueName: 'Period 3 Economics',
        symbol: 'MSFT',
        side: 'sell',
        quantity: 10,
        price: 40,
        executedAt: '2026-11-20T16:00:00.000Z',
      },
    ]);
  });

  it('answers an empty class with zeros and nulls', async () => {
    const teacher = (await buildClass(t, [])).teacher;
    const { id } = await newClassLeague(t.app, teacher, { name: 'Period 4' });
    const empty = {
      studentCount: 0,
      activeLeagues: 1,
      activeToday: 0,
      classAverage: null,
      topPerformer: null,
      mostActive: null,
      needsGuidance: 0,
      needsGuidanceStudents: [],
    };
    const noStudents = {
      studentCount: 0,
      beatingBenchmarkPercent: null,
      medianExcessReturnPct: null,
      mostConcentrated: [],
    };
    expect(await getJson(t.app, teacher, `/api/educator/analytics/${id}`)).toEqual({
      ...empty,
      classes: [{ leagueId: id, name: 'Period 4', ...noStudents }],
    });
    // 'all': both classes (each running or waiting), still no students.
    const all = await getJson(t.app, teacher, '/api/educator/analytics/all');
    expect(all).toEqual({ ...empty, activeLeagues: 2, classes: expect.any(Array) });
    expect(all.classes).toHaveLength(2);
    expect(all.classes).toContainEqual({ leagueId: id, name: 'Period 4', ...noStudents });
    expect(await getJson(t.app, teacher, '/api/educator/students')).toEqual([]);
    expect(await getJson(t.app, teacher, '/api/educator/activity')).toEqual([]);
  });
});
