import { dividendCashCents } from '@tradearena/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runCorporateActions } from '../../src/modules/corporate-actions/index.ts';
import type { DividendAction, SplitAction } from '../../src/ports/corporate-actions.ts';
import { fundBank, transfer } from '../bank/bank-builders.ts';
import { createCorporateActionsSource } from '../helpers/corporate-actions-source.ts';
import { ordersApp, postOrder } from '../orders/order-helpers.ts';
import { buildTrader, expectLedgersBalance, type Trader } from '../trading/trading-builders.ts';

/** Eight trading days from Monday 30 November 2026. */
const DAYS = [
  '2026-11-30',
  '2026-12-01',
  '2026-12-02',
  '2026-12-03',
  '2026-12-04',
  '2026-12-07',
  '2026-12-08',
  '2026-12-09',
];
const START_PRICES = [50_00, 120_00];
const SEED = Number(process.env.CORPORATE_ACTIONS_SEED ?? 29_039);
const RUNS = Number(process.env.CORPORATE_ACTIONS_RUNS ?? 8);

const op = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('trade' as const),
      who: fc.nat(2),
      symbol: fc.nat(1),
      side: fc.constantFrom('buy' as const, 'sell' as const, 'short' as const, 'cover' as const),
      quantity: fc.integer({ min: 1, max: 200 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('deposit' as const),
      who: fc.nat(2),
      dollars: fc.integer({ min: 1, max: 5_000 }),
    }),
  },
);

const sequence = fc.record({
  dividends: fc.uniqueArray(
    fc.record({
      symbol: fc.nat(1),
      exDay: fc.integer({ min: 1, max: 6 }),
      payAfter: fc.integer({ min: 0, max: 2 }),
      tenThousandths: fc.integer({ min: 1, max: 25_000 }),
    }),
    { maxLength: 3, selector: (d) => `${d.symbol}:${d.exDay}` },
  ),
  splits: fc.uniqueArray(
    fc.record({
      symbol: fc.nat(1),
      day: fc.integer({ min: 1, max: 7 }),
      from: fc.integer({ min: 1, max: 4 }),
      to: fc.integer({ min: 1, max: 4 }),
    }),
    { maxLength: 2, selector: (s) => `${s.symbol}:${s.day}` },
  ),
  days: fc.array(fc.array(op, { maxLength: 5 }), { minLength: DAYS.length, maxLength: DAYS.length }),
  moves: fc.array(fc.integer({ min: -5, max: 5 }), { minLength: DAYS.length * 2, maxLength: DAYS.length * 2 }),
});

/**
 * The accounting identity with corporate actions (docs/decisions/029-corporate-actions-accounting.md) under random
 * sequences of trades (every side), deposits, ex-dates, pay dates and splits over eight trading days, through the
 * real routes and the job, on SQLite and PostgreSQL (TEST_DB). After every step: expectLedgersBalance (cash + basis =
 * start + deposits + realized + dividends; positions = trades and splits; cash = start + deposits + trade flow +
 * dividend and cash-in-lieu entries). After each close: every entitlement is the quantity held at that close; after
 * the last day every dividend due was paid once, as round(quantity × amount × 100).
 */
describe('corporate actions keep the books balanced (property)', () => {
  const app = ordersApp();
  let runNo = 0;
  /** What the runs exercised, summed (the generator must reach each). */
  const seen = { paid: 0, shortsCharged: 0, split: 0, cashInLieu: 0 };

  it('over random trades, deposits, dividends and splits', async () => {
    await fc.assert(
      fc.asyncProperty(sequence, async (seq) => {
        runNo++;
        const { t, market } = app;
        const db = t.deps.db.db;
        // Symbols of this run only: the actions of one run never meet another's portfolios.
        const symbols = [`R${runNo}A`, `R${runNo}B`];
        const prices = [...START_PRICES];
        for (const [i, s] of symbols.entries()) market.setPrice(s, prices[i]!, prices[i]!);
        const dividends: DividendAction[] = seq.dividends.map((d) => ({
          symbol: symbols[d.symbol]!,
          declaredDate: DAYS[0]!,
          exDate: DAYS[d.exDay]!,
          payDate: DAYS[Math.min(DAYS.length - 1, d.exDay + d.payAfter)]!,
          amount: d.tenThousandths / 10_000,
        }));
        const splits: SplitAction[] = seq.splits
          .filter((s) => s.from !== s.to)
          .map((s) => ({ symbol: symbols[s.symbol]!, date: DAYS[s.day]!, from: s.from, to: s.to }));
        const source = createCorporateActionsSource({ dividends, splits });
        const deps = { ...t.deps, portfolios: t.app.orders.portfolios };
        const job = () => runCorporateActions(deps, source, t.clock.now());

        t.clock.set(`${DAYS[0]}T15:00:00Z`);
        const traders: Trader[] = [];
        for (let i = 0; i < 3; i++) traders.push(await buildTrader(db, { now: t.clock.now() }));
        const userIds = traders.map((x) => x.id);
        const log: string[] = [];
        const check = () => expectLedgersBalance(db, { userIds });
        /** Each (portfolio, symbol)'s quantity at each day's close. */
        const atClose = new Map<string, number>();

        try {
          for (const [d, day] of DAYS.entries()) {
            // The open (14:30Z in these weeks): a split's symbol opens at its previous close ÷ the ratio, the others move.
            t.clock.set(`${day}T14:31:00Z`);
            for (const [i, s] of symbols.entries()) {
              const split = splits.find((x) => x.symbol === s && x.date === day);
              const previous = prices[i]!;
              prices[i] = split
                ? Math.max(1, Math.round((previous * split.from) / split.to))
                : Math.max(1_00, Math.round((previous * (100 + seq.moves[d * 2 + i]!)) / 100));
              market.setPrice(s, prices[i]!, previous);
            }
            log.push(
              `${day} open: ${symbols.map((s, i) => `${s} ${prices[i]}`).join(', ')} → ${JSON.stringify(await job())}`,
            );
            await check();
            t.clock.set(`${day}T15:00:00Z`);
            for (const o of seq.days[d]!) {
              const who = traders[o.who]!;
              if (o.kind === 'deposit') {
                await fundBank(db, who.id, o.dollars * 100);
                const res = await transfer(t.app, who, { amount: o.dollars, portfolioType: 'personal' });
                log.push(`  deposit ${who.id} $${o.dollars} → ${res.statusCode}`);
                expect(res.statusCode, res.body).toBeLessThan(500);
              } else {
                const body = { symbol: symbols[o.symbol], side: o.side, type: 'market', quantity: o.quantity };
                const res = await postOrder(t.app, who, body);
                log.push(`  ${who.id} ${JSON.stringify(body)} → ${res.statusCode}`);
                expect(res.statusCode, res.body).toBeLessThan(500);
              }
              t.clock.advance(60_000);
              await check();
            }
            // The close, the holders then; the job fixes the entitlements of the next day's ex-dates.
            const positions = await db
              .selectFrom('positions as x')
              .innerJoin('portfolios as p', 'p.id', 'x.portfolio_id')
              .select(['x.portfolio_id', 'x.symbol', 'x.quantity'])
              .where('p.user_id', 'in', userIds)
              .execute();
            for (const x of positions) atClose.set(`${day}:${x.portfolio_id}:${x.symbol}`, Number(x.quantity));
            t.clock.set(`${day}T21:06:00Z`);
            log.push(`${day} close → ${JSON.stringify(await job())}`);
            await check();
          }
          const entries = await db
            .selectFrom('corporate_action_entries')
            .selectAll()
            .where('user_id', 'in', userIds)
            .execute();
          for (const e of entries) {
            if (e.kind === 'dividend') seen.paid++;
            if (e.kind === 'dividend' && Number(e.cash_cents) < 0) seen.shortsCharged++;
            if (e.kind === 'split' && Number(e.quantity) !== 0) seen.split++;
            if (e.kind === 'split' && Number(e.cash_cents) !== 0) seen.cashInLieu++;
          }
          for (const div of dividends) {
            const exDay = DAYS.indexOf(div.exDate);
            const closeDay = DAYS[exDay - 1]!;
            const key = `dividend:${div.symbol}:${div.exDate}`;
            const owed = entries.filter((e) => e.action_key === key && e.kind === 'entitlement');
            const paid = entries.filter((e) => e.action_key === key && e.kind === 'dividend');
            const expected = [...atClose.entries()]
              .filter(([k, q]) => k.startsWith(`${closeDay}:`) && k.endsWith(`:${div.symbol}`) && q !== 0)
              .map(([k, q]) => [Number(k.split(':')[1]), q]);
            expect(owed.map((e) => [Number(e.portfolio_id), Number(e.quantity)]).sort(), key).toEqual(expected.sort());
            // Every pay date is one of the eight days, all of which opened: each entitlement paid once.
            expect(paid.length, key).toBe(owed.length);
            for (const p of paid) {
              const due = dividendCashCents(Number(p.quantity), div.amount);
              if (due >= 0) expect(Number(p.cash_cents)).toBe(due);
              else expect(Number(p.cash_cents)).toBe(Math.max(due, -Number(p.cash_after_cents) + Number(p.cash_cents)));
            }
          }
        } catch (err) {
          const message = err instanceof Error ? err.message : String(err);
          throw new Error(`${message}\n--- what happened (traders ${userIds.join(', ')}):\n${log.join('\n')}`, {
            cause: err,
          });
        }
      }),
      { seed: SEED, numRuns: RUNS },
    );
    expect(
      Object.values(seen).every((n) => n > 0),
      JSON.stringify(seen),
    ).toBe(true);
  }, 600_000);
});
