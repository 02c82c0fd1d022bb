import { countAheadInColumns, topInColumns } from '@tradearena/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  countAheadInOrder,
  insertIntoOrder,
  removeFromOrder,
  sortStandingsOrder,
  topOfOrder,
} from '../../src/modules/standings/ranking-order.ts';

/** Columns of `n` players: returns from a few values (many ties), a seniority permutation, some hidden, some eligible. */
const columnsArb = fc.integer({ min: 0, max: 60 }).chain((n) =>
  fc.record({
    returns: fc.array(fc.integer({ min: -3, max: 3 }), { minLength: n, maxLength: n }),
    seniority: fc.shuffledSubarray([...Array(n).keys()], { minLength: n, maxLength: n }),
    active: fc.array(fc.constantFrom(0, 1, 1, 1), { minLength: n, maxLength: n }),
    eligible: fc.array(fc.constantFrom(0, 1), { minLength: n, maxLength: n }),
    // Re-scores: a slot gets a new return and is ranked or not (a trade, a rename to a hidden name).
    changes: fc.array(fc.tuple(fc.nat(), fc.integer({ min: -3, max: 3 }), fc.constantFrom(0, 1, 1)), {
      maxLength: 30,
    }),
  }),
);

describe('championship standings order', () => {
  it('ranks every player and picks the top lists as the brute-force count does, also after re-scores', () => {
    fc.assert(
      fc.property(columnsArb, fc.boolean(), (g, withHint) => {
        const n = g.returns.length;
        const c = {
          returns: Float64Array.from(g.returns, (r) => r / 100),
          seniority: Float64Array.from(g.seniority),
          active: Uint8Array.from(g.active),
        };
        const eligible = Uint8Array.from(g.eligible, (e, i) => e & c.active[i]!);
        // A hint is the previous valuation's order: any order over the slots is only where the sort starts.
        const hint = withHint ? { slots: Int32Array.from([...Array(n).keys()].reverse()), length: n } : undefined;
        const order = sortStandingsOrder(c, n, hint);
        const check = () => {
          for (let i = 0; i < n; i++)
            if (c.active[i] === 1)
              expect(countAheadInOrder(c, order, i)).toBe(countAheadInColumns(c.returns, c.seniority, c.active, n, i));
          expect(order.length).toBe(c.active.reduce((k, a) => k + a, 0));
          expect(topOfOrder(order, 10)).toEqual(topInColumns(c.returns, c.seniority, c.active, n, 10));
          expect(topOfOrder(order, 10, eligible)).toEqual(topInColumns(c.returns, c.seniority, eligible, n, 10));
        };
        check();
        if (n === 0) return;
        for (const [at, r, active] of g.changes) {
          const i = at % n;
          if (c.active[i] === 1) removeFromOrder(c, order, i);
          c.returns[i] = r / 100;
          c.active[i] = active;
          eligible[i] = g.eligible[i]! & active;
          if (active === 1) insertIntoOrder(c, order, i);
          check();
        }
      }),
    );
  });
});
