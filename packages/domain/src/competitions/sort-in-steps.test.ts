import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sortInSteps } from './sort-in-steps.ts';

/** Runs the steps to the end; returns the result and how many pauses it made. */
function finish<T>(steps: Generator<void, T>): { value: T; pauses: number } {
  let pauses = 0;
  for (;;) {
    const next = steps.next();
    if (next.done) return { value: next.value, pauses };
    pauses++;
  }
}

interface Item {
  key: number;
  at: number;
}
const byKey = (a: Item, b: Item) => a.key - b.key;

describe('sortInSteps', () => {
  it('gives the order of one stable sort, ties kept in input order, whatever the step', () => {
    const items = fc
      .array(fc.integer({ min: 0, max: 6 }), { maxLength: 200 })
      .map((keys) => keys.map((key, at): Item => ({ key, at })));
    fc.assert(
      fc.property(items, fc.integer({ min: 1, max: 40 }), (list, step) => {
        const before = list.slice();
        const { value } = finish(sortInSteps(list, byKey, step));
        expect(value).toEqual(list.slice().sort(byKey));
        expect(list).toEqual(before);
      }),
    );
  });

  it('pauses about once per step of work on a large input and not at all when one step holds it', () => {
    const list = Array.from({ length: 10_000 }, (_, i): Item => ({ key: (i * 7_919) % 1_000, at: i }));
    const stepped = finish(sortInSteps(list, byKey, 500));
    expect(stepped.value).toEqual(list.slice().sort(byKey));
    // 20 sorted runs, then 5 merge passes of 10,000 comparisons at most: 20 + 5 × 20 pauses at most.
    expect(stepped.pauses).toBeGreaterThanOrEqual(20);
    expect(stepped.pauses).toBeLessThanOrEqual(120);
    expect(finish(sortInSteps(list, byKey, Number.POSITIVE_INFINITY)).pauses).toBe(0);
  });

  it('refuses a step below 1 (it would never finish)', () => {
    expect(() => sortInSteps([1, 2], (a, b) => a - b, 0).next()).toThrow(RangeError);
  });
});
