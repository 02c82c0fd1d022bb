import { describe, expect, it } from 'vitest';
import {
  formatCompactDollars,
  formatCurrency,
  formatPercent,
  formatPrice,
  formatVolume,
  formatWholeDollars,
} from './format.ts';

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

/** Amounts around every power of ten and its halves, whole and fractional, both signs, from a fixed seed. */
function amounts(): number[] {
  let seed = 29;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const values = [0, -0, 0.5, 1.5, 2.5, -0.4, 999.5, 9_950, 99_950, 999_950, 999_999, 1e15 - 1, 2 ** 53, 1e21, 1e22];
  values.push(
    1.005,
    1.015,
    0.125,
    0.135,
    8.345,
    1e-7,
    0.0049,
    0.005,
    0.995,
    999.995,
    1234.5678,
    NaN,
    Infinity,
    0.1 + 0.2,
  );
  for (let digits = 0; digits <= 16; digits++) {
    const power = 10 ** digits;
    for (const edge of [power - 1, power, power + 1, power * 0.95, power * 0.995, power * 0.9995, power * 1.25]) {
      values.push(edge, Math.floor(edge), edge + 0.5);
    }
    for (let i = 0; i < 300; i++) {
      const whole = Math.floor(random() * 9 * power) + power;
      const cents = Math.floor(random() * 100_000) / 1000;
      values.push(whole, whole + 0.5, whole + random(), Math.round(whole / 50) * 50, whole + cents, whole / 100);
    }
  }
  return [...values, ...values.map((v) => -v)];
}

/** Every amount whose text differs from Intl's, with both texts. */
function mismatches(format: (dollars: number) => string, intl: Intl.NumberFormat): [number, string, string][] {
  const values = amounts();
  expect(values.length).toBeGreaterThan(40_000);
  return values.flatMap((v): [number, string, string][] =>
    format(v) === intl.format(v) ? [] : [[v, format(v), intl.format(v)]],
  );
}

describe('dollars written without Intl', () => {
  it('writes dollars and cents exactly as Intl does for en-US', () => {
    const intl = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    expect(mismatches(formatCurrency, intl)).toEqual([]);
  });

  it('writes whole dollars exactly as Intl does for en-US', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    expect(formatWholeDollars(100_000)).toBe('$100,000');
    expect(mismatches(formatWholeDollars, intl)).toEqual([]);
  });

  it('writes compact dollars exactly as Intl does for en-US', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact' });
    expect(formatCompactDollars(100_000)).toBe('$100K');
    expect(mismatches(formatCompactDollars, intl)).toEqual([]);
  });
});
