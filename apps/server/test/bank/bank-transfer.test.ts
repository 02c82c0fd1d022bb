import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { joinChampionship } from '../competitions/competition-builders.ts';
import { createFakeMarketData, type FakeMarketData } from '../helpers/fake-market-data.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { joinLeague, newLeague, post, WEDNESDAY } from '../leagues/league-builders.ts';
import { buildTrader, expectLedgersBalance, getJson, placeTrade } from '../trading/trading-builders.ts';
import { fundBank, transfer } from './bank-builders.ts';

let t: TestApp;
let market: FakeMarketData;
beforeEach(async () => {
  market = createFakeMarketData({ AAPL: 100_00, MSFT: 400_00 });
  t = await createTestApp({ now: WEDNESDAY, deps: { marketData: market } });
});
afterEach(async () => {
  await t.close();
});

const error = (code: string, message: string) => ({ error: message, message, code });
const INVALID_AMOUNT = error('BANK_INVALID_AMOUNT', 'Invalid Amount: Please enter a valid transfer amount');

describe('POST /api/bank/transfer: refusals change nothing', () => {
  it('refuses a zero, negative, non-numeric or over-precise amount with "Invalid Amount"', async () => {
    const ada = await buildTrader(t.deps.db.db);
    await fundBank(t.deps.db.db, ada.id, 10_000_00);
    // 1e-9 and 5e-324 are within the 2-decimal tolerance but less than a cent: they would move $0.00.
    for (const amount of [0, -5, '-5', 'abc', 10.001, '10.001', '', null, Number.NaN, 1e-9, 5e-324, -0]) {
      const res = await transfer(t.app, ada, { amount, portfolioType: 'personal' });
      expect(res.statusCode, String(amount)).toBe(400);
      expect(res.json()).toEqual(INVALID_AMOUNT);
    }
    const res = await transfer(t.app, ada, { portfolioType: 'personal' });
    expect(res.json()).toEqual(INVALID_AMOUNT);
    expect(await getJson(t.app, ada, '/api/bank/balance')).toEqual({ balance: 10_000 });
  });

  it('refuses more than the bank balance with "Insufficient Funds"', async () => {
    const ada = await buildTrader(t.deps.db.db);
    await fundBank(t.deps.db.db, ada.id, 1_000_00);
    const res = await transfer(t.app, ada, { amount: 1_000.01, portfolioType: 'personal' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(
      error('BANK_INSUFFICIENT_FUNDS', 'Insufficient Funds: Transfer amount exceeds available bank balance'),
    );
    const empty = await buildTrader(t.deps.db.db);
    expect((await transfer(t.app, empty, { amount: 1, portfolioType: 'personal' })).statusCode).toBe(409);
    expect(await getJson(t.app, ada, '/api/bank/balance')).toEqual({ balance: 1_000 });
    expect(await getJson(t.app, ada, '/api/portfolio')).toMatchObject({ cashBalance: 100_000 });
  });

  it('refuses a transfer with no portfolio chosen (or a league without its id) with "Select Portfolio"', async () => {
    const ada = await buildTrader(t.deps.db.db);
    await fundBank(t.deps.db.db, ada.id, 1_000_00);
    const select = error('BANK_SELECT_PORTFOLIO', 'Select Portfolio: Please choose a portfolio to transfer funds to');
    for (const body of [{ amount: 10 }, { amount: 10, portfolioType: '' }, { amount: 10, portfolioType: 'league' }]) {
      const res = await transfer(t.app, ada, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual(select);
    }
  });

  it('refuses a championship not joined this season, a league the caller is not in, an unknown or completed league', async () => {
    const ada = await buildTrader(t.deps.db.db);
    const bob = await buildTrader(t.deps.db.db);
    await fundBank(t.deps.db.db, bob.id, 1_000_00);
    const notJoined = await transfer(t.app, bob, { amount: 10, portfolioType: 'weekly' });
    expect(notJoined.statusCode).toBe(403);
    expect(notJoined.json().code).toBe('COMPETITION_NOT_PARTICIPANT');

    const league = await newLeague(t.app, ada);
    const notIn = await transfer(t.app, bob, { amount: 10, portfolioType: 'league', leagueId: league.id });
    expect(notIn.statusCode).toBe(403);
    expect(notIn.json().code).toBe('COMPETITION_NOT_PARTICIPANT');
    const unknown = await transfer(t.app, bob, { amount: 10, portfolioType: 'league', leagueId: 999_999 });
    expect(unknown.statusCode).toBe(404);
    const championshipAsLeague = await transfer(t.app, bob, { amount: 10, portfolioType: 'league', leagueId: 1 });
    expect([403, 409]).toContain(championshipAsLeague.statusCode);

    expect((await joinLeague(t.app, bob, league.code)).statusCode).toBe(200);
    expect((await post(t.app, ada, `/api/leagues/${league.id}/end`, {})).statusCode).toBe(200);
    const completed = await transfer(t.app, bob, { amount: 10, portfolioType: 'league', leagueId: league.id });
    expect(completed.statusCode).toBe(409);
    expect(completed.json()).toEqual(error('LEAGUE_COMPLETED', 'This league has ended.'));
    expect(await getJson(t.app, bob, '/api/bank/balance')).toEqual({ balance: 1_000 });
    expect(await getJson(t.app, bob, '/api/bank/transactions')).toHaveLength(1);
  });
});

describe('POST /api/bank/transfer: moving money', () => {
  it('moves the money into the personal portfolio as a deposit: bank down, cash up, profit unchanged, ledgers balance', async () => {
    const ada = await buildTrader(t.deps.db.db);
    await fundBank(t.deps.db.db, ada.id, 25_000_00);
    expect((await placeTrade(t.app, ada, { symbol: 'AAPL', action: 'buy', shares: 100 })).statusCode).toBe(200);
    market.setPrice('AAPL', 110_00);
    const before = await getJson(t.app, ada, '/api/portfolio');
    t.clock.advance(1_000);
    const res = await transfer(t.app, ada, { amount: '5000', portfolioType: 'personal' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Transfer Successful: $5,000.00 moved to Personal Portfolio',
      amount: 5_000,
      balance: 20_000,
      portfolio: 'Personal Portfolio',
      portfolioSummary: { totalValue: 106_000, cashBalance: 95_000, totalProfitLoss: 1_000 },
    });
    const after = await getJson(t.app, ada, '/api/portfolio');
    expect(after.cashBalance).toBe(before.cashBalance + 5_000);
    expect(after.totalValue).toBe(before.totalValue + 5_000);
    expect(await getJson(t.app, ada, '/api/bank/balance')).toEqual({ balance: 20_000 });
    const [latest] = await getJson(t.app, ada, '/api/bank/transactions');
    expect(latest).toMatchObject({ type: 'transfer', amount: -5_000, portfolio: 'Personal Portfolio' });
    const row = await t.deps.db.db
      .selectFrom('bank_transactions')
      .select(['value_before_cents', 'competition_id', 'season'])
      .where('type', '=', 'transfer')
      .executeTakeFirstOrThrow();
    // Cash 90,000 + 100 AAPL at 110: the value just before the deposit, at the server's quote.
    expect(row).toEqual({ value_before_cents: 101_000_00, competition_id: 0, season: 0 });
    await expectLedgersBalance(t.deps.db.db);
  });

  it('moves money into a championship season and a running league the caller plays, and lists them as targets', async () => {
    const ada = await buildTrader(t.deps.db.db);
    const bob = await buildTrader(t.deps.db.db);
    await fundBank(t.deps.db.db, bob.id, 10_000_00);
    expect((await joinChampionship(t.app, bob, 1)).statusCode).toBe(200);
    const league = await newLeague(t.app, ada, { name: 'Lunch Traders' });
    const ended = await newLeague(t.app, ada, { name: 'Old League' });
    expect((await joinLeague(t.app, bob, league.code)).statusCode).toBe(200);
    expect((await joinLeague(t.app, bob, ended.code)).statusCode).toBe(200);
    expect((await post(t.app, ada, `/api/leagues/${ended.id}/end`, {})).statusCode).toBe(200);

    const targets = await getJson(t.app, bob, '/api/bank/transfer-targets');
    expect(targets).toEqual([
      { label: 'Personal Portfolio', portfolioType: 'personal', leagueId: null },
      { label: expect.stringMatching(/^Weekly Championship · Season \d+$/), portfolioType: 'weekly', leagueId: null },
      { label: 'Lunch Traders', portfolioType: 'league', leagueId: league.id },
    ]);

    const weekly = await transfer(t.app, bob, { amount: 2_500.5, portfolioType: 'weekly' });
    expect(weekly.statusCode, weekly.body).toBe(200);
    expect(weekly.json().portfolio).toBe(targets[1].label);
    const inLeague = await transfer(t.app, bob, {
      amount: 1_000,
      portfolioType: 'league',
      leagueId: String(league.id),
    });
    expect(inLeague.statusCode, inLeague.body).toBe(200);
    expect(inLeague.json()).toMatchObject({ balance: 6_499.5, portfolio: 'Lunch Traders' });
    expect(await getJson(t.app, bob, '/api/competition/1/portfolio')).toMatchObject({ cashBalance: 102_500.5 });
    expect(await getJson(t.app, bob, `/api/leagues/${league.id}/portfolio`)).toMatchObject({ cashBalance: 101_000 });
    expect(await getJson(t.app, bob, '/api/portfolio')).toMatchObject({ cashBalance: 100_000 });
    await expectLedgersBalance(t.deps.db.db);
  });

  it('transfers once when retried with the same Idempotency-Key; the key for another amount is a 409', async () => {
    const ada = await buildTrader(t.deps.db.db);
    await fundBank(t.deps.db.db, ada.id, 10_000_00);
    const key = { 'idempotency-key': 'transfer-7f3a' };
    const first = await transfer(t.app, ada, { amount: 1_000, portfolioType: 'personal' }, key);
    const retries = await Promise.all(
      [1, 2, 3].map(() => transfer(t.app, ada, { amount: 1_000, portfolioType: 'personal' }, key)),
    );
    expect(first.statusCode).toBe(200);
    for (const r of retries) expect(r.json()).toEqual(first.json());
    expect(await getJson(t.app, ada, '/api/bank/balance')).toEqual({ balance: 9_000 });
    expect(await getJson(t.app, ada, '/api/portfolio')).toMatchObject({ cashBalance: 101_000 });
    const other = await transfer(t.app, ada, { amount: 2_000, portfolioType: 'personal' }, key);
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('BANK_IDEMPOTENCY_CONFLICT');
    await expectLedgersBalance(t.deps.db.db);
  });
});
