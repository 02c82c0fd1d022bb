import { describe, expect, it } from 'vitest';
import { type OrderRequest, validateOrder } from './validate-order.ts';

function buildRequest(overrides: Partial<OrderRequest> = {}): OrderRequest {
  return { side: 'buy', type: 'market', quantity: 10, timeInForce: 'day', shortSellingAllowed: true, ...overrides };
}

describe('validateOrder accepts', () => {
  it.each<[string, Partial<OrderRequest>, object]>([
    ['a market buy, with no prices', {}, { type: 'market', limitPriceCents: null, stopPriceCents: null }],
    [
      'a buy limit with its limit',
      { type: 'limit', limitPriceCents: 10_000 },
      { limitPriceCents: 10_000, stopPriceCents: null },
    ],
    [
      'a sell stop with its stop',
      { side: 'sell', type: 'stop', stopPriceCents: 9_000 },
      { stopPriceCents: 9_000, limitPriceCents: null },
    ],
    [
      'a stop-limit with both prices',
      { type: 'stop_limit', stopPriceCents: 10_000, limitPriceCents: 10_100 },
      { stopPriceCents: 10_000, limitPriceCents: 10_100 },
    ],
    [
      'a buy stop-limit whose limit is under its stop (waits for a dip after the rise)',
      { type: 'stop_limit', stopPriceCents: 10_000, limitPriceCents: 9_900 },
      { type: 'stop_limit' },
    ],
    [
      'a GTC short when shorting is allowed',
      { side: 'short', timeInForce: 'gtc' },
      { side: 'short', timeInForce: 'gtc' },
    ],
    [
      'a cover even where shorting is switched off (closing is always allowed)',
      { side: 'cover', shortSellingAllowed: false },
      { side: 'cover' },
    ],
    [
      'null prices on a market order (the form sends empty fields)',
      { limitPriceCents: null, stopPriceCents: null },
      { type: 'market' },
    ],
    [
      'the largest quantity and price',
      { quantity: 999_999, type: 'limit', limitPriceCents: 100_000_000 },
      { quantity: 999_999 },
    ],
    ['a price of one cent', { type: 'limit', limitPriceCents: 1 }, { limitPriceCents: 1 }],
  ])('%s', (_, overrides, expected) => {
    const r = validateOrder(buildRequest(overrides));
    expect(r.ok).toBe(true);
    expect(r.ok && r.order).toMatchObject(expected);
  });
});

describe('validateOrder refuses, naming the reason, the field and a message', () => {
  it.each<[string, Partial<OrderRequest>, string, string]>([
    ['an unknown side', { side: 'borrow' }, 'invalid-side', 'side'],
    [
      'a short where the educator switched shorting off',
      { side: 'short', shortSellingAllowed: false },
      'short-selling-disabled',
      'side',
    ],
    ['an unknown type', { type: 'trailing_stop' }, 'invalid-type', 'type'],
    ['zero shares', { quantity: 0 }, 'invalid-quantity', 'quantity'],
    ['fractional shares', { quantity: 1.5 }, 'invalid-quantity', 'quantity'],
    ['a million shares', { quantity: 1_000_000 }, 'invalid-quantity', 'quantity'],
    ['NaN shares', { quantity: Number.NaN }, 'invalid-quantity', 'quantity'],
    ['a limit order without its limit', { type: 'limit' }, 'limit-price-required', 'limitPrice'],
    [
      'a stop-limit without its limit',
      { type: 'stop_limit', stopPriceCents: 100 },
      'limit-price-required',
      'limitPrice',
    ],
    ['a stop order without its stop', { type: 'stop' }, 'stop-price-required', 'stopPrice'],
    ['a stop-limit without its stop', { type: 'stop_limit', limitPriceCents: 100 }, 'stop-price-required', 'stopPrice'],
    ['a market order with a limit price', { limitPriceCents: 100 }, 'limit-price-not-allowed', 'limitPrice'],
    [
      'a stop order with a limit price',
      { type: 'stop', stopPriceCents: 100, limitPriceCents: 100 },
      'limit-price-not-allowed',
      'limitPrice',
    ],
    [
      'a limit order with a stop price',
      { type: 'limit', limitPriceCents: 100, stopPriceCents: 90 },
      'stop-price-not-allowed',
      'stopPrice',
    ],
    ['a zero limit price', { type: 'limit', limitPriceCents: 0 }, 'invalid-limit-price', 'limitPrice'],
    ['a negative limit price', { type: 'limit', limitPriceCents: -100 }, 'invalid-limit-price', 'limitPrice'],
    ['a fraction of a cent', { type: 'limit', limitPriceCents: 100.5 }, 'invalid-limit-price', 'limitPrice'],
    ['a limit over $1,000,000', { type: 'limit', limitPriceCents: 100_000_001 }, 'invalid-limit-price', 'limitPrice'],
    ['a zero stop price', { type: 'stop', stopPriceCents: 0 }, 'invalid-stop-price', 'stopPrice'],
    ['an unknown time in force', { timeInForce: 'ioc' }, 'invalid-time-in-force', 'timeInForce'],
  ])('%s', (_, overrides, reason, field) => {
    const r = validateOrder(buildRequest(overrides));
    expect(r).toMatchObject({ ok: false, reason, field });
    expect(!r.ok && r.message.length).toBeGreaterThan(10);
  });

  it('reports the first failure in form order', () => {
    expect(validateOrder(buildRequest({ side: 'x', type: 'y', quantity: 0, timeInForce: 'z' }))).toMatchObject({
      reason: 'invalid-side',
    });
  });

  it('tells the student in words what is wrong', () => {
    const r = validateOrder(buildRequest({ type: 'limit' }));
    expect(!r.ok && r.message).toBe('A limit price is required for limit and stop-limit orders.');
    const s = validateOrder(buildRequest({ side: 'short', shortSellingAllowed: false }));
    expect(!s.ok && s.message).toBe('Short selling is switched off in this league.');
  });
});
