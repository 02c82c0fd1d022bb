import { describe, expect, it } from 'vitest';
import { checkOrderPrice } from './order-price.ts';

describe('checkOrderPrice', () => {
  it.each([
    ['180', 180],
    ['180.5', 180.5],
    [' $1,234.56 ', 1234.56],
    ['.25', 0.25],
  ])('accepts %j', (text, price) => {
    expect(checkOrderPrice('limit', text)).toEqual({ ok: true, price });
  });

  it.each([
    ['', 'Enter a limit price.'],
    ['abc', 'Enter the limit price as a dollar amount, e.g. 180.50.'],
    ['1e3', 'Enter the limit price as a dollar amount, e.g. 180.50.'],
    ['0', 'The limit price must be more than $0.00.'],
    ['-5', 'The limit price must be more than $0.00.'],
    ['10.005', 'The limit price can have at most 2 decimals (whole cents).'],
    ['1000000.01', 'The limit price can be at most $1,000,000.00 a share.'],
  ])('refuses %j with a clear message', (text, message) => {
    expect(checkOrderPrice('limit', text)).toEqual({ ok: false, message });
  });

  it('names the stop price in its messages', () => {
    expect(checkOrderPrice('stop', '')).toEqual({ ok: false, message: 'Enter a stop price.' });
  });
});
