import { ClassActivitySchema } from '@tradearena/contracts';
import { parse } from 'csv-parse/sync';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCorporateActions } from '../../src/modules/corporate-actions/index.ts';
import { gradeDueAssignments } from '../../src/modules/educator/grade-due-assignments.ts';
import { createCorporateActionsSource } from '../helpers/corporate-actions-source.ts';
import { createFakeMarketData, type FakeMarketData } from '../helpers/fake-market-data.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { get, post, WEDNESDAY } from '../leagues/league-builders.ts';
import { getJson } from '../trading/trading-builders.ts';
import { buildClass, CLASS_RUNNING, classTrade, createAssignment, removeStudent } from './class-builders.ts';

const EVIL = '=HYPERLINK("http://x.io","hi")';

let t: TestApp;
let market: FakeMarketData;
beforeEach(async () => {
  market = createFakeMarketData({ AAPL: 100_00, MSFT: 100_00 });
  t = await createTestApp({ now: WEDNESDAY, deps: { marketData: market } });
});
afterEach(async () => {
  await t.close();
});

/** A class of four: Ada wins a round trip, the injection attempt and "Bob, Jr." buy MSFT, Zed is removed later. */
async function tradedClass() {
  const c = await buildClass(t, ['Ada', EVIL, 'Bob, Jr.', 'Zed']);
  const [ada, evil, bob, zed] = c.students as [typeof c.teacher, typeof c.teacher, typeof c.teacher, typeof c.teacher];
  const goal = await createAssignment(t.app, c.teacher, {
    title: 'Trade twice',
    competitionId: c.leagueId,
    dueTime: '09:00',
    goal: { kind: 'min_trades', target: 2 },
  });
  expect(goal.statusCode).toBe(201);
  t.clock.set(CLASS_RUNNING);
  await classTrade(t.app, ada, c.leagueId, 'AAPL', 10);
  market.setPrice('AAPL', 130_00);
  await classTrade(t.app, ada, c.leagueId, 'AAPL', 5, 'sell');
  await classTrade(t.app, evil, c.leagueId, 'MSFT', 20);
  await classTrade(t.app, bob, c.leagueId, 'MSFT', 3);
  await classTrade(t.app, zed, c.leagueId, 'AAPL', 100);
  market.setPrice('MSFT', 90_00);
  await gradeDueAssignments(t.deps, new Date('2026-11-20T15:01:00Z'));
  return { ...c, ada, evil, bob, zed };
}

describe('removing a student', () => {
  it('archives the membership: out of standings, analytics and lists, no trading, rows kept', async () => {
    const c = await tradedClass();
    const res = await removeStudent(t.app, c.teacher, c.leagueId, c.zed.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Student removed from the class' });
    expect((await removeStudent(t.app, c.teacher, c.leagueId, c.zed.id)).json().code).toBe(
      'EDUCATOR_STUDENT_NOT_FOUND',
    );
    expect((await removeStudent(t.app, c.teacher, c.leagueId, 999_999)).statusCode).toBe(404);

    const db = t.deps.db.db;
    const member = await db
      .selectFrom('competition_participants')
      .selectAll()
      .where('user_id', '=', c.zed.id)
      .executeTakeFirstOrThrow();
    expect(member.removed_at).not.toBeNull();
    const portfolio = await db
      .selectFrom('portfolios')
      .selectAll()
      .where('user_id', '=', c.zed.id)
      .where('competition_id', '=', c.leagueId)
      .executeTakeFirstOrThrow();
    expect(
      await db.selectFrom('positions').selectAll().where('portfolio_id', '=', portfolio.id).execute(),
    ).toHaveLength(1);
    expect(await db.selectFrom('trades').selectAll().where('portfolio_id', '=', portfolio.id).execute()).toHaveLength(
      1,
    );

    const names = (rows: { displayName: string }[]) => rows.map((r) => r.displayName).sort();
    expect(names(await getJson(t.app, c.teacher, `/api/leagues/${c.leagueId}/leaderboard`))).toEqual(
      ['Ada', EVIL, 'Bob, Jr.'].sort(),
    );
    expect(names(await getJson(t.app, c.ada, `/api/leagues/${c.leagueId}/stats`))).toEqual(
      ['Ada', EVIL, 'Bob, Jr.'].sort(),
    );
    expect(names(await getJson(t.app, c.teacher, '/api/educator/students'))).toEqual(['Ada', EVIL, 'Bob, Jr.'].sort());
    expect((await getJson(t.app, c.teacher, `/api/educator/analytics/${c.leagueId}`)).studentCount).toBe(3);
    expect((await getJson(t.app, c.teacher, '/api/educator/leagues'))[0].studentCount).toBe(3);
    const [graded] = await getJson(t.app, c.teacher, '/api/educator/assignments');
    expect(names(graded.results)).toEqual(['Ada', EVIL, 'Bob, Jr.'].sort());
    // The grade stays stored.
    expect(
      await db.selectFrom('assignment_results').selectAll().where('user_id', '=', c.zed.id).execute(),
    ).toHaveLength(1);

    const trade = await post(t.app, c.zed, '/api/trade-action', {
      symbol: 'AAPL',
      action: 'sell',
      shares: 1,
      currentPrice: '1.00',
      portfolioType: 'league',
      competitionId: c.leagueId,
    });
    expect(trade.statusCode).toBe(403);
    expect((await get(t.app, c.zed, `/api/leagues/${c.leagueId}/assignments`)).statusCode).toBe(404);
    expect((await get(t.app, c.zed, `/api/leagues/${c.leagueId}/stats`)).statusCode).toBe(403);
  });
});

describe('exporting class data', () => {
  it('sends RFC 4180 CSV whose figures equal the league stats, with formula-looking names made inert', async () => {
    const c = await tradedClass();
    await removeStudent(t.app, c.teacher, c.leagueId, c.zed.id);
    // Friday 21:00 in Chicago is already Saturday in UTC: the file is dated in the educator's zone.
    t.clock.set('2026-11-21T03:00:00Z');
    const res = await get(t.app, c.teacher, `/api/educator/export/${c.leagueId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="class-data-league-${c.leagueId}-2026-11-20.csv"`,
    );
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    expect(res.body).toContain('\r\n');
    const [header, ...rows] = parse(res.body, { bom: true }) as string[][];
    expect(header).toEqual([
      'First Name',
      'Display Name',
      'Portfolio Value ($)',
      'Return (%)',
      'Trades',
      'Win Rate (%)',
      'Rank',
      'Trade twice',
      'Dividends ($)',
      'Latest Note',
    ]);
    const stats = await getJson(t.app, c.teacher, `/api/leagues/${c.leagueId}/stats`);
    expect(rows).toHaveLength(stats.length);
    expect(rows).toHaveLength(3);
    for (const [i, s] of stats.entries()) {
      const row = rows[i]!;
      const shown = s.displayName.startsWith('=') ? `'${s.displayName}` : s.displayName;
      expect(row.slice(1, 7)).toEqual([
        shown,
        String(s.portfolioValue),
        String(s.returnPercentage),
        String(s.totalTrades),
        String(Math.round(s.winRate * 100 * 100) / 100),
        String(s.rank),
      ]);
    }
    const byName = Object.fromEntries(rows.map((r) => [r[1], r]));
    expect(byName[`'${EVIL}`]).toBeDefined();
    expect(byName.Ada![0]).toBe('Ada');
    expect(byName.Ada![5]).toBe('100');
    expect(byName.Ada![7]).toBe('Met');
    expect(byName['Bob, Jr.']![7]).toBe('Not met');
    const analytics = await getJson(t.app, c.teacher, `/api/educator/analytics/${c.leagueId}`);
    expect(analytics.topPerformer).toEqual({ name: 'Ada', returnPercent: Number(byName.Ada![3]) });
    const returns = rows.map((r) => Number(r[3]));
    expect(analytics.classAverage).toBeCloseTo(returns.reduce((a, b) => a + b, 0) / returns.length, 2);
  });
});

describe('dividends in the class CSV (ADR 029)', () => {
  it('a column after the assignments is each student’s dividends in the class, paid on the pay date to the holders at the close before the ex-date', async () => {
    const c = await tradedClass();
    // MSFT goes ex on Friday 20th (holders at Thursday's close: 20 and 3 shares), paid on Monday 23rd.
    const source = createCorporateActionsSource({
      dividends: [
        { symbol: 'MSFT', declaredDate: '2026-11-02', exDate: '2026-11-20', payDate: '2026-11-23', amount: 0.83 },
      ],
    });
    const job = () => runCorporateActions({ ...t.deps, portfolios: t.app.orders.portfolios }, source, t.clock.now());
    t.clock.set('2026-11-19T21:10:00Z');
    await job();
    t.clock.set('2026-11-23T14:40:00Z');
    expect((await job()).dividendsPaid).toBe(2);
    const res = await get(t.app, c.teacher, `/api/educator/export/${c.leagueId}`);
    expect(res.statusCode, res.body).toBe(200);
    const [header, ...rows] = parse(res.body, { bom: true }) as string[][];
    const column = header!.indexOf('Dividends ($)');
    expect(header!.slice(column)).toEqual(['Dividends ($)', 'Latest Note']);
    const byName = Object.fromEntries(rows.map((r) => [r[1], r[column]]));
    expect(byName).toEqual({ Ada: '0', [`'${EVIL}`]: '16.6', 'Bob, Jr.': '2.49', Zed: '0' });
    // The class activity shows them too, newest first, as the history reads them.
    const activity = ClassActivitySchema.parse(
      await getJson(t.app, c.teacher, `/api/educator/activity?leagueId=${c.leagueId}`),
    );
    expect(activity.slice(0, 2).map((a) => [a.side, a.text, a.price])).toEqual(
      expect.arrayContaining([
        ['dividend', 'Dividend: 20 MSFT × $0.83', 16.6],
        ['dividend', 'Dividend: 3 MSFT × $0.83', 2.49],
      ]),
    );
    expect(activity.filter((a) => a.side !== 'dividend').every((a) => a.text === undefined)).toBe(true);
  });
});

describe('ending a class league', () => {
  it('archives it and keeps the final rankings (removed students unranked) in the educator history', async () => {
    const c = await tradedClass();
    await removeStudent(t.app, c.teacher, c.leagueId, c.zed.id);
    const confirmStats = await getJson(t.app, c.teacher, `/api/leagues/${c.leagueId}/stats`);
    const ended = await post(t.app, c.teacher, `/api/leagues/${c.leagueId}/end`);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().league).toMatchObject({ id: c.leagueId, isCompleted: true });
    const [item] = await getJson(t.app, c.teacher, '/api/leagues/history');
    expect(item).toMatchObject({ id: c.leagueId, competitionName: 'Period 3 Economics', totalParticipants: 3 });
    expect(item.finalStandings.map((s: { displayName: string; rank: number }) => [s.rank, s.displayName])).toEqual(
      confirmStats.map((s: { displayName: string; rank: number }) => [s.rank, s.displayName]),
    );
    expect(item.finalStandings.some((s: { displayName: string }) => s.displayName === 'Zed')).toBe(false);
    // The students' history has it too; the removed student's does not.
    expect((await getJson(t.app, c.ada, '/api/leagues/history'))[0].id).toBe(c.leagueId);
    expect(await getJson(t.app, c.zed, '/api/leagues/history')).toEqual([]);
    // Frozen: the export after the end equals the final stats.
    market.setPrice('MSFT', 10_00);
    const after = await getJson(t.app, c.teacher, `/api/leagues/${c.leagueId}/stats`);
    expect(after).toEqual(confirmStats);
    const again = await post(t.app, c.teacher, `/api/leagues/${c.leagueId}/end`);
    expect(again.statusCode).toBe(409);
  });
});
