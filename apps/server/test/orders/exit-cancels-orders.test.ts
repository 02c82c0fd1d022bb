import { beforeEach, describe, expect, it } from 'vitest';
import { withJobLock } from '../../src/jobs/with-job-lock.ts';
import { closeSeasons } from '../../src/modules/competitions/close-seasons.ts';
import { AFTER_WEEKLY_CLOSE, joinChampionship } from '../competitions/competition-builders.ts';
import { buildClass, CLASS_RUNNING, removeStudent } from '../educator/class-builders.ts';
import { joinLeague, newLeague, post } from '../leagues/league-builders.ts';
import { buildTrader, expectLedgersBalance, type Trader } from '../trading/trading-builders.ts';
import { OPEN_WEDNESDAY, ordersApp, postOrder } from './order-helpers.ts';

/**
 * Leaving a portfolio cancels its open orders (docs/decisions/020-queued-market-orders-and-cancelling-on-exit.md):
 * removal from a class, account deletion, a league's end and a season's close. Eight GTC orders are placed before
 * the exit; afterwards the matcher sees prices that would fill every one, and none fills.
 */
describe('exits cancel the open orders of the portfolios left', () => {
  const s = ordersApp();
  const db = () => s.t.deps.db.db;
  beforeEach(() => {
    s.t.clock.set(OPEN_WEDNESDAY);
    s.market.setPrice('AAPL', 160_00);
  });

  /** A new player in the weekly championship's season of OPEN_WEDNESDAY. */
  async function championshipPlayer(): Promise<Trader> {
    const player = await buildTrader(db(), { now: new Date(OPEN_WEDNESDAY) });
    expect((await joinChampionship(s.t.app, player, 1)).statusCode).toBe(200);
    return player;
  }

  /** Eight GTC buy limits at $150 (AAPL is at $160): $12,000 held back. */
  async function placeEight(who: Trader, where: Record<string, unknown> = {}): Promise<number[]> {
    const ids: number[] = [];
    for (let i = 0; i < 8; i++) {
      const body = { symbol: 'AAPL', side: 'buy', quantity: 10, type: 'limit', limitPrice: 150, timeInForce: 'gtc' };
      const res = await postOrder(s.t.app, who, { ...body, ...where });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ status: 'open', reservedCash: 1_500 });
      ids.push(res.json().id);
    }
    return ids;
  }

  /** AAPL drops through every limit; a matching round a minute later (inside the session). */
  async function pricesThatWouldFill() {
    s.market.setPrice('AAPL', 140_00);
    s.t.clock.advance(60_000);
    await s.jobs.match();
  }

  async function expectCancelled(ids: number[], reason: string) {
    const rows = await db().selectFrom('orders').selectAll().where('id', 'in', ids).orderBy('id').execute();
    expect(rows).toHaveLength(8);
    for (const row of rows)
      expect([row.status, row.reason, Number(row.reserved_cash_cents), row.trade_id]).toEqual([
        'cancelled',
        reason,
        0,
        null,
      ]);
    const trades = await db()
      .selectFrom('trades')
      .select('id')
      .where('user_id', 'in', [...new Set(rows.map((r) => Number(r.user_id)))])
      .execute();
    expect(trades).toEqual([]);
    await expectLedgersBalance(db());
  }

  it('removing a student from the class cancels their class orders; the matcher fills none', async () => {
    const { teacher, leagueId, students } = await buildClass(s.t, ['Ann']);
    s.t.clock.set(CLASS_RUNNING);
    const student = students[0]!;
    const ids = await placeEight(student, { portfolioType: 'league', competitionId: leagueId });
    expect((await removeStudent(s.t.app, teacher, leagueId, student.id)).statusCode).toBe(200);
    await pricesThatWouldFill();
    await expectCancelled(ids, 'Cancelled: removed from the class');
  });

  it('deleting an account cancels the orders of every portfolio it had', async () => {
    const gone = await championshipPlayer();
    const ids = [...(await placeEight(gone)).slice(0, 4), ...(await placeEight(gone, { competitionId: 1 })).slice(4)];
    const deleted = await s.t.app.inject({
      method: 'DELETE',
      url: '/api/user/account',
      headers: { cookie: gone.cookie },
    });
    expect(deleted.statusCode).toBe(200);
    await pricesThatWouldFill();
    const all = await db().selectFrom('orders').select('id').where('user_id', '=', gone.id).execute();
    const every = all.map((r) => Number(r.id));
    expect(every).toHaveLength(16);
    await expectCancelled(ids, 'Cancelled: account deleted');
    await expectCancelled(
      every.filter((id) => !ids.includes(id)),
      'Cancelled: account deleted',
    );
  });

  it('ending a league cancels the orders of its portfolios', async () => {
    const [ada, bob] = [await buildTrader(db()), await buildTrader(db())] as [Trader, Trader];
    const { id, code } = await newLeague(s.t.app, ada);
    expect((await joinLeague(s.t.app, bob, code, 'Bob')).statusCode).toBe(200);
    const ids = [
      ...(await placeEight(bob, { portfolioType: 'league', competitionId: id })).slice(0, 5),
      ...(await placeEight(ada, { portfolioType: 'league', competitionId: id })).slice(5),
    ];
    const ended = await post(s.t.app, ada, `/api/leagues/${id}/end`, {});
    expect(ended.statusCode, ended.body).toBe(200);
    await pricesThatWouldFill();
    const rows = await db().selectFrom('orders').select('id').where('competition_id', '=', id).execute();
    expect(rows).toHaveLength(16);
    await expectCancelled(ids, 'Cancelled: league ended');
  });

  it("closing a championship season cancels that season's orders", async () => {
    const player = await championshipPlayer();
    const ids = await placeEight(player, { competitionId: 1 });
    s.t.clock.set(AFTER_WEEKLY_CLOSE);
    await withJobLock(s.t.deps.db, 727_276, () => closeSeasons(s.t.deps, new Date(AFTER_WEEKLY_CLOSE)));
    s.t.clock.set('2026-11-23T15:00:00Z'); // Monday: the market is open again
    await pricesThatWouldFill();
    await expectCancelled(ids, 'Cancelled: season closed');
  });

  it('an order placed while a removal holds the portfolio is refused once the removal commits', async () => {
    const { leagueId, students } = await buildClass(s.t, ['Dot']);
    s.t.clock.set(CLASS_RUNNING);
    const student = students[0]!;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let holding = () => {};
    const taken = new Promise<void>((resolve) => {
      holding = resolve;
    });
    // The removal's transaction as remove-class-student.ts runs it: the seat marked removed, then the student's
    // portfolio locked (cancel-exit-orders.ts) while an order is placed, which passed its checks before the commit.
    const removal = db()
      .transaction()
      .execute(async (trx) => {
        await trx
          .updateTable('competition_participants')
          .set({ removed_at: s.t.clock.now().getTime() })
          .where('competition_id', '=', leagueId)
          .where('user_id', '=', student.id)
          .execute();
        await trx
          .updateTable('portfolios')
          .set((eb) => ({ order_version: eb('order_version', '+', 1) }))
          .where('user_id', '=', student.id)
          .where('competition_id', '=', leagueId)
          .execute();
        holding();
        await held;
      });
    await taken;
    const body = { symbol: 'AAPL', side: 'buy', quantity: 10, type: 'limit', limitPrice: 150, timeInForce: 'gtc' };
    const placing = postOrder(s.t.app, student, { ...body, portfolioType: 'league', competitionId: leagueId });
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await removal;
    const placed = await placing;
    expect(placed.statusCode, placed.body).toBe(403);
    expect(placed.json()).toMatchObject({ code: 'COMPETITION_NOT_PARTICIPANT' });
    const open = await db().selectFrom('orders').select('id').where('user_id', '=', student.id).execute();
    expect(open).toEqual([]);
  });

  it('the matcher never fills an order whose player left the portfolio, even if the exit left it open', async () => {
    const { leagueId, students } = await buildClass(s.t, ['Bea', 'Cal']);
    s.t.clock.set(CLASS_RUNNING);
    const [removed, deleted] = students as [Trader, Trader];
    const removedIds = await placeEight(removed, { portfolioType: 'league', competitionId: leagueId });
    const deletedIds = await placeEight(deleted);
    // The exits as recorded without their cancels (an exit path that forgot them).
    await db()
      .updateTable('competition_participants')
      .set({ removed_at: s.t.clock.now().getTime() })
      .where('user_id', '=', removed.id)
      .execute();
    await db()
      .updateTable('users')
      .set({ deleted_at: s.t.clock.now().getTime() })
      .where('id', '=', deleted.id)
      .execute();
    await pricesThatWouldFill();
    await expectCancelled(removedIds, 'Cancelled: removed from the class');
    await expectCancelled(deletedIds, 'Cancelled: account deleted');
  });
});
