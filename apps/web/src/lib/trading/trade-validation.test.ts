import { describe, expect, it } from 'vitest';
import { parseQuantity, TRADE_VALIDATION, validateTrade } from './trade-validation.ts';

describe('trade validation', () => {
  it('checks the symbol, then the quantity, then the price', () => {
    expect(validateTrade({ symbol: null, quantity: 0, price: undefined })).toBe(TRADE_VALIDATION.noSymbol);
    expect(validateTrade({ symbol: 'MSFT', quantity: 0, price: undefined })).toBe(TRADE_VALIDATION.quantity);
    expect(validateTrade({ symbol: 'MSFT', quantity: 1.5, price: 10 })).toBe(TRADE_VALIDATION.quantity);
    expect(validateTrade({ symbol: 'MSFT', quantity: 2, price: undefined })).toBe(TRADE_VALIDATION.noPrice);
    expect(validateTrade({ symbol: 'MSFT', quantity: 2, price: 0 })).toBe(TRADE_VALIDATION.noPrice);
    expect(validateTrade({ symbol: 'MSFT', quantity: 2, price: 10 })).toBeNull();
  });

  it('needs no price for a limit or stop order, which carries its own', () => {
    const options = { requirePrice: false };
    expect(validateTrade({ symbol: 'MSFT', quantity: 2, price: undefined }, options)).toBeNull();
    expect(validateTrade({ symbol: 'MSFT', quantity: 0, price: undefined }, options)).toBe(TRADE_VALIDATION.quantity);
  });

  it('uses the spec texts', () => {
    expect(TRADE_VALIDATION.noSymbol).toEqual({
      title: 'No Stock Selected',
      description: 'Please select a stock symbol to trade.',
    });
    expect(TRADE_VALIDATION.quantity.description).toBe('Please enter a valid number of shares to trade.');
    expect(TRADE_VALIDATION.noPrice.description).toBe('Unable to get current price for this stock. Please try again.');
  });

  it('reads whole numbers of shares only', () => {
    expect(['12', ' 7 ', '', '1.5', '-3', 'abc', '0'].map(parseQuantity)).toEqual([12, 7, 0, 0, 0, 0, 0]);
  });
});
