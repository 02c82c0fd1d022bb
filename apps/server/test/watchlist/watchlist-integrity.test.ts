import { WATCHLIST_MAX } from '@tradearena/contracts';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { UNIVERSE } from '../../src/adapters/market-data/simulated/universe.ts';
import { addToWatchlist } from '../../src/modules/watchlist/watchlist.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { buildTrader, type Trader } from '../trading/trading-builders.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const add = (who: Pick<Trader, 'cookie'>, symbol: string) =>
  t!.app.inject({ method: 'POST', url: '/api/watchlist', payload: { symbol }, headers: { cookie: who.cookie } });

const storedSymbols = async (userId: number) =>
  (await t!.deps.db.db.selectFrom('watchlist_items').select('symbol').where('user_id', '=', userId).execute()).map(
    (r) => r.symbol,
  );

describe('watchlist integrity', () => {
  it(`keeps the ${WATCHLIST_MAX}-symbol cap when the last free places are asked for at the same time`, async () => {
    t = await createTestApp();
    const ada = await buildTrader(t.deps.db.db, { username: 'ada_student' });
    const deps = { db: t.deps.db.db, kind: t.deps.db.kind, clock: t.deps.clock, marketData: t.deps.marketData };
    const symbols = UNIVERSE.map((u) => u.symbol);
    const racing = symbols.slice(WATCHLIST_MAX - 1, WATCHLIST_MAX + 5);
    for (const symbol of symbols.slice(0, WATCHLIST_MAX - 1)) expect((await add(ada, symbol)).statusCode).toBe(200);
    // Six requests started in one turn, on connections already open (PostgreSQL), so each one's check of the count
    // runs while the others run theirs.
    await Promise.all(racing.map(() => sql`select 1`.execute(t!.deps.db.db)));
    const results = await Promise.all(racing.map((symbol) => addToWatchlist(deps, { userId: ada.id, symbol })));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    for (const r of results.filter((x) => !x.ok))
      expect(r).toMatchObject({ ok: false, error: { code: 'WATCHLIST_FULL' } });
    expect(await storedSymbols(ada.id)).toHaveLength(WATCHLIST_MAX);
  });

  it('goes with the account: deleting the account deletes its watchlist, and other players keep theirs', async () => {
    t = await createTestApp();
    const gone = await buildTrader(t.deps.db.db, { username: 'gone_student' });
    const stays = await buildTrader(t.deps.db.db, { username: 'stays_student' });
    for (const symbol of ['AAPL', 'KO']) {
      expect((await add(gone, symbol)).statusCode).toBe(200);
      expect((await add(stays, symbol)).statusCode).toBe(200);
    }
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/user/account',
      headers: { cookie: gone.cookie },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await storedSymbols(gone.id)).toEqual([]);
    expect((await storedSymbols(stays.id)).sort()).toEqual(['AAPL', 'KO']);
  });
});
