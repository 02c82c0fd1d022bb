import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gradeDueAssignments } from '../../src/modules/educator/grade-due-assignments.ts';
import { scheduleClassAssignments } from '../../src/modules/educator/schedule-class-assignments.ts';
import { snapshotClassValues } from '../../src/modules/educator/snapshot-class-values.ts';
import { createFakeMarketData, type FakeMarketData } from '../helpers/fake-market-data.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { patchLeagueSettings, WEDNESDAY } from '../leagues/league-builders.ts';
import { postOrder } from '../orders/order-helpers.ts';
import { getJson } from '../trading/trading-builders.ts';
import { buildClass, CLASS_RUNNING, classTrade, createAssignment, depositIntoClass } from './class-builders.ts';

const SECTORS: Record<string, string> = { AAPL: 'Technology', MSFT: 'Technology', JPM: 'Financials' };

/** The test market, with the real sectors of its symbols (the fake lists every symbol as sector 'Test'). */
function marketWithSectors(): FakeMarketData {
  const market = createFakeMarketData({ AAPL: 100_00, MSFT: 100_00, JPM: 100_00 });
  const search = market.searchSymbols.bind(market);
  market.searchSymbols = async (query, limit) =>
    (await search(query, limit)).map((s) => ({ ...s, sector: SECTORS[s.symbol] ?? 'Test' }));
  return market;
}

let t: TestApp;
let market: FakeMarketData;
beforeEach(async () => {
  market = marketWithSectors();
  t = await createTestApp({ now: WEDNESDAY, deps: { marketData: market } });
});
afterEach(async () => {
  await t.close();
});

describe('goal grading at the due time', () => {
  it('grades each student once from the ledger as of the due time; later trades change nothing', async () => {
    const { teacher, leagueId, students } = await buildClass(t, ['Ada', 'Bob']);
    const [ada, bob] = students as [(typeof students)[0], (typeof students)[0]];
    const goals = [
      { kind: 'min_sectors', target: 2 },
      { kind: 'min_trades', target: 2 },
      { kind: 'beat_class_average', target: 0 },
      { kind: 'max_drawdown', target: 10 },
    ];
    const ids: number[] = [];
    for (const goal of goals) {
      // Due Friday 20 November 09:00 Central = 15:00 UTC.
      const res = await createAssignment(t.app, teacher, {
        title: goal.kind,
        competitionId: leagueId,
        dueTime: '09:00',
        goal,
      });
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().id);
    }
    const plain = await createAssignment(t.app, teacher, { title: 'Essay', competitionId: leagueId, dueTime: '09:00' });
    expect(plain.statusCode).toBe(201);

    // Thursday: Ada buys 100 AAPL and 10 JPM ($11,000 of $25,000), Bob 1 AAPL.
    t.clock.set(CLASS_RUNNING);
    await classTrade(t.app, ada, leagueId, 'AAPL', 100);
    await classTrade(t.app, ada, leagueId, 'JPM', 10);
    await classTrade(t.app, bob, leagueId, 'AAPL', 1);
    t.clock.set('2026-11-19T16:30:00Z');
    expect(await snapshotClassValues(t.deps, t.clock.now())).toBe(2);
    expect(await snapshotClassValues(t.deps, t.clock.now())).toBe(0); // one per bucket
    // AAPL halves: Ada falls to $20,000 (−20 % from $25,000), Bob to $24,950.
    market.setPrice('AAPL', 50_00);
    t.clock.set('2026-11-19T17:00:00Z');
    expect(await snapshotClassValues(t.deps, t.clock.now())).toBe(2);
    // Friday: AAPL at $120 at the due time. Ada: $27,000 (+8 %), Bob: $25,020 (+0.08 %); class average 4.04 %.
    market.setPrice('AAPL', 120_00);
    expect(await gradeDueAssignments(t.deps, new Date('2026-11-20T14:59:00Z'))).toEqual([]);
    // Bob trades after the due time, before the job ran: not counted.
    t.clock.set('2026-11-20T15:00:20Z');
    await classTrade(t.app, bob, leagueId, 'MSFT', 1);
    t.clock.set('2026-11-20T15:00:40Z');
    expect(await gradeDueAssignments(t.deps, t.clock.now())).toEqual(ids);

    const byTitle = async () => {
      const list = await getJson(t.app, teacher, '/api/educator/assignments');
      return Object.fromEntries(
        list.map((a: { title: string; gradedAt: string | null; results: unknown[] }) => [
          a.title,
          { gradedAt: a.gradedAt, results: a.results },
        ]),
      );
    };
    const graded = await byTitle();
    const result = (userId: number, displayName: string, met: boolean, actual: number, target: number) => ({
      userId,
      displayName,
      met,
      actual: expect.closeTo(actual, 6),
      target,
    });
    expect(graded).toEqual({
      min_sectors: {
        gradedAt: '2026-11-20T15:00:40.000Z',
        results: [result(ada.id, 'Ada', true, 2, 2), result(bob.id, 'Bob', false, 1, 2)],
      },
      min_trades: {
        gradedAt: '2026-11-20T15:00:40.000Z',
        results: [result(ada.id, 'Ada', true, 2, 2), result(bob.id, 'Bob', false, 1, 2)],
      },
      beat_class_average: {
        gradedAt: '2026-11-20T15:00:40.000Z',
        results: [result(ada.id, 'Ada', true, 3.96, 0), result(bob.id, 'Bob', false, -3.96, 0)],
      },
      max_drawdown: {
        gradedAt: '2026-11-20T15:00:40.000Z',
        results: [result(ada.id, 'Ada', false, 20, 10), result(bob.id, 'Bob', true, 0.2, 10)],
      },
      Essay: { gradedAt: null, results: [] },
    });

    // Each student sees their own result only.
    const mine = await getJson(t.app, bob, `/api/leagues/${leagueId}/assignments`);
    expect(mine.find((a: { title: string }) => a.title === 'min_trades').myResult).toEqual({
      met: false,
      actual: 1,
      target: 2,
    });
    expect(mine.find((a: { title: string }) => a.title === 'Essay').myResult).toBeNull();
    const teachers = await getJson(t.app, teacher, `/api/leagues/${leagueId}/assignments`);
    expect(teachers.every((a: { myResult: unknown }) => a.myResult === null)).toBe(true);

    // Graded once: more trades and another run change nothing.
    await classTrade(t.app, bob, leagueId, 'JPM', 5);
    market.setPrice('AAPL', 10_00);
    expect(await gradeDueAssignments(t.deps, t.clock.now())).toEqual([]);
    expect(await byTitle()).toEqual(graded);
    const rows = await t.deps.db.db.selectFrom('assignment_results').selectAll().execute();
    expect(rows).toHaveLength(8);
  });

  it("counts a student's short at its value and a cover as adding shares back", async () => {
    const { teacher, leagueId, students } = await buildClass(t, ['Ada', 'Bob']);
    const [ada, bob] = students as [(typeof students)[0], (typeof students)[0]];
    const on = await patchLeagueSettings(t.app, teacher, leagueId, { shortSellingAllowed: true });
    expect(on.statusCode, on.body).toBe(200);
    for (const goal of [
      { kind: 'beat_class_average', target: 0 },
      { kind: 'min_sectors', target: 2 },
    ]) {
      const res = await createAssignment(t.app, teacher, {
        title: goal.kind,
        competitionId: leagueId,
        dueTime: '09:00',
        goal,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    t.clock.set(CLASS_RUNNING);
    const order = (who: typeof ada, body: Record<string, unknown>) =>
      postOrder(t.app, who, { type: 'market', competitionId: leagueId, portfolioType: 'league', ...body });
    // Ada shorts 100 AAPL at $100, covers 40 and buys 10 JPM; Bob buys 1 AAPL.
    expect((await order(ada, { symbol: 'AAPL', side: 'short', quantity: 100 })).statusCode).toBe(201);
    expect((await order(ada, { symbol: 'AAPL', side: 'cover', quantity: 40 })).statusCode).toBe(201);
    expect((await order(ada, { symbol: 'JPM', side: 'buy', quantity: 10 })).statusCode).toBe(201);
    await classTrade(t.app, bob, leagueId, 'AAPL', 1);
    // AAPL rises to $110 by the due time: Ada's 60 short shares lose $600 (−2.4 % of $25,000), Bob gains $10.
    market.setPrice('AAPL', 110_00);
    t.clock.set('2026-11-20T15:00:40Z');
    await gradeDueAssignments(t.deps, t.clock.now());
    const list = await getJson(t.app, teacher, '/api/educator/assignments');
    const resultsOf = (title: string) => list.find((a: { title: string }) => a.title === title).results;
    expect(resultsOf('beat_class_average')).toEqual([
      expect.objectContaining({ userId: ada.id, met: false, actual: expect.closeTo(-1.22, 6) }),
      expect.objectContaining({ userId: bob.id, met: true, actual: expect.closeTo(1.22, 6) }),
    ]);
    // A short holds no sector: Ada holds Financials (JPM) only.
    expect(resultsOf('min_sectors')).toEqual([
      expect.objectContaining({ userId: ada.id, met: false, actual: 1 }),
      expect.objectContaining({ userId: bob.id, met: false, actual: 1 }),
    ]);
  });

  it('grades the drawdown on unit values: a $150,000 deposit right after a loss does not turn a fail into a pass', async () => {
    const c = await buildClass(t, ['Ada', 'Bob']);
    const [ada, bob] = c.students as [(typeof c.students)[0], (typeof c.students)[0]];
    const res = await createAssignment(t.app, c.teacher, {
      title: 'Keep losses small',
      competitionId: c.leagueId,
      dueTime: '09:00',
      goal: { kind: 'max_drawdown', target: 0.5 },
    });
    expect(res.statusCode, res.body).toBe(201);
    // Both buy 200 AAPL at $100 ($20,000 of $25,000); AAPL falls to $99: each loses $200, 0.8 %.
    t.clock.set(CLASS_RUNNING);
    await classTrade(t.app, ada, c.leagueId, 'AAPL', 200);
    await classTrade(t.app, bob, c.leagueId, 'AAPL', 200);
    market.setPrice('AAPL', 99_00);
    // Before any snapshot saw the loss, Ada moves $150,000 of store cash in: her value is $174,800, far above $25,000.
    t.clock.set('2026-11-19T16:20:00Z');
    await depositIntoClass(t, c, ada, 150_000_00);
    t.clock.set('2026-11-19T16:30:00Z');
    expect(await snapshotClassValues(t.deps, t.clock.now())).toBe(2);
    // AAPL slips to $98.90 by the due time: $20 more each. On raw values Ada's worst fall would be 0.011 %.
    market.setPrice('AAPL', 98_90);
    t.clock.set('2026-11-20T15:00:40Z');
    await gradeDueAssignments(t.deps, t.clock.now());
    const [graded] = await getJson(t.app, c.teacher, '/api/educator/assignments');
    // Ada: unit value 0.992 at the deposit, then × 174,780 / 174,800; Bob: 24,780 / 25,000.
    const adaUnits = 0.992 * (174_780 / 174_800);
    expect(graded.results).toEqual([
      expect.objectContaining({ userId: ada.id, met: false, actual: expect.closeTo(100 * (1 - adaUnits), 9) }),
      expect.objectContaining({ userId: bob.id, met: false, actual: expect.closeTo(0.88, 9) }),
    ]);
  });

  it('grades nobody in an empty class but still marks the assignment graded', async () => {
    const { teacher, leagueId } = await buildClass(t, []);
    const res = await createAssignment(t.app, teacher, {
      competitionId: leagueId,
      goal: { kind: 'min_trades', target: 1 },
    });
    expect(res.statusCode).toBe(201);
    expect(await gradeDueAssignments(t.deps, new Date('2026-11-21T06:00:00Z'))).toEqual([res.json().id]);
    const [a] = await getJson(t.app, teacher, '/api/educator/assignments');
    expect(a.gradedAt).toBe('2026-11-21T06:00:00.000Z');
    expect(a.results).toEqual([]);
  });

  it('is done by the class job, registered with its own lock, at start-up and on each round', async () => {
    const { teacher, leagueId, students } = await buildClass(t, ['Ada']);
    const res = await createAssignment(t.app, teacher, {
      competitionId: leagueId,
      dueTime: '09:00',
      goal: { kind: 'min_trades', target: 1 },
    });
    t.clock.set(CLASS_RUNNING);
    await classTrade(t.app, students[0]!, leagueId, 'AAPL', 1);
    t.clock.set('2026-11-20T15:00:00Z');
    const logged: string[] = [];
    const stop = scheduleClassAssignments(t.deps, {
      info: (_obj, msg) => logged.push(msg),
      error: (_obj, msg) => logged.push(msg),
    });
    try {
      await vi.waitFor(() => expect(logged).toEqual(['assignments graded']));
    } finally {
      stop();
    }
    const mine = await getJson(t.app, students[0]!, `/api/leagues/${leagueId}/assignments`);
    expect(mine).toEqual([
      expect.objectContaining({ id: res.json().id, myResult: { met: true, actual: 1, target: 1 } }),
    ]);
  });
});
