import { describe, expect, it } from 'vitest';
import { describeOrder, filledTradeText, orderFilledText } from './describe-order.ts';

describe('describeOrder', () => {
  it('names side, quantity, symbol, prices and time in force', () => {
    const base = { symbol: 'AAPL', side: 'buy' as const, quantity: 5, timeInForce: 'day' as const };
    expect(describeOrder({ ...base, type: 'limit', limitPrice: 180 })).toBe('Buy 5 AAPL · Limit $180.00 · Day');
    expect(describeOrder({ ...base, side: 'sell', type: 'stop', stopPrice: 175, timeInForce: 'gtc' })).toBe(
      "Sell 5 AAPL · Stop $175.00 · Good 'til cancelled",
    );
    expect(describeOrder({ ...base, type: 'stop_limit', stopPrice: 175, limitPrice: 174.5 })).toBe(
      'Buy 5 AAPL · Stop $175.00, limit $174.50 · Day',
    );
  });

  it('announces a fill', () => {
    expect(orderFilledText({ side: 'buy', quantity: 5, symbol: 'AAPL', fillPrice: 180 })).toBe(
      'Order filled: Bought 5 AAPL at $180.00',
    );
    expect(orderFilledText({ side: 'sell', quantity: 1200, symbol: 'MSFT', fillPrice: 401.5 })).toBe(
      'Order filled: Sold 1,200 MSFT at $401.50',
    );
  });

  it('words a short and a cover as the trade history does', () => {
    expect(filledTradeText('short', 5, 'AAPL', 180)).toBe('Sold short 5 AAPL at $180.00');
    expect(filledTradeText('cover', 5, 'AAPL', 174.2)).toBe('Covered 5 AAPL at $174.20');
    expect(orderFilledText({ side: 'short', quantity: 5, symbol: 'AAPL', fillPrice: 180 })).toBe(
      'Order filled: Sold short 5 AAPL at $180.00',
    );
    expect(
      describeOrder({ symbol: 'AAPL', side: 'cover', quantity: 5, type: 'limit', limitPrice: 170, timeInForce: 'gtc' }),
    ).toBe("Cover 5 AAPL · Limit $170.00 · Good 'til cancelled");
  });
});
