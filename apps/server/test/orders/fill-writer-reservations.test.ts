import type { PriceMark } from '@tradearena/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bumpOrderVersion } from '../../src/modules/orders/order-rows.ts';
import { loadPortfolio } from '../../src/modules/trading/load-portfolio.ts';
import { createOrderDesk } from '../../src/modules/trading/order-desk.ts';
import { planFill } from '../../src/modules/trading/plan-fill.ts';
import { PERSONAL } from '../../src/modules/trading/trading-deps.ts';
import { createTestDb } from '../helpers/test-db.ts';
import { buildTrader, expectLedgersBalance } from '../trading/trading-builders.ts';

const NOW = new Date('2026-11-18T15:00:00Z');
const marks = new Map<string, PriceMark>([['AAPL', { priceCents: 100_00, previousCloseCents: 100_00 }]]);

/**
 * Decision 014's writers of fills planned in memory (SQLite: write-fill.ts in the group commit; PostgreSQL: the one
 * batch statement) also match the portfolio's order version (issue 17): a fill planned before its open orders
 * changed writes nothing, so it never spends what an order reserved meanwhile.
 */
describe('fills planned in memory and open orders', () => {
  let t: Awaited<ReturnType<typeof createTestDb>>;
  beforeEach(async () => {
    t = await createTestDb();
  });
  afterEach(() => t.destroy());

  const plan = async (userId: number, quantity: number) => {
    const state = (await loadPortfolio(t.db, userId, PERSONAL))!;
    const planned = planFill(state, {
      userId,
      symbol: 'AAPL',
      side: 'buy',
      quantity,
      priceCents: 100_00,
      now: NOW,
      marks,
    });
    if (!planned.ok) throw new Error(planned.message);
    return planned.plan;
  };

  it('writes nothing for a fill planned before the open orders changed, and writes one planned after', async () => {
    const desk = createOrderDesk(t);
    const trader = await buildTrader(t.db);
    const stale = await plan(trader.id, 5);
    await bumpOrderVersion(t.db, trader.portfolioId, NOW.getTime());
    expect(await desk.fills.write(stale)).toBeNull();
    const fresh = await plan(trader.id, 5);
    expect(fresh.reservedBefore.version).toBe(1);
    expect(await desk.fills.write(fresh)).toEqual(expect.any(Number));
    const after = (await loadPortfolio(t.db, trader.id, PERSONAL))!;
    expect(after.ledger).toEqual(fresh.ledgerAfter);
    expect(after.reserved.version).toBe(1);
    await expectLedgersBalance(t.db);
  });
});
