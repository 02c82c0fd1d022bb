import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatShares, formatUsd, groupThousands } from './format-usd.ts';

/** The domain's former formatter (format-usd-cents.ts), which formatUsd replaced in its messages. */
function formerFormatUsdCents(cents: number): string {
  const abs = Math.round(Math.abs(cents));
  const dollars = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const text = `$${dollars}.${String(abs % 100).padStart(2, '0')}`;
  return cents < 0 ? `-${text}` : text;
}

const intlUsd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

describe('formatUsd', () => {
  it('prints what the former domain formatter printed, for whole and fractional cents of either sign', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
        (cents) => formatUsd(cents) === formerFormatUsdCents(cents),
      ),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(
        fc.double({ min: -1e17, max: 1e17, noNaN: true }).filter((c) => !Object.is(c, -0)),
        (cents) => formatUsd(cents) === formerFormatUsdCents(cents),
      ),
      { numRuns: 2000 },
    );
    const edges = [0, 1, 5, 99, 100, 999, 1_000, 99_999, 100_000, 123_456, 100_000_000, 99_999_900_000_000];
    const larger = [Number.MAX_SAFE_INTEGER, 2 ** 60, 1e20, 12.5, 0.4, 0.5, 99.5, 199.49];
    for (const c of [...edges, ...larger]) {
      expect(formatUsd(c)).toBe(formerFormatUsdCents(c));
      expect(formatUsd(-c || -0.4)).toBe(formerFormatUsdCents(-c || -0.4));
    }
  });

  it('prints what Intl prints, -0 included (the one value the former formatter printed without a sign)', () => {
    for (const cents of [-12.5, 12.5, 0.4, -0.4, 123_456, -250])
      expect(formatUsd(cents)).toBe(intlUsd.format(cents / 100));
    expect(formatUsd(-0)).toBe(intlUsd.format(-0));
    expect(formatUsd(-0)).toBe('-$0.00');
    expect(formatUsd(123_456_789)).toBe('$1,234,567.89');
    expect(formatUsd(-5)).toBe('-$0.05');
  });

  it('prints dollars like Intl en-US USD (the order messages)', () => {
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

describe('groupThousands and formatShares', () => {
  it('group as toLocaleString does', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), (n) => groupThousands(n) === n.toLocaleString('en-US')),
    );
    expect(groupThousands(999_999)).toBe('999,999');
    expect(groupThousands(1234.5)).toBe((1234.5).toLocaleString('en-US'));
  });

  it('prints the shares as the former messages did', () => {
    const former = (n: number) => `${n.toLocaleString('en-US')} share${n === 1 ? '' : 's'}`;
    fc.assert(fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => formatShares(n) === former(n)));
    expect([0, 1, 2, 1_234, 999_999].map(formatShares)).toEqual([
      '0 shares',
      '1 share',
      '2 shares',
      '1,234 shares',
      '999,999 shares',
    ]);
  });
});
