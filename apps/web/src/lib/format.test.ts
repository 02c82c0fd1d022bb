import { describe, expect, it } from 'vitest';
import { formatCurrency, formatPercent, formatPrice, formatVolume } from './format.ts';

describe('display formats', () => {
  it('shows prices with 2 decimals and percents with a sign', () => {
    expect(formatCurrency(1234.5)).toBe('$1,234.50');
    expect(formatPrice(187.3)).toBe('187.30');
    expect(formatPercent(1.234)).toBe('+1.23%');
    expect(formatPercent(-0.5)).toBe('-0.50%');
  });

  it('shows volume as K from a thousand and M from a million, carrying a rounded 1000.0K over to 1.0M', () => {
    expect(formatVolume(999)).toBe('999');
    expect(formatVolume(999.6)).toBe('1.0K');
    expect(formatVolume(1_000)).toBe('1.0K');
    expect(formatVolume(996_100)).toBe('996.1K');
    expect(formatVolume(999_960)).toBe('1.0M');
    expect(formatVolume(14_415_912)).toBe('14.4M');
  });
});
