import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { replayMarketOf } from '../../src/adapters/market-data/replay/replay-markets.ts';
import { buildClass } from '../educator/class-builders.ts';
import { ADMIN_EMAILS, OPERATOR_USERNAME } from '../feedback/feedback-builders.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { get, post } from '../leagues/league-builders.ts';
import { buildTrader } from '../trading/trading-builders.ts';
import { replayTrade, runClassReplay, SUNDAY, scheduleReplay } from './replay-builders.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS } });
});
afterEach(async () => {
  await t.close();
});

/** Nothing before the end may name the real period: its date or its year. */
const expectNoRealPeriod = (body: string) => {
  expect(body).not.toMatch(/2008|10-13/);
};

async function classWithReplay(body: object = {}) {
  const scenario = await buildClass(t, ['Ann', 'Ben']);
  t.clock.set(SUNDAY);
  const res = await runClassReplay(t.app, scenario.teacher, scenario.leagueId, body);
  expect(res.statusCode, res.body).toBe(201);
  return { ...scenario, replay: res.json().replay as { id: number; competitionId: number } };
}

describe('a class replay event', () => {
  it('starts now on a Sunday, shows a clock and not the date, and its players trade at the replay’s prices', async () => {
    const { replay, students } = await classWithReplay();
    expect(replay).toMatchObject({
      status: 'running',
      days: 1,
      minutesPerDay: 3,
      startsAt: '2026-11-22T15:00:00.000Z',
      endsAt: '2026-11-22T15:03:00.000Z',
    });
    t.clock.advance(90_000); // half the compressed day: 12:45
    const read = await get(t.app, students[0]!, `/api/replays/${replay.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().replay.clock).toEqual({ day: 'Day 1', time: '12:45' });
    expect(read.json().replay.reveal).toBeUndefined();
    expect(read.json().replay.news.map((n: { time: string }) => n.time)).toEqual(['11:30', '09:30']);
    expect(read.json().replay.news[1].title).toBe('Stocks open higher: S&P 500 up 1.5 %');
    expectNoRealPeriod(read.body);

    const quote = await t.app.inject({ url: `/api/stocks/quote/SPY?competitionId=${replay.competitionId}` });
    const market = await t.app.inject({ url: '/api/stocks/quote/SPY' });
    expect(quote.statusCode).toBe(200);
    expect(quote.json().price).not.toBe(market.json().price);
    expectNoRealPeriod(quote.body);

    const bought = await replayTrade(t.app, students[0]!, replay.competitionId, 'SPY', 10);
    expect(bought.statusCode, bought.body).toBe(200);
    expect(bought.json().trade.price).toBe(quote.json().price);
    // The personal portfolio is closed on a Sunday: the replay's clock is its own.
    const personal = await post(t.app, students[1]!, '/api/trade-action', {
      symbol: 'SPY',
      action: 'buy',
      shares: 1,
      currentPrice: '1.00',
    });
    expect(personal.json().code).toBe('ORDER_MARKET_CLOSED');
  });

  it('charts only what was played: no candle after now, the last one closing at the quote', async () => {
    const { replay } = await classWithReplay();
    t.clock.advance(60_000); // a third of the day: 11:40, 130 market minutes played
    const chart = await t.app.inject({ url: `/api/stocks/chart/AAPL/5M?competitionId=${replay.competitionId}` });
    const quote = await t.app.inject({ url: `/api/stocks/quote/AAPL?competitionId=${replay.competitionId}` });
    const candles = chart.json() as { time: string | number; close: number }[];
    expect(candles).toHaveLength(27); // bars 09:30 … 11:40
    for (const c of candles) expect(new Date(c.time).getTime()).toBeLessThanOrEqual(t.clock.now().getTime());
    expect(candles[candles.length - 1]!.close).toBe(quote.json().price);
    expectNoRealPeriod(chart.body);
  });

  it('ends by itself: no trade after the end, then the reveal names the day and ranks the players against the index', async () => {
    const { replay, students } = await classWithReplay();
    t.clock.advance(30_000);
    const spy = await replayTrade(t.app, students[0]!, replay.competitionId, 'SPY', 30);
    const ko = await replayTrade(t.app, students[1]!, replay.competitionId, 'KO', 10);
    expect([spy.statusCode, ko.statusCode]).toEqual([200, 200]);
    t.clock.advance(150_000); // the close
    const late = await replayTrade(t.app, students[0]!, replay.competitionId, 'SPY', 1, 'sell');
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('LEAGUE_COMPLETED');

    const read = await get(t.app, students[1]!, `/api/replays/${replay.id}`);
    const body = read.json().replay;
    expect(body.status).toBe('finished');
    expect(body.clock).toEqual({ day: 'Day 1', time: '16:00' });
    expect(body.reveal).toMatchObject({ startDate: '2008-10-13', endDate: '2008-10-13', indexReturnPct: 11.58 });
    expect(body.reveal.summary).toMatch(
      /^That was 2008-10-13: the S&P 500 rose 11\.6 %, its best day from 2000 to 2020\.$/,
    );
    expect(body.standings.map((s: { displayName: string }) => s.displayName).sort()).toEqual(['Ann', 'Ben']);
    for (const s of body.standings) expect(s.vsIndexPct).toBeCloseTo(s.returnPct - 11.58, 2);
    // The best and worst trades are marked to the last close (the replay's quotes at its end).
    const close = async (symbol: string) =>
      (await t.app.inject({ url: `/api/stocks/quote/${symbol}?competitionId=${replay.competitionId}` })).json().price;
    const results = [
      { displayName: 'Ann', symbol: 'SPY', quantity: 30, price: spy.json().trade.price },
      { displayName: 'Ben', symbol: 'KO', quantity: 10, price: ko.json().trade.price },
    ].map((x) => ({ ...x, side: 'buy' }));
    const marked = await Promise.all(
      results.map(async (x) => ({
        ...x,
        resultAtClose: (Math.round((await close(x.symbol)) * 100 - x.price * 100) * x.quantity) / 100,
      })),
    );
    marked.sort((a, b) => b.resultAtClose - a.resultAtClose);
    expect(body.reveal.bestTrade).toEqual(marked[0]);
    expect(body.reveal.worstTrade).toEqual(marked[1]);
    // SPY follows the index from its price before Day 1: Ann's 30 SPY bought at 15:00:30 made money on the day.
    expect(body.standings.find((s: { displayName: string }) => s.displayName === 'Ann').returnPct).not.toBe(0);
  });

  it('waits for a later start: the clock shows Day 1 09:30 and orders are refused until then', async () => {
    const { replay, students } = await classWithReplay({ startsAt: '2026-11-22T16:00:00Z' });
    const read = await get(t.app, students[0]!, `/api/replays/${replay.id}`);
    expect(read.json().replay).toMatchObject({ status: 'scheduled', clock: { day: 'Day 1', time: '09:30' } });
    const early = await replayTrade(t.app, students[0]!, replay.competitionId, 'SPY', 1);
    expect(early.json().code).toBe('LEAGUE_PENDING');
  });

  it('takes no shorts where the class switched them off', async () => {
    const { replay, students } = await classWithReplay();
    const short = await post(t.app, students[0]!, '/api/orders', {
      symbol: 'SPY',
      side: 'short',
      type: 'market',
      quantity: 1,
      portfolioType: 'league',
      competitionId: replay.competitionId,
    });
    expect(short.json().code).toBe('ORDER_SHORT_SELLING_UNAVAILABLE');
    // The event tells its ticket so: no Short side is offered.
    const read = await get(t.app, students[0]!, `/api/replays/${replay.id}`);
    expect(read.json().replay.shortSellingAllowed).toBe(false);
  });

  it('plays an early-close day as a short session in its slot: 09:30 to 13:00', async () => {
    const { replay, students } = await classWithReplay({ startDate: '2008-11-28' }); // the day after Thanksgiving
    const clockAt = async () => (await get(t.app, students[0]!, `/api/replays/${replay.id}`)).json().replay.clock;
    t.clock.advance(90_000); // half the slot
    expect(await clockAt()).toEqual({ day: 'Day 1', time: '11:15' });
    t.clock.advance(90_000);
    expect(await clockAt()).toEqual({ day: 'Day 1', time: '13:00' });
  });

  it('is hidden from players outside the class', async () => {
    const { replay } = await classWithReplay();
    const stranger = await buildTrader(t.deps.db.db);
    const read = await get(t.app, stranger, `/api/replays/${replay.id}`);
    expect(read.statusCode).toBe(404);
    expect(read.json()).toEqual({
      error: 'Replay event not found',
      message: 'Replay event not found',
      code: 'REPLAY_NOT_FOUND',
    });
  });
});

describe('the replay’s competition in the league reads', () => {
  it('lists and reads without naming the period, and its history holds the final standings', async () => {
    const { replay, students } = await classWithReplay();
    const ann = students[0]!;
    t.clock.advance(60_000);
    expect((await replayTrade(t.app, ann, replay.competitionId, 'AAPL', 5)).statusCode).toBe(200);
    t.clock.advance(20_000);
    const running = [
      '/api/user/leagues',
      '/api/competitions/user',
      '/api/competitions',
      `/api/competitions/${replay.competitionId}`,
      `/api/leagues/${replay.competitionId}/leaderboard`,
      `/api/competition/${replay.competitionId}/participation`,
      `/api/competition/${replay.competitionId}/portfolio`,
      `/api/competition/${replay.competitionId}/positions`,
      `/api/competition/${replay.competitionId}/trades`,
    ];
    for (const url of running) {
      const res = await get(t.app, ann, url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      expectNoRealPeriod(res.body);
    }
    // The league leaderboard values the players at the replay's prices, as their replay portfolio does.
    const board = (await get(t.app, ann, `/api/leagues/${replay.competitionId}/leaderboard`)).json();
    const portfolio = (await get(t.app, ann, `/api/competition/${replay.competitionId}/portfolio`)).json();
    expect(board.find((r: { isYou: boolean }) => r.isYou).totalValue).toBe(portfolio.totalValue);
    t.clock.advance(5 * 60_000);
    const history = await get(t.app, ann, '/api/leagues/history');
    expect(history.statusCode, history.body).toBe(200);
    expect(history.body).toContain('Mystery Day');
  });
});

describe('creating replay events', () => {
  it.each([
    ['days above 5', { days: 6 }, 'REQUEST_INVALID'],
    ['days of 0', { days: 0 }, 'REQUEST_INVALID'],
    ['minutesPerDay of 1', { minutesPerDay: 1 }, 'REQUEST_INVALID'],
    ['minutesPerDay of 391', { minutesPerDay: 391 }, 'REQUEST_INVALID'],
    ['a weekend start date', { startDate: '2008-10-12' }, 'REPLAY_START_DATE_INVALID'],
    ['a date after the history', { startDate: '2020-04-20' }, 'REPLAY_START_DATE_INVALID'],
    ['too few days left in the history', { startDate: '2020-04-16', days: 3 }, 'REPLAY_START_DATE_INVALID'],
    ['the history’s first day (no previous close)', { startDate: '2000-01-03' }, 'REPLAY_START_DATE_INVALID'],
    ['a malformed start date', { startDate: '13/10/2008' }, 'REQUEST_INVALID'],
    ['a start in the past', { startsAt: '2026-11-22T14:00:00Z' }, 'REPLAY_STARTS_AT_INVALID'],
    ['a start that is no instant', { startsAt: 'tomorrow' }, 'REQUEST_INVALID'],
  ])('refuses %s with a 400 and the error body', async (_, body, code) => {
    const { teacher, leagueId } = await buildClass(t, []);
    t.clock.set(SUNDAY);
    const res = await runClassReplay(t.app, teacher, leagueId, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code });
    expect(res.json().error).toBe(res.json().message);
  });

  it('draws a start date when none is given, and defaults to 30 minutes a day', async () => {
    const { teacher, leagueId } = await buildClass(t, []);
    const res = await post(t.app, teacher, `/api/educator/leagues/${leagueId}/replay`, { days: 2 });
    expect(res.statusCode).toBe(201);
    expect(res.json().replay).toMatchObject({ days: 2, minutesPerDay: 30 });
    expect(res.body).not.toMatch(/startDate|seed/);
  });

  it('lets only the class’s educator run one, and only operators schedule public events', async () => {
    const { teacher, leagueId, students } = await buildClass(t, ['Ann']);
    const other = await buildClass(t, []);
    expect((await runClassReplay(t.app, students[0]!, leagueId)).statusCode).toBe(403);
    expect((await runClassReplay(t.app, other.teacher, leagueId)).statusCode).toBe(404);
    const byTeacher = await post(t.app, teacher, '/api/admin/replay-events', { days: 1 });
    expect(byTeacher.statusCode).toBe(403);
    expect(byTeacher.json().code).toBe('OPERATOR_REQUIRED');
    const signedOut = await t.app.inject({ method: 'GET', url: '/api/replays/1' });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('a public replay event', () => {
  it('is scheduled by an operator, joined by any player, traded and closed to joins once over', async () => {
    const operator = await buildTrader(t.deps.db.db, { username: OPERATOR_USERNAME, emailVerifiedAt: 1 });
    t.clock.set(SUNDAY);
    const created = await scheduleReplay(t.app, operator);
    expect(created.statusCode, created.body).toBe(201);
    const { id, competitionId } = created.json().replay;
    const player = await buildTrader(t.deps.db.db);
    expect((await replayTrade(t.app, player, competitionId, 'AAPL', 1)).json().code).toBe(
      'COMPETITION_NOT_PARTICIPANT',
    );
    const joined = await post(t.app, player, `/api/competition/${competitionId}/join`);
    expect(joined.statusCode, joined.body).toBe(200);
    t.clock.advance(150_000); // a quarter into Day 2
    const read = await get(t.app, player, `/api/replays/${id}`);
    expect(read.json().replay.clock).toEqual({ day: 'Day 2', time: '11:07' });
    expect(read.json().replay.shortSellingAllowed).toBe(true); // always in a public event
    expect((await replayTrade(t.app, player, competitionId, 'AAPL', 1)).statusCode).toBe(200);
    t.clock.advance(90_000);
    const over = await get(t.app, player, `/api/replays/${id}`);
    expect(over.json().replay.reveal.summary).toMatch(/^That was 2008-10-09 to 2008-10-10: the S&P 500 fell /);
    const late = await post(t.app, await buildTrader(t.deps.db.db), `/api/competition/${competitionId}/join`);
    expect(late.json().code).toBe('LEAGUE_COMPLETED');
  });
});

describe('a public replay event’s prize pool', () => {
  it('is shown on the event, paid to the winners’ banks at the end as championships pay, once', async () => {
    const operator = await buildTrader(t.deps.db.db, { username: OPERATOR_USERNAME, emailVerifiedAt: 1 });
    t.clock.set(SUNDAY);
    const created = await post(t.app, operator, '/api/admin/replay-events', { days: 1, minutesPerDay: 2 });
    expect(created.statusCode, created.body).toBe(201);
    const { id, competitionId } = created.json().replay;
    const players = [await buildTrader(t.deps.db.db), await buildTrader(t.deps.db.db)];
    for (const [i, player] of players.entries()) {
      expect((await post(t.app, player, `/api/competition/${competitionId}/join`)).statusCode).toBe(200);
      t.clock.advance(5_000);
      const bought = await replayTrade(t.app, player, competitionId, i === 0 ? 'NVDA' : 'KO', 20 + i);
      expect(bought.statusCode, bought.body).toBe(200);
    }
    const running = (await get(t.app, players[0]!, `/api/replays/${id}`)).json().replay;
    expect(running.prizePool).toBe(10_000);
    expect(running.standings.map((s: { prize: number | null }) => s.prize)).toEqual([null, null]);

    t.clock.advance(3 * 60_000);
    const reads = await Promise.all(players.map((p) => get(t.app, p, `/api/replays/${id}`)));
    const standings = reads[0]!.json().replay.standings as { displayName: string; prize: number | null }[];
    expect(standings.map((s) => s.prize)).toEqual([5_000, 3_000]);
    await get(t.app, players[1]!, `/api/replays/${id}`); // a later read pays nothing more
    const paid = await t.deps.db.db
      .selectFrom('bank_transactions')
      .select(['user_id', 'amount_cents'])
      .where('type', '=', 'prize')
      .where('competition_id', '=', competitionId)
      .orderBy('amount_cents', 'desc')
      .execute();
    expect(paid.map((p) => Number(p.amount_cents))).toEqual([500_000, 300_000]);
  });

  it('is none for a class’s event', async () => {
    const { replay, students } = await classWithReplay();
    const read = await get(t.app, students[0]!, `/api/replays/${replay.id}`);
    expect(read.json().replay.prizePool).toBeNull();
  });
});

describe('the replay’s state lives in the database', () => {
  it('another instance (its own caches, the same database) quotes the same price at the same instant', async () => {
    const { replay, students } = await classWithReplay();
    t.clock.advance(100_000);
    const here = await replayMarketOf(t.deps, replay.competitionId);
    const elsewhere = await replayMarketOf(
      { ...t.deps, db: { ...t.deps.db, db: t.deps.db.db.withoutPlugins() } },
      replay.competitionId,
    );
    expect(elsewhere).not.toBeNull();
    expect(await elsewhere!.marketData.quote('NVDA')).toEqual(await here!.marketData.quote('NVDA'));
    expect(elsewhere!.clock()).toEqual({ status: 'running', day: 1, minute: 216, dayLabel: 'Day 1', time: '13:06' });
    // The player's portfolio in the replay is valued at the replay's prices.
    await replayTrade(t.app, students[0]!, replay.competitionId, 'NVDA', 10);
    t.clock.advance(30_000);
    const quote = (await here!.marketData.quote('NVDA'))!;
    const portfolio = await get(t.app, students[0]!, `/api/competition/${replay.competitionId}/portfolio`);
    expect(portfolio.statusCode, portfolio.body).toBe(200);
    expect(JSON.stringify(portfolio.json())).toContain(String(quote.priceCents / 100));
  });
});

describe('listing replay events', () => {
  it('shows a student their class’s event and everyone the public events still open', async () => {
    const { replay, students } = await classWithReplay();
    const operator = await buildTrader(t.deps.db.db, { username: OPERATOR_USERNAME, emailVerifiedAt: 1 });
    const pub = (await post(t.app, operator, '/api/admin/replay-events', { days: 1, minutesPerDay: 5 })).json().replay;
    const mine = await get(t.app, students[0]!, '/api/replays');
    expect(mine.json().replays.map((r: { id: number; joined: boolean }) => [r.id, r.joined])).toEqual([
      [pub.id, false],
      [replay.id, true],
    ]);
    const stranger = await get(t.app, await buildTrader(t.deps.db.db), '/api/replays');
    expect(stranger.json().replays.map((r: { id: number }) => r.id)).toEqual([pub.id]);
    t.clock.advance(10 * 60_000);
    expect((await get(t.app, await buildTrader(t.deps.db.db), '/api/replays')).json().replays).toEqual([]);
  });
});
