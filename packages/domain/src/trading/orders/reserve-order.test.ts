import { describe, expect, it } from 'vitest';
import { buyingPower } from './buying-power.ts';
import { checkFillFunds } from './check-fill-funds.ts';
import type { OrderFundsSnapshot } from './order-funds-rejection.ts';
import { orderReservation } from './order-reservation.ts';
import type { OrderTerms } from './order-terms.ts';
import { reserveOrder } from './reserve-order.ts';

function buildOrder(overrides: Partial<OrderTerms> = {}): OrderTerms {
  return {
    side: 'buy',
    type: 'market',
    quantity: 10,
    limitPriceCents: null,
    stopPriceCents: null,
    timeInForce: 'day',
    ...overrides,
  };
}
function buildSnapshot(overrides: Partial<OrderFundsSnapshot> = {}): OrderFundsSnapshot {
  return {
    symbol: 'AAPL',
    cashCents: 1_000_000,
    reservedCashCents: 0,
    shortMarketValueCents: 0,
    longQuantity: 0,
    shortQuantity: 0,
    reservedLongQuantity: 0,
    reservedShortQuantity: 0,
    ...overrides,
  };
}

describe('orderReservation at a current price of $100.00', () => {
  it.each<[string, Partial<OrderTerms>, { cashCents: number; shares: number }]>([
    [
      'a buy limit reserves quantity × limit',
      { type: 'limit', limitPriceCents: 9_500 },
      { cashCents: 95_000, shares: 0 },
    ],
    ['a market buy reserves quantity × (price + 5 %)', {}, { cashCents: 105_000, shares: 0 }],
    [
      'a buy stop above the market reserves at the stop + 5 %',
      { type: 'stop', stopPriceCents: 12_000 },
      { cashCents: 126_000, shares: 0 },
    ],
    [
      'a buy stop below the market reserves at the price + 5 %',
      { type: 'stop', stopPriceCents: 9_000 },
      { cashCents: 105_000, shares: 0 },
    ],
    [
      'a buy stop-limit reserves at its limit',
      { type: 'stop_limit', stopPriceCents: 11_000, limitPriceCents: 11_200 },
      { cashCents: 112_000, shares: 0 },
    ],
    [
      'a sell reserves its shares and no cash',
      { side: 'sell', type: 'limit', limitPriceCents: 11_000 },
      { cashCents: 0, shares: 10 },
    ],
    ['a cover reserves its cost estimate and its short shares', { side: 'cover' }, { cashCents: 105_000, shares: 10 }],
    ['a market short reserves 50 % of its value + 5 %', { side: 'short' }, { cashCents: 52_500, shares: 0 }],
    [
      'a short limit above the market reserves 50 % at the limit + 5 %',
      { side: 'short', type: 'limit', limitPriceCents: 12_000 },
      { cashCents: 63_000, shares: 0 },
    ],
  ])('%s', (_, overrides, expected) => expect(orderReservation(buildOrder(overrides), 10_000)).toEqual(expected));

  it('rounds the buffer up to the cent per share', () => {
    expect(orderReservation(buildOrder({ quantity: 3 }), 10_001)).toEqual({ cashCents: 3 * 10_502, shares: 0 });
  });
});

describe('buyingPower', () => {
  it.each<[string, Partial<OrderFundsSnapshot>, object]>([
    [
      'is the cash with nothing reserved or short',
      {},
      { buyingPowerCents: 1_000_000, shortSellingPowerCents: 2_000_000 },
    ],
    ['leaves out cash reserved by open orders', { reservedCashCents: 300_000 }, { buyingPowerCents: 700_000 }],
    [
      'leaves out 150 % of the shorts (their proceeds are in the cash)',
      { cashCents: 1_100_000, shortMarketValueCents: 100_000 },
      { shortRequirementCents: 150_000, buyingPowerCents: 950_000, shortSellingPowerCents: 1_900_000 },
    ],
    [
      'is zero, not negative, when rising shorts ate the free cash',
      { cashCents: 150_000, shortMarketValueCents: 110_000 },
      { availableCashCents: -15_000, buyingPowerCents: 0, shortSellingPowerCents: 0 },
    ],
  ])('%s', (_, overrides, expected) => expect(buyingPower(buildSnapshot(overrides))).toMatchObject(expected));
});

describe('reserveOrder', () => {
  it.each<[string, Partial<OrderFundsSnapshot>, Partial<OrderTerms>, object]>([
    [
      'reserves a buy limit within the buying power',
      {},
      { type: 'limit', limitPriceCents: 10_000, quantity: 100 },
      { ok: true, reservation: { cashCents: 1_000_000, shares: 0 } },
    ],
    [
      'refuses a buy limit a cent over the buying power, in words the client shows as Not Enough Cash',
      {},
      { type: 'limit', limitPriceCents: 10_001, quantity: 100 },
      {
        ok: false,
        reason: 'insufficient-buying-power',
        neededCents: 1_000_100,
        availableCents: 1_000_000,
        message: 'Insufficient cash balance: this order needs $10,001.00 but you have $10,000.00 available',
      },
    ],
    [
      'counts cash already reserved by other open orders',
      { reservedCashCents: 950_000 },
      { quantity: 5 },
      { ok: false, reason: 'insufficient-buying-power', availableCents: 50_000 },
    ],
    [
      'refuses a buy while the symbol is short',
      { shortQuantity: 5 },
      {},
      { ok: false, reason: 'cover-before-buy', message: 'You are short AAPL: cover the short before buying AAPL' },
    ],
    [
      'refuses a short while the symbol is held',
      { longQuantity: 5 },
      { side: 'short' },
      { ok: false, reason: 'sell-before-short' },
    ],
    [
      'reserves a short within the short-selling power',
      {},
      { side: 'short', quantity: 190 },
      { ok: true, reservation: { cashCents: 997_500, shares: 0 } },
    ],
    [
      'refuses a short whose 50 % is over the buying power',
      {},
      { side: 'short', quantity: 191 },
      { ok: false, reason: 'insufficient-buying-power' },
    ],
    [
      'reserves a sell of shares held',
      { longQuantity: 10 },
      { side: 'sell' },
      { ok: true, reservation: { cashCents: 0, shares: 10 } },
    ],
    [
      'refuses to sell shares already in an open sell order',
      { longQuantity: 10, reservedLongQuantity: 4 },
      { side: 'sell', quantity: 7 },
      {
        ok: false,
        reason: 'insufficient-shares',
        freeQuantity: 6,
        message: 'Insufficient shares: you have 6 shares of AAPL not already in open orders and tried to sell 7 shares',
      },
    ],
    [
      'refuses to cover more than is short',
      { shortQuantity: 10, reservedShortQuantity: 5 },
      { side: 'cover', quantity: 6 },
      { ok: false, reason: 'insufficient-short-shares', freeQuantity: 5 },
    ],
    [
      'reserves a cover from cash held for the shorts (covering frees more than it costs)',
      { cashCents: 150_000, shortMarketValueCents: 100_000, shortQuantity: 10 },
      { side: 'cover', type: 'limit', limitPriceCents: 10_000 },
      { ok: true, reservation: { cashCents: 100_000, shares: 10 } },
    ],
    [
      'refuses a cover whose cost is over the cash not reserved',
      { cashCents: 150_000, reservedCashCents: 100_000, shortMarketValueCents: 100_000, shortQuantity: 10 },
      { side: 'cover' },
      { ok: false, reason: 'insufficient-cash', neededCents: 105_000, availableCents: 50_000 },
    ],
  ])('%s', (_, snapshot, order, expected) =>
    expect(reserveOrder(buildSnapshot(snapshot), buildOrder(order), 10_000)).toMatchObject(expected),
  );
});

describe('checkFillFunds', () => {
  const reservation = { cashCents: 105_000, shares: 0 };
  it.each<[string, Partial<OrderFundsSnapshot>, Parameters<typeof checkFillFunds>[1], object]>([
    [
      'fills a market buy within its reservation',
      { reservedCashCents: 105_000 },
      { side: 'buy', quantity: 10, priceCents: 10_400 },
      { ok: true },
    ],
    [
      'takes a gap above the estimate from the free buying power',
      { cashCents: 120_000, reservedCashCents: 105_000 },
      { side: 'buy', quantity: 10, priceCents: 12_000 },
      { ok: true },
    ],
    [
      'rejects the fill when the gap is over the reservation and the free buying power',
      { cashCents: 110_000, reservedCashCents: 105_000 },
      { side: 'buy', quantity: 10, priceCents: 12_000 },
      { ok: false, reason: 'insufficient-buying-power', neededCents: 120_000, availableCents: 110_000 },
    ],
    [
      'rejects a buy fill once the symbol was shorted meanwhile',
      { reservedCashCents: 105_000, shortQuantity: 1 },
      { side: 'buy', quantity: 10, priceCents: 10_000 },
      { ok: false, reason: 'cover-before-buy' },
    ],
    [
      'fills a short whose 50 % fits its reservation',
      { reservedCashCents: 105_000 },
      { side: 'short', quantity: 20, priceCents: 10_000 },
      { ok: true },
    ],
    [
      'rejects a sell fill for shares a margin call no longer left',
      { longQuantity: 3 },
      { side: 'sell', quantity: 5, priceCents: 100 },
      { ok: false, reason: 'insufficient-shares' },
    ],
    [
      'fills a cover with the cash the other open orders do not hold',
      { cashCents: 200_000, reservedCashCents: 155_000, shortQuantity: 10 },
      { side: 'cover', quantity: 10, priceCents: 15_000 },
      { ok: true },
    ],
    [
      'rejects a cover that would take cash reserved by other orders',
      { cashCents: 200_000, reservedCashCents: 155_000, shortQuantity: 10 },
      { side: 'cover', quantity: 10, priceCents: 15_001 },
      { ok: false, reason: 'insufficient-cash' },
    ],
  ])('%s', (_, snapshot, fill, expected) =>
    expect(checkFillFunds(buildSnapshot(snapshot), fill, reservation)).toMatchObject(expected),
  );
});

describe('checkFillFunds and the shares other open orders promised', () => {
  it.each<[string, Partial<OrderFundsSnapshot>, Parameters<typeof checkFillFunds>[1], number, object]>([
    [
      'fills a sell order from its own reserved shares',
      { longQuantity: 10, reservedLongQuantity: 10 },
      { side: 'sell', quantity: 10, priceCents: 100 },
      10,
      { ok: true },
    ],
    [
      'rejects a sell fill for shares promised to another open sell order',
      { longQuantity: 10, reservedLongQuantity: 8 },
      { side: 'sell', quantity: 6, priceCents: 100 },
      3,
      { ok: false, reason: 'insufficient-shares', freeQuantity: 5 },
    ],
    [
      'rejects a market sell when every share is promised, with none free',
      { longQuantity: 4, reservedLongQuantity: 4 },
      { side: 'sell', quantity: 1, priceCents: 100 },
      0,
      { ok: false, reason: 'insufficient-shares', freeQuantity: 0 },
    ],
    [
      'fills a cover from the short shares no other cover order holds',
      { shortQuantity: 10, reservedShortQuantity: 4 },
      { side: 'cover', quantity: 6, priceCents: 100 },
      0,
      { ok: true },
    ],
    [
      'rejects a cover fill for short shares promised to another open cover order',
      { shortQuantity: 10, reservedShortQuantity: 7 },
      { side: 'cover', quantity: 6, priceCents: 100 },
      2,
      {
        ok: false,
        reason: 'insufficient-short-shares',
        freeQuantity: 5,
        message:
          'Insufficient short position: you have 5 shares of AAPL sold short not already in open orders and tried to cover 6 shares',
      },
    ],
  ])('%s', (_, snapshot, fill, ownShares, expected) =>
    expect(checkFillFunds(buildSnapshot(snapshot), fill, { cashCents: 0, shares: ownShares })).toMatchObject(expected),
  );
});
