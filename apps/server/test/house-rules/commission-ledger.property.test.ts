import { ErrorBodySchema } from '@tradearena/contracts';
import { commissionCents } from '@tradearena/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMarketHours } from '../../src/adapters/market-data/create-market-hours.ts';
import { createFakeMarketData } from '../helpers/fake-market-data.ts';
import { createTestApp } from '../helpers/test-app.ts';
import { WEDNESDAY } from '../leagues/league-builders.ts';
import { orderJobs } from '../orders/order-helpers.ts';
import { expectLedgersBalance } from '../trading/trading-builders.ts';
import { friendLeagueWithPlayer, leagueOrder, saveRules } from './house-rules-builders.ts';

const SYMBOLS = ['AAPL', 'MSFT'] as const;
const SIDES = ['buy', 'sell', 'short', 'cover'] as const;
const SEED = Number(process.env.COMMISSION_SEED ?? 2026_11);

const stepArbitrary = fc.record({
  symbol: fc.constantFrom(...SYMBOLS),
  side: fc.constantFrom(...SIDES),
  quantity: fc.integer({ min: 1, max: 400 }),
  type: fc.constantFrom('market', 'limit'),
  /** The price moves by this many percent before the order (then the matcher runs). */
  move: fc.integer({ min: -20, max: 20 }),
});

/**
 * ADR 026: with a league commission, random market and limit orders on every side keep cash + cost basis = starting
 * cash + net deposits + realized P&L and cash = start + deposits − buys + sells − commissions (expectLedgersBalance),
 * never a 5xx, and each fill's commission is the rule's (perTradeCents + percent of the amount, half up). On SQLite
 * and PostgreSQL (TEST_DB).
 */
describe('commissions keep the ledger identity (property)', () => {
  it('holds after every step of random order sequences', async () => {
    const market = createFakeMarketData({ AAPL: 100_00, MSFT: 37_77 });
    const t = await createTestApp({
      now: WEDNESDAY,
      deps: { marketData: market, marketHours: createMarketHours('nyse') },
    });
    const jobs = orderJobs(t);
    const commission = { perTradeCents: 199, percent: 0.37 };
    let charged = 0;
    try {
      await fc.assert(
        fc.asyncProperty(fc.array(stepArbitrary, { minLength: 4, maxLength: 10 }), async (steps) => {
          t.clock.set(WEDNESDAY);
          const { owner, player, leagueId } = await friendLeagueWithPlayer(t);
          await saveRules(t.app, owner, leagueId, { commission });
          const prices = new Map<string, number>([
            ['AAPL', 100_00],
            ['MSFT', 37_77],
          ]);
          for (const [s, p] of prices) market.setPrice(s, p, p);
          for (const step of steps) {
            const price = Math.max(1_00, Math.round((prices.get(step.symbol)! * (100 + step.move)) / 100));
            prices.set(step.symbol, price);
            market.setPrice(step.symbol, price);
            await jobs.match();
            const res = await leagueOrder(t.app, player, leagueId, {
              symbol: step.symbol,
              side: step.side,
              quantity: step.quantity,
              type: step.type,
              ...(step.type === 'limit' ? { limitPrice: price / 100 } : {}),
            });
            expect(res.statusCode, res.body).toBeLessThan(500);
            if (res.statusCode >= 400) ErrorBodySchema.parse(res.json());
            await expectLedgersBalance(t.deps.db.db, { userIds: [player.id] });
          }
          const trades = await t.deps.db.db
            .selectFrom('trades')
            .select(['amount_cents', 'commission_cents'])
            .where('user_id', '=', player.id)
            .execute();
          charged += trades.length;
          for (const tr of trades)
            expect(Number(tr.commission_cents)).toBe(
              commissionCents({ perTradeCents: 199, percentBasisPoints: 37 }, Number(tr.amount_cents)),
            );
        }),
        { seed: SEED, numRuns: 6 },
      );
      expect(charged).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  }, 240_000);
});
