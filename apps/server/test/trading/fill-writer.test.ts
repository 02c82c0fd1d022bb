import type { PriceMark } from '@tradearena/domain';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOrderDesk } from '../../src/modules/orders/order-desk.ts';
import { bumpOrderVersion } from '../../src/modules/orders/order-rows.ts';
import { type FillPlan, planFill } from '../../src/modules/orders/plan-fill.ts';
import { loadPortfolio } from '../../src/modules/portfolio/load-portfolio.ts';
import { PERSONAL } from '../../src/modules/portfolio/trading-deps.ts';
import { watchQueries } from '../helpers/query-plugins.ts';
import { createTestDb } from '../helpers/test-db.ts';
import { buildTrader, expectLedgersBalance } from './trading-builders.ts';

type TestDb = Awaited<ReturnType<typeof createTestDb>>;

const NOW = new Date('2026-11-18T15:00:00Z');
const marks = (symbol: string, priceCents: number) =>
  new Map<string, PriceMark>([[symbol, { priceCents, previousCloseCents: priceCents }]]);

/**
 * The order desk's writer of fills planned in memory (fill-from-memory.ts): on SQLite units of the group commit, on
 * PostgreSQL one statement for the fills of an event-loop turn (batch-fills.ts). The same answers on both.
 */
describe('writing fills planned in memory', () => {
  let t: TestDb;
  beforeEach(async () => {
    t = await createTestDb();
  });
  afterEach(() => t.destroy());

  async function plan(userId: number, side: 'buy' | 'sell', quantity: number, priceCents = 100_00): Promise<FillPlan> {
    const state = (await loadPortfolio(t.db, userId, PERSONAL))!;
    const planned = planFill(state, {
      userId,
      symbol: 'AAPL',
      side,
      quantity,
      priceCents,
      now: NOW,
      marks: marks('AAPL', priceCents),
    });
    if (!planned.ok) throw new Error(planned.message);
    return planned.plan;
  }

  const trades = async () =>
    t.db.selectFrom('trades').select(['portfolio_id', 'side', 'quantity']).orderBy('id').execute();

  it('writes the fills of one turn, each answered with its own trade', async () => {
    const desk = createOrderDesk(t);
    const traders = await Promise.all([1, 2, 3].map(() => buildTrader(t.db)));
    const plans = await Promise.all(traders.map((tr, i) => plan(tr.id, 'buy', i + 1)));
    const ids = await Promise.all(plans.map((p) => desk.fills.write(p)));
    expect(ids.every((id) => typeof id === 'number')).toBe(true);
    const rows = await t.db.selectFrom('trades').select(['id', 'portfolio_id', 'quantity']).execute();
    for (const [i, trader] of traders.entries()) {
      expect(rows.find((r) => Number(r.id) === ids[i])).toMatchObject({
        portfolio_id: trader.portfolioId,
        quantity: i + 1,
      });
      const after = (await loadPortfolio(t.db, trader.id, PERSONAL))!;
      expect(after.ledger).toEqual(plans[i]!.ledgerAfter);
      expect(after.lots).toEqual(plans[i]!.lotsAfter);
    }
    await expectLedgersBalance(t.db);
  });

  it('writes one of two fills planned on the same state of a portfolio; the other finds it moved', async () => {
    const desk = createOrderDesk(t);
    const trader = await buildTrader(t.db);
    const [a, b] = [await plan(trader.id, 'buy', 2), await plan(trader.id, 'buy', 3)];
    const ids = await Promise.all([desk.fills.write(a), desk.fills.write(b)]);
    expect(ids.filter((id) => id === null)).toHaveLength(1);
    const written = ids[0] === null ? b : a;
    expect((await loadPortfolio(t.db, trader.id, PERSONAL))!.ledger).toEqual(written.ledgerAfter);
    expect(await trades()).toHaveLength(1);
    await expectLedgersBalance(t.db);
  });

  it('writes nothing for a fill planned on a state that has changed since', async () => {
    const desk = createOrderDesk(t);
    const trader = await buildTrader(t.db);
    const stale = await plan(trader.id, 'buy', 5);
    expect(await desk.fills.write(await plan(trader.id, 'buy', 1))).not.toBeNull();
    const other = await buildTrader(t.db);
    const ids = await Promise.all([desk.fills.write(stale), desk.fills.write(await plan(other.id, 'buy', 1))]);
    expect(ids[0]).toBeNull();
    expect(ids[1]).not.toBeNull();
    expect((await trades()).map((r) => r.quantity)).toEqual([1, 1]);
    await expectLedgersBalance(t.db);
  });

  it('updates a held position and deletes a closed one, at the planned cost basis', async () => {
    const desk = createOrderDesk(t);
    const trader = await buildTrader(t.db);
    await desk.fills.write(await plan(trader.id, 'buy', 4, 100_00));
    await desk.fills.write(await plan(trader.id, 'buy', 2, 130_00));
    expect((await loadPortfolio(t.db, trader.id, PERSONAL))!.lots).toEqual([
      { symbol: 'AAPL', quantity: 6, costBasisCents: 660_00 },
    ]);
    const sell = await plan(trader.id, 'sell', 3, 120_00);
    await desk.fills.write(sell);
    expect((await loadPortfolio(t.db, trader.id, PERSONAL))!.lots).toEqual([
      { symbol: 'AAPL', quantity: 3, costBasisCents: 330_00 },
    ]);
    const close = await plan(trader.id, 'sell', 3, 90_00);
    await desk.fills.write(close);
    const after = (await loadPortfolio(t.db, trader.id, PERSONAL))!;
    expect(after.lots).toEqual([]);
    expect(after.ledger).toEqual(close.ledgerAfter);
    expect(after.ledger).toMatchObject({
      totalTrades: 4,
      totalSells: 2,
      winningSells: 1,
      realizedPnlCents: 30_00 - 60_00,
    });
    await expectLedgersBalance(t.db);
  });

  // Decision 014's writers also match the portfolio's order version (docs/product/trading.md#order-types): a fill planned before its open
  // orders changed writes nothing, so it never spends what an order reserved meanwhile.
  it('writes nothing for a fill planned before the open orders changed, and writes one planned after', async () => {
    const desk = createOrderDesk(t);
    const trader = await buildTrader(t.db);
    const stale = await plan(trader.id, 'buy', 5);
    await bumpOrderVersion(t.db, trader.portfolioId, NOW.getTime());
    expect(await desk.fills.write(stale)).toBeNull();
    const fresh = await plan(trader.id, 'buy', 5);
    expect(fresh.reservedBefore.version).toBe(1);
    expect(await desk.fills.write(fresh)).toEqual(expect.any(Number));
    const after = (await loadPortfolio(t.db, trader.id, PERSONAL))!;
    expect(after.ledger).toEqual(fresh.ledgerAfter);
    expect(after.reserved.version).toBe(1);
    await expectLedgersBalance(t.db);
  });

  it('on PostgreSQL, writes the fills of a turn in one statement', async () => {
    if (t.kind !== 'postgres') return;
    const queries = watchQueries();
    const desk = createOrderDesk({ ...t, db: t.db.withPlugin(queries.plugin) });
    const traders = await Promise.all([1, 2, 3, 4, 5].map(() => buildTrader(t.db)));
    const plans = await Promise.all(traders.map((tr) => plan(tr.id, 'buy', 1)));
    queries.reset();
    const ids = await Promise.all(plans.map((p) => desk.fills.write(p)));
    expect(new Set(ids).size).toBe(5);
    expect(queries.count).toBe(1);
  });

  // No head-of-line blocking (docs/decisions/030-orders-one-lane-per-portfolio-and-sync-off-the-loop.md): a
  // portfolio row another transaction holds is skipped, that fill alone goes back to be decided under the row lock,
  // and the rest of its batch (and the batches after it) commit meanwhile.
  it('on PostgreSQL, writes the other fills of a batch while one portfolio’s row is locked elsewhere', async () => {
    if (t.kind !== 'postgres') return;
    const desk = createOrderDesk(t);
    const [held, free] = [await buildTrader(t.db), await buildTrader(t.db)];
    const plans = [await plan(held.id, 'buy', 1), await plan(free.id, 'buy', 1)];
    let release!: () => void;
    const releaseLock = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const holder = t.db.transaction().execute(async (trx) => {
      await sql`select id from portfolios where id = ${held.portfolioId} for update`.execute(trx);
      locked();
      await releaseLock;
    });
    await isLocked;
    const writes = plans.map((p) => desk.fills.write(p));
    const outcome = await Promise.race([
      Promise.all(writes),
      new Promise<'blocked'>((resolve) => setTimeout(() => resolve('blocked'), 3_000)),
    ]);
    release();
    await holder;
    expect(outcome).not.toBe('blocked');
    const [heldId, freeId] = outcome as (number | null)[];
    expect(heldId).toBeNull();
    expect(freeId).toEqual(expect.any(Number));
    expect((await trades()).map((r) => r.portfolio_id)).toEqual([free.portfolioId]);
    // Unlocked, the skipped portfolio's fill (decided again on its state) is written.
    expect(await desk.fills.write(await plan(held.id, 'buy', 1))).toEqual(expect.any(Number));
    await expectLedgersBalance(t.db);
  });
});
