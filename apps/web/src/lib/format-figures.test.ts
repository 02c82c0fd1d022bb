import { describe, expect, it } from 'vitest';
import { formatLargeNumber, formatMarketCap } from './format-figures.ts';

describe('large figures', () => {
  it('reads in trillions, billions or millions with 2 decimals, and — without a value', () => {
    expect(formatMarketCap(4_374_000_000_000)).toBe('$4.37T');
    expect(formatMarketCap(136_800_000_000)).toBe('$136.80B');
    expect(formatMarketCap(950_000_000)).toBe('$950.00M');
    expect(formatMarketCap(null)).toBe('—');
    expect(formatLargeNumber(24_300_000_000)).toBe('24.30B');
    expect(formatLargeNumber(12_345)).toBe('12,345');
  });
});
