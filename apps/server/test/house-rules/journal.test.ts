import { ErrorBodySchema, JournalPageSchema } from '@tradearena/contracts';
import { parse } from 'csv-parse/sync';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMarketHours } from '../../src/adapters/market-data/create-market-hours.ts';
import { buildEducator } from '../educator/educator-builders.ts';
import { createFakeMarketData } from '../helpers/fake-market-data.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { get, joinLeague, leagueTrade, WEDNESDAY } from '../leagues/league-builders.ts';
import { buildTrader, getJson, type Trader } from '../trading/trading-builders.ts';
import { friendLeagueWithPlayer, runningClassWithStudent } from './house-rules-builders.ts';

let t: TestApp;
beforeEach(async () => {
  const market = createFakeMarketData({ AAPL: 100_00, MSFT: 200_00 });
  t = await createTestApp({ now: WEDNESDAY, deps: { marketData: market, marketHours: createMarketHours('nyse') } });
});
afterEach(async () => {
  await t.close();
});

const errorOf = (res: { statusCode: number; json(): unknown }) => ({
  status: res.statusCode,
  ...ErrorBodySchema.parse(res.json()),
});
const patchTrade = (who: Pick<Trader, 'cookie'>, id: number | string, payload: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/trades/${id}`,
    headers: { cookie: who.cookie },
    payload: payload as Record<string, unknown>,
  });

async function tradeWithNote(who: Trader, leagueId: number, action: 'buy' | 'sell', note?: string) {
  const res = await leagueTrade(t.app, who, leagueId, { symbol: 'AAPL', action, shares: 1, note } as never);
  if (res.statusCode !== 200) throw new Error(`trade: ${res.body}`);
  return res.json().trade as { id: number; note?: string | null };
}

describe('the trade journal: notes and reflections', () => {
  it('carries the note on GET /api/trades of the league, and takes a reflection on a closed trade only', async () => {
    const { player, leagueId } = await friendLeagueWithPlayer(t);
    const buy = await tradeWithNote(player, leagueId, 'buy', 'Strong iPhone sales');
    // The holding shows why it was bought.
    const held = await getJson(t.app, player, `/api/leagues/${leagueId}/positions`);
    expect(held).toMatchObject([{ symbol: 'AAPL', quantity: 1, note: 'Strong iPhone sales' }]);
    const sell = await tradeWithNote(player, leagueId, 'sell', 'Target reached');
    const page = await getJson(t.app, player, `/api/trades?competitionId=${leagueId}`);
    expect(page.trades.map((x: { note: string }) => x.note)).toEqual(['Target reached', 'Strong iPhone sales']);
    expect((await getJson(t.app, player, '/api/trades')).trades).toEqual([]);

    const reflected = await patchTrade(player, sell.id, { reflection: 'Sold too early' });
    expect(reflected.statusCode, reflected.body).toBe(200);
    expect(reflected.json()).toMatchObject({ id: sell.id, note: 'Target reached', reflection: 'Sold too early' });
    const again = await getJson(t.app, player, `/api/trades?competitionId=${leagueId}`);
    expect(again.trades[0].reflection).toBe('Sold too early');

    expect(errorOf(await patchTrade(player, buy.id, { reflection: 'x' }))).toMatchObject({
      status: 409,
      code: 'TRADE_NOT_CLOSED',
    });
    const stranger = await buildTrader(t.deps.db.db);
    expect(errorOf(await patchTrade(stranger, sell.id, { reflection: 'mine now' }))).toMatchObject({
      status: 404,
      code: 'TRADE_NOT_FOUND',
    });
    expect(errorOf(await patchTrade(player, 999_999, { reflection: 'x' }))).toMatchObject({ status: 404 });
    expect(errorOf(await patchTrade(player, sell.id, { reflection: 'x'.repeat(501) }))).toMatchObject({
      status: 400,
      code: 'REQUEST_INVALID',
    });
    expect(errorOf(await patchTrade(player, sell.id, {}))).toMatchObject({ status: 400, code: 'REQUEST_INVALID' });
    expect(errorOf(await patchTrade(player, 'abc', { reflection: 'x' }))).toMatchObject({ status: 400 });
    const cleared = await patchTrade(player, sell.id, { reflection: null });
    expect(cleared.json().reflection).toBeNull();
    const outsider = await getJson(t.app, stranger, '/api/trades');
    expect(outsider.trades).toEqual([]);
    const notPlaying = errorOf(await get(t.app, stranger, `/api/trades?competitionId=${leagueId}`));
    expect(notPlaying).toMatchObject({ status: 403, code: 'COMPETITION_NOT_PARTICIPANT' });
  });

  it("lists a class's notes and reflections for its educator, newest first and paginated", async () => {
    const { teacher, student, leagueId } = await runningClassWithStudent(t);
    const code = (await getJson(t.app, teacher, '/api/educator/leagues')).find((l: { id: number }) => l.id === leagueId)
      ?.inviteCode as string;
    const second = await buildTrader(t.deps.db.db);
    await joinLeague(t.app, second, code, 'Lee');
    await tradeWithNote(student, leagueId, 'buy', 'First reason');
    await tradeWithNote(student, leagueId, 'buy');
    const sold = await tradeWithNote(second, leagueId, 'buy', '<script>alert(1)</script>');
    const closing = await tradeWithNote(student, leagueId, 'sell', 'Locking in');
    await patchTrade(student, closing.id, { reflection: 'Should have waited' });

    const first = JournalPageSchema.parse(await getJson(t.app, teacher, `/api/educator/journal/${leagueId}?limit=2`));
    expect(first.entries.map((e) => [e.displayName, e.note, e.reflection])).toEqual([
      ['Sam', 'Locking in', 'Should have waited'],
      ['Lee', '<script>alert(1)</script>', null],
    ]);
    expect(first.entries[1]!.tradeId).toBe(sold.id);
    expect(first.nextCursor).not.toBeNull();
    const rest = JournalPageSchema.parse(
      await getJson(t.app, teacher, `/api/educator/journal/${leagueId}?limit=2&cursor=${first.nextCursor}`),
    );
    expect(rest.entries.map((e) => e.note)).toEqual(['First reason']);
    expect(rest.nextCursor).toBeNull();

    const otherTeacher = await buildEducator(t.deps.db.db);
    expect(errorOf(await get(t.app, otherTeacher, `/api/educator/journal/${leagueId}`))).toMatchObject({
      status: 404,
      code: 'EDUCATOR_LEAGUE_NOT_FOUND',
    });
    expect(errorOf(await get(t.app, student, `/api/educator/journal/${leagueId}`))).toMatchObject({
      status: 403,
      code: 'EDUCATOR_REQUIRED',
    });
    expect(errorOf(await get(t.app, teacher, `/api/educator/journal/${leagueId}?limit=0`))).toMatchObject({
      status: 400,
    });

    const activity = await getJson(t.app, teacher, `/api/educator/activity?leagueId=${leagueId}`);
    expect(activity[0]).toMatchObject({ symbol: 'AAPL', side: 'sell', note: 'Locking in' });
    const csv = await get(t.app, teacher, `/api/educator/export/${leagueId}`);
    const [header, ...rows] = parse(csv.body, { bom: true }) as string[][];
    expect(header!.at(-1)).toBe('Latest Note');
    const byName = Object.fromEntries(rows.map((r) => [r[1], r.at(-1)]));
    expect(byName).toEqual({ Sam: 'Locking in', Lee: '<script>alert(1)</script>' });
  });
});
