import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatUsd, groupThousands } from '../../src/modules/trading/order-messages.ts';

const intlUsd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** The order messages' amounts print exactly as Intl's en-US formats would (spec 01 §8 texts). */
describe('order message amounts', () => {
  it('group thousands like toLocaleString("en-US")', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => groupThousands(n) === n.toLocaleString('en-US')),
    );
    expect(groupThousands(999_999)).toBe('999,999');
    expect(groupThousands(1234.5)).toBe((1234.5).toLocaleString('en-US'));
  });

  it('print dollars like Intl en-US USD', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => formatUsd(cents) === intlUsd.format(cents / 100)),
    );
    // Half cents round away from zero, and -0 keeps its sign, as Intl does.
    for (const cents of [-12.5, 12.5, -0, 0.4, -0.4]) expect(formatUsd(cents)).toBe(intlUsd.format(cents / 100));
    expect([0, 5, 123_456, -250, 100_000_000].map(formatUsd)).toEqual([
      '$0.00',
      '$0.05',
      '$1,234.56',
      '-$2.50',
      '$1,000,000.00',
    ]);
  });
});
