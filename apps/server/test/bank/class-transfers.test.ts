import { LEAGUE_SETTINGS_MESSAGES, TRANSFER_MESSAGES } from '@tradearena/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildClass, CLASS_RUNNING } from '../educator/class-builders.ts';
import { createFakeMarketData } from '../helpers/fake-market-data.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { newLeague, patchLeagueSettings, WEDNESDAY } from '../leagues/league-builders.ts';
import { expectLedgersBalance, getJson } from '../trading/trading-builders.ts';
import { fundBank, transfer } from './bank-builders.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ now: WEDNESDAY, deps: { marketData: createFakeMarketData({ AAPL: 100_00 }) } });
});
afterEach(async () => {
  await t.close();
});

const NOT_ALLOWED = {
  error: TRANSFER_MESSAGES.classNotAllowed,
  message: TRANSFER_MESSAGES.classNotAllowed,
  code: 'BANK_TRANSFER_CLASS_NOT_ALLOWED',
};

describe('bank or store cash into a class portfolio (ADR 012)', () => {
  it('is refused by default, offered and taken once the educator allows it, refused again when switched off', async () => {
    const { teacher, leagueId, students } = await buildClass(t, ['Ada']);
    const ada = students[0]!;
    await fundBank(t.deps.db.db, ada.id, 200_000_00);
    t.clock.set(CLASS_RUNNING);
    const leagueTargets = async () =>
      (await getJson(t.app, ada, '/api/bank/transfer-targets')).filter(
        (x: { portfolioType: string }) => x.portfolioType === 'league',
      );
    const toClass = { amount: 150_000, portfolioType: 'league', leagueId };

    const educatorLeague = async () =>
      (await getJson(t.app, teacher, '/api/educator/leagues')).find((l: { id: number }) => l.id === leagueId);
    expect((await educatorLeague()).allowBankTransfers).toBe(false);
    expect(await leagueTargets()).toEqual([]);
    const refused = await transfer(t.app, ada, toClass);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(NOT_ALLOWED);
    expect(await getJson(t.app, ada, '/api/bank/balance')).toEqual({ balance: 200_000 });
    expect(await getJson(t.app, ada, `/api/leagues/${leagueId}/portfolio`)).toMatchObject({ cashBalance: 25_000 });

    const on = await patchLeagueSettings(t.app, teacher, leagueId, { allowBankTransfers: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().league).toMatchObject({ id: leagueId, allowBankTransfers: true, shortSellingAllowed: false });
    expect((await educatorLeague()).allowBankTransfers).toBe(true);
    expect(await leagueTargets()).toEqual([{ label: 'Period 3 Economics', portfolioType: 'league', leagueId }]);
    const taken = await transfer(t.app, ada, toClass);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(await getJson(t.app, ada, '/api/bank/balance')).toEqual({ balance: 50_000 });
    expect(await getJson(t.app, ada, `/api/leagues/${leagueId}/portfolio`)).toMatchObject({ cashBalance: 175_000 });

    // Only the named switch changes.
    const off = await patchLeagueSettings(t.app, teacher, leagueId, { allowBankTransfers: false });
    expect(off.json().league).toMatchObject({ allowBankTransfers: false, shortSellingAllowed: false });
    expect((await transfer(t.app, ada, { ...toClass, amount: 1 })).json()).toEqual(NOT_ALLOWED);
    expect(await leagueTargets()).toEqual([]);
    expect(await getJson(t.app, ada, '/api/bank/balance')).toEqual({ balance: 50_000 });
    await expectLedgersBalance(t.deps.db.db);
  });

  it("is the class educator's switch only: students refused, friend leagues keep taking cash", async () => {
    const { teacher, leagueId, students } = await buildClass(t, ['Ada']);
    const ada = students[0]!;
    const student = await patchLeagueSettings(t.app, ada, leagueId, { allowBankTransfers: true });
    expect(student.statusCode).toBe(403);
    expect(student.json().code).toBe('LEAGUE_NOT_CREATOR');

    const friends = await newLeague(t.app, ada, { name: 'Lunch Traders' });
    expect(friends.league.allowBankTransfers).toBe(true);
    const fixed = await patchLeagueSettings(t.app, ada, friends.id, { allowBankTransfers: false });
    expect(fixed.statusCode).toBe(409);
    expect(fixed.json()).toEqual({
      error: LEAGUE_SETTINGS_MESSAGES.bankTransfersClassOnly,
      message: LEAGUE_SETTINGS_MESSAGES.bankTransfersClassOnly,
      code: 'COMPETITION_SETTINGS_FIXED',
    });
    await fundBank(t.deps.db.db, ada.id, 1_000_00);
    const res = await transfer(t.app, ada, { amount: 10, portfolioType: 'league', leagueId: friends.id });
    expect(res.statusCode, res.body).toBe(200);
    for (const body of [{ allowBankTransfers: 'yes' }, { allowBankTransfers: null }]) {
      const bad = await patchLeagueSettings(t.app, teacher, leagueId, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(bad.json().code).toBe('REQUEST_INVALID');
    }
  });
});
