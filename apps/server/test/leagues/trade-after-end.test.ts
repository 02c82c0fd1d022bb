import { afterEach, describe, expect, it } from 'vitest';
import { createInProcessPubSub } from '../../src/adapters/pubsub/in-process-pubsub.ts';
import { placeOrder } from '../../src/modules/orders/place-order.ts';
import { createFakeMarketData } from '../helpers/fake-market-data.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { buildTrader, expectLedgersBalance } from '../trading/trading-builders.ts';
import { newLeague, post, WEDNESDAY } from './league-builders.ts';

let t: TestApp;
afterEach(() => t.close());

/**
 * The routes refuse orders in an ended league or a closed season before placing them; these tests stand for the order
 * that passed that check just before the league ended and reaches the engine after: the engine refuses it in its own
 * transaction, so the frozen standings and the portfolio never disagree.
 */
describe('an order that reaches the engine after its league ended or its season closed', () => {
  async function start() {
    t = await createTestApp({
      now: WEDNESDAY,
      deps: { marketData: createFakeMarketData({ AAPL: 100_00 }), pubsub: createInProcessPubSub() },
    });
    const ada = await buildTrader(t.deps.db.db, { username: 'ada' });
    return {
      ada,
      order: (competitionId: number, season: number) =>
        placeOrder(
          { ...t.deps, ...t.app.orders },
          { userId: ada.id, context: { competitionId, season }, symbol: 'AAPL', side: 'buy', shares: 1 },
        ),
    };
  }

  it('fills while the league runs, and is refused once the creator has ended it', async () => {
    const { ada, order } = await start();
    const { id } = await newLeague(t.app, ada);
    const first = await order(id, 1);
    expect(first.ok, JSON.stringify(first)).toBe(true);
    expect((await post(t.app, ada, `/api/leagues/${id}/end`, {})).statusCode).toBe(200);
    const late = await order(id, 1);
    expect(late).toMatchObject({ ok: false, error: { code: 'LEAGUE_COMPLETED' } });
    const trades = await t.deps.db.db.selectFrom('trades').select('id').execute();
    expect(trades).toHaveLength(1);
    await expectLedgersBalance(t.deps.db.db);
  });

  it('is refused in a championship season that has been claimed by the close', async () => {
    const { ada, order } = await start();
    expect((await post(t.app, ada, '/api/competition/1/join')).statusCode).toBe(200);
    const season = await t.deps.db.db
      .selectFrom('competition_seasons')
      .select('season')
      .where('competition_id', '=', 1)
      .executeTakeFirstOrThrow();
    const first = await order(1, season.season);
    expect(first.ok, JSON.stringify(first)).toBe(true);
    await t.deps.db.db
      .updateTable('competition_seasons')
      .set({ closed_at: t.clock.now().getTime() })
      .where('competition_id', '=', 1)
      .execute();
    expect(await order(1, season.season)).toMatchObject({ ok: false, error: { code: 'COMPETITION_SEASON_ENDED' } });
  });
});
