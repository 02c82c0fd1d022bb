import { PortfolioSummarySchema } from '@tradearena/contracts';
import { describe, expect, it } from 'vitest';
import { joinChampionship } from '../competitions/competition-builders.ts';
import { joinLeague, newLeague, patchLeagueSettings } from '../leagues/league-builders.ts';
import { buildTrader, getJson, type Trader } from '../trading/trading-builders.ts';
import { OPEN_WEDNESDAY, ordersSuite } from './order-helpers.ts';

/** Short selling through the one engine (docs/product/trading.md#short-selling-and-margin, ADR 015/016), on SQLite and PostgreSQL. */
describe('short selling: short, cover, buying power, the league switch and margin calls', () => {
  const { s, place, errorOf } = ordersSuite((market) => {
    market.setPrice('AAPL', 160_00, 160_00);
    market.setPrice('MSFT', 400_00, 400_00);
  });
  const portfolio = async (who: Trader = s.trader, url = '/api/portfolio') =>
    PortfolioSummarySchema.parse(await getJson(s.t.app, who, url));

  it('shorts at the quote: proceeds held in cash, a negative position, value unchanged, buying power net of 150 %', async () => {
    const order = await place({ symbol: 'AAPL', side: 'short', quantity: 100, type: 'market' });
    expect(order).toMatchObject({ side: 'short', status: 'filled', fillPrice: 160, marginCall: false });
    const p = await portfolio();
    expect(p).toMatchObject({
      cashBalance: 116_000,
      totalValue: 100_000,
      buyingPower: 116_000 - 24_000,
      shortMarketValue: 16_000,
      shortSellingPower: 184_000,
      reservedCash: 0,
    });
    expect(p.positions).toEqual([
      expect.objectContaining({
        symbol: 'AAPL',
        side: 'short',
        quantity: -100,
        averagePrice: 160,
        costBasis: -16_000,
        marketValue: -16_000,
        unrealizedPL: 0,
      }),
    ]);
    const trades = await getJson(s.t.app, s.trader, '/api/trades');
    expect(trades.trades[0]).toMatchObject({ action: 'short', shares: 100, price: 160, cashAfter: 116_000 });

    // The price falls: the short gains; a partial cover realizes its share of the proceeds and counts as a win.
    s.market.setPrice('AAPL', 150_00, 160_00);
    expect(await portfolio()).toMatchObject({ totalValue: 101_000, unrealizedProfitLoss: 1_000 });
    const cover = await place({ symbol: 'AAPL', side: 'cover', quantity: 40, type: 'market' });
    expect(cover).toMatchObject({ status: 'filled', fillPrice: 150 });
    const after = await portfolio();
    expect(after).toMatchObject({
      cashBalance: 110_000,
      realizedProfitLoss: 400,
      closedTrades: 1,
      winningTrades: 1,
      totalValue: 101_000,
    });
    expect(after.positions[0]).toMatchObject({ quantity: -60, costBasis: -9_600, side: 'short' });
  });

  it('never holds a symbol both ways, and refuses a short beyond the buying power', async () => {
    await place({ symbol: 'AAPL', side: 'short', quantity: 10, type: 'market' });
    expect(await errorOf({ symbol: 'AAPL', side: 'buy', quantity: 1, type: 'market' })).toMatchObject({
      status: 400,
      code: 'ORDER_OPPOSITE_POSITION',
      message: 'You are short AAPL: cover the short before buying AAPL',
    });
    expect(await errorOf({ symbol: 'AAPL', side: 'sell', quantity: 1, type: 'market' })).toMatchObject({
      code: 'ORDER_INSUFFICIENT_SHARES',
    });
    await place({ symbol: 'MSFT', side: 'buy', quantity: 1, type: 'market' });
    expect(await errorOf({ symbol: 'MSFT', side: 'short', quantity: 1, type: 'limit', limitPrice: 500 })).toMatchObject(
      {
        code: 'ORDER_OPPOSITE_POSITION',
        message: 'You hold MSFT: sell those shares before selling MSFT short',
      },
    );
    // 50 % of 999 × $400 (+5 % estimate for a market order) is far beyond ~$97,200 of buying power.
    expect(await errorOf({ symbol: 'MSFT', side: 'cover', quantity: 1, type: 'market' })).toMatchObject({
      code: 'ORDER_INSUFFICIENT_SHARES',
    });
    const big = await errorOf({ symbol: 'AAPL', side: 'short', quantity: 5_000, type: 'market' });
    expect(big).toMatchObject({ status: 400, code: 'ORDER_INSUFFICIENT_CASH' });
    expect(big.message).toContain('cash balance');
  });

  it('a short limit above the price waits with 50 % reserved and fills when the price rises to it; a cover limit reserves its shares', async () => {
    const short = await place({ symbol: 'AAPL', side: 'short', quantity: 10, type: 'limit', limitPrice: 170 });
    // 50 % of 10 × max($160, $170) + 5 %, rounded up.
    expect(short).toMatchObject({ status: 'open', reservedCash: 892.5 });
    expect((await portfolio()).buyingPower).toBe(100_000 - 892.5);
    s.market.setPrice('AAPL', 171_00, 160_00);
    await s.jobs.match();
    const filled = (await getJson(s.t.app, s.trader, '/api/orders?status=all')).find(
      (o: { id: number }) => o.id === short.id,
    );
    expect(filled).toMatchObject({ status: 'filled', fillPrice: 171 });
    const cover = await place({ symbol: 'AAPL', side: 'cover', quantity: 10, type: 'limit', limitPrice: 150 });
    expect(cover).toMatchObject({ status: 'open', reservedShares: 10, reservedCash: 1_500 });
    expect(await errorOf({ symbol: 'AAPL', side: 'cover', quantity: 1, type: 'market' })).toMatchObject({
      code: 'ORDER_INSUFFICIENT_SHARES',
    });
    s.market.setPrice('AAPL', 149_00, 160_00);
    await s.jobs.match();
    const p = await portfolio();
    expect(p.positions).toEqual([]);
    expect(p.realizedProfitLoss).toBe(10 * (171 - 149));
  });

  it('a margin call covers automatically, biggest loser first, cancels open buys, and explains itself once', async () => {
    await place({ symbol: 'AAPL', side: 'short', quantity: 560, type: 'market' });
    const buy = await place({ symbol: 'MSFT', side: 'buy', quantity: 1, type: 'limit', limitPrice: 300 });
    expect(await s.jobs.marginCalls()).toEqual([]);

    // $189,600 of cash against 560 × $300 = $168,000 short: below 130 % ($218,400).
    s.market.setPrice('AAPL', 300_00, 160_00);
    const calls = await s.jobs.marginCalls();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.cancelledOrderIds).toEqual([buy.id]);
    // Covers until cash is 150 % of what stays short: 416 shares, leaving 144 × $300 × 150 % = $64,800 = the cash.
    const p = await portfolio();
    expect(p).toMatchObject({ cashBalance: 64_800, reservedCash: 0 });
    expect(p.positions[0]).toMatchObject({ symbol: 'AAPL', quantity: -144 });

    const all = await getJson(s.t.app, s.trader, '/api/orders?status=all');
    const covered = all.find((o: { side: string; marginCall: boolean }) => o.side === 'cover' && o.marginCall);
    expect(covered).toMatchObject({ status: 'filled', quantity: 416, fillPrice: 300, type: 'market' });
    expect(covered.reason).toMatch(/^Margin call: your short positions are now worth \$168,000\.00/);
    expect(covered.reason).toContain('We bought back 416 shares of AAPL at $300.00');
    expect(all.find((o: { id: number }) => o.id === buy.id)).toMatchObject({ status: 'cancelled', marginCall: true });
    // Restored to 150 %: the next round does not call again.
    expect(await s.jobs.marginCalls()).toEqual([]);
  });

  it('does not call while the market is closed (no fill at a stale close)', async () => {
    await place({ symbol: 'AAPL', side: 'short', quantity: 560, type: 'market' });
    s.market.setPrice('AAPL', 300_00, 160_00);
    s.t.clock.set('2026-11-18T22:00:00Z');
    expect(await s.jobs.marginCalls()).toEqual([]);
    expect((await portfolio()).positions[0]).toMatchObject({ quantity: -560 });
  });

  it('shorts in a championship portfolio, and a league that switched shorting off refuses new shorts but lets covers through', async () => {
    expect((await joinChampionship(s.t.app, s.trader)).statusCode).toBe(200);
    await place({ symbol: 'AAPL', side: 'short', quantity: 5, type: 'market', competitionId: 1 });
    expect((await portfolio()).positions).toEqual([]);
    expect((await portfolio(s.trader, '/api/competition/1/portfolio')).positions[0]).toMatchObject({ quantity: -5 });

    const owner = await buildTrader(s.t.deps.db.db, { now: new Date(OPEN_WEDNESDAY) });
    const league = await newLeague(s.t.app, owner);
    expect((await joinLeague(s.t.app, s.trader, league.code)).statusCode).toBe(200);
    const inLeague = { competitionId: league.id, portfolioType: 'league' };
    await place({ symbol: 'AAPL', side: 'short', quantity: 3, type: 'market', ...inLeague });
    const off = await patchLeagueSettings(s.t.app, owner, league.id, { shortSellingAllowed: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(await errorOf({ symbol: 'MSFT', side: 'short', quantity: 1, type: 'market', ...inLeague })).toMatchObject({
      status: 400,
      code: 'ORDER_SHORT_SELLING_UNAVAILABLE',
      message: 'Short selling is switched off in this league.',
    });
    expect(await place({ symbol: 'AAPL', side: 'cover', quantity: 3, type: 'market', ...inLeague })).toMatchObject({
      status: 'filled',
    });
  });

  it('leaves a season that has ended alone: only portfolios that can still trade are called', async () => {
    expect((await joinChampionship(s.t.app, s.trader)).statusCode).toBe(200);
    await place({ symbol: 'AAPL', side: 'short', quantity: 560, type: 'market' });
    await place({ symbol: 'AAPL', side: 'short', quantity: 560, type: 'market', competitionId: 1 });
    // Monday 23 November: the weekly season of the 18th ended on Friday's close.
    s.t.clock.set('2026-11-23T15:00:00Z');
    s.market.setPrice('AAPL', 300_00, 160_00);
    const calls = await s.jobs.marginCalls();
    // (Earlier tests' portfolios share the database: only this player's calls are looked at.)
    const mine = calls.filter((c) => c.userId === s.trader.id);
    expect(mine).toHaveLength(1);
    expect((await portfolio()).positions[0]).toMatchObject({ quantity: -144 });
    // The ended season's portfolio (no longer readable through the routes: a new season runs) kept its short.
    const ended = await s.t.deps.db.db
      .selectFrom('positions as x')
      .innerJoin('portfolios as p', 'p.id', 'x.portfolio_id')
      .select('x.quantity')
      .where('p.user_id', '=', s.trader.id)
      .where('p.competition_id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(Number(ended.quantity)).toBe(-560);
  });

  it('rejects an open short at its fill once the league switched short selling off', async () => {
    const owner = await buildTrader(s.t.deps.db.db, { now: new Date(OPEN_WEDNESDAY) });
    const league = await newLeague(s.t.app, owner);
    expect((await joinLeague(s.t.app, s.trader, league.code)).statusCode).toBe(200);
    const order = await place({
      symbol: 'AAPL',
      side: 'short',
      quantity: 5,
      type: 'limit',
      limitPrice: 170,
      competitionId: league.id,
      portfolioType: 'league',
    });
    expect(order.status).toBe('open');
    const off = await patchLeagueSettings(s.t.app, owner, league.id, { shortSellingAllowed: false });
    expect(off.statusCode, off.body).toBe(200);
    s.market.setPrice('AAPL', 171_00, 160_00);
    await s.jobs.match();
    const all = await getJson(s.t.app, s.trader, `/api/orders?status=all&competitionId=${league.id}`);
    expect(all.find((o: { id: number }) => o.id === order.id)).toMatchObject({
      status: 'rejected',
      reason: 'Short selling is switched off in this league.',
    });
  });

  it('a short is not a stock held: Portfolio Diversifier needs ten owned', async () => {
    const symbols = ['AAA', 'BBB', 'CCC', 'DDD', 'EEE', 'FFF', 'GGG', 'HHH', 'III', 'JJJ', 'KKK'];
    for (const symbol of symbols) s.market.setPrice(symbol, 10_00, 10_00);
    for (const symbol of symbols.slice(0, 9)) await place({ symbol, side: 'buy', quantity: 1, type: 'market' });
    await place({ symbol: 'JJJ', side: 'short', quantity: 1, type: 'market' });
    const names = async () =>
      (await getJson(s.t.app, s.trader, '/api/user/achievements')).map((a: { name: string }) => a.name);
    expect(await names()).not.toContain('Portfolio Diversifier');
    await place({ symbol: 'KKK', side: 'buy', quantity: 1, type: 'market' });
    expect(await names()).toContain('Portfolio Diversifier');
  });
});
