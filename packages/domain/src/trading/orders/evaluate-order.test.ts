import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateOrder, type OrderEvaluation, type PriceObservation } from './evaluate-order.ts';
import { isBuySide, ORDER_TYPES, TRADE_SIDES, type TradeSide } from './order-constants.ts';
import type { WorkingOrder } from './order-terms.ts';
import { isLevelReached, orderTriggerLevel } from './order-trigger-level.ts';

const order = (side: TradeSide, type: WorkingOrder['type'], prices: { limit?: number; stop?: number } = {}) => ({
  side,
  type,
  limitPriceCents: prices.limit ?? null,
  stopPriceCents: prices.stop ?? null,
});
const tick = (priceCents: number): PriceObservation => ({ priceCents, kind: 'tick' });
const open = (priceCents: number): PriceObservation => ({ priceCents, kind: 'open' });
const filled = (priceCents: number, gapAtOpen = false) => ({ outcome: 'fill', priceCents, gapAtOpen });
const none = { outcome: 'none' };

type Row = [string, WorkingOrder, PriceObservation, object];

describe('market orders', () => {
  it.each<Row>([
    ['a market buy fills at the tick', order('buy', 'market'), tick(10_000), filled(10_000)],
    ['a market sell fills at the tick', order('sell', 'market'), tick(9_999), filled(9_999)],
    [
      'a market order queued overnight fills at the open, not the stale close',
      order('buy', 'market'),
      open(10_500),
      filled(10_500),
    ],
    ['a market short fills at the tick', order('short', 'market'), tick(5_000), filled(5_000)],
    ['a market cover fills at the open', order('cover', 'market'), open(5_100), filled(5_100)],
  ])('%s', (_, o, obs, expected) => expect(evaluateOrder(o, obs)).toEqual(expected));
});

describe('limit orders: at the limit or better, at the better of the two', () => {
  it.each<Row>([
    ['buy limit 100 does not fill at 100.01', order('buy', 'limit', { limit: 10_000 }), tick(10_001), none],
    ['buy limit 100 fills at exactly 100', order('buy', 'limit', { limit: 10_000 }), tick(10_000), filled(10_000)],
    [
      'buy limit 100 fills at 99.50, the better price',
      order('buy', 'limit', { limit: 10_000 }),
      tick(9_950),
      filled(9_950),
    ],
    [
      'buy limit 100: an open gapping down to 95 fills at 95',
      order('buy', 'limit', { limit: 10_000 }),
      open(9_500),
      filled(9_500, true),
    ],
    ['buy limit 100: an open at 101 does not fill', order('buy', 'limit', { limit: 10_000 }), open(10_100), none],
    [
      'buy limit 100: an open at exactly 100 is no gap',
      order('buy', 'limit', { limit: 10_000 }),
      open(10_000),
      filled(10_000),
    ],
    ['sell limit 100 does not fill at 99.99', order('sell', 'limit', { limit: 10_000 }), tick(9_999), none],
    ['sell limit 100 fills at exactly 100', order('sell', 'limit', { limit: 10_000 }), tick(10_000), filled(10_000)],
    [
      'sell limit 100 fills at 100.50, the better price',
      order('sell', 'limit', { limit: 10_000 }),
      tick(10_050),
      filled(10_050),
    ],
    [
      'sell limit 100: an open gapping up to 108 fills at 108',
      order('sell', 'limit', { limit: 10_000 }),
      open(10_800),
      filled(10_800, true),
    ],
    [
      'short limit 100 takes the sell-side rule: fills at 101',
      order('short', 'limit', { limit: 10_000 }),
      tick(10_100),
      filled(10_100),
    ],
    ['short limit 100 does not fill at 99', order('short', 'limit', { limit: 10_000 }), tick(9_900), none],
    [
      'cover limit 100 takes the buy-side rule: fills at 99',
      order('cover', 'limit', { limit: 10_000 }),
      tick(9_900),
      filled(9_900),
    ],
    ['cover limit 100 does not fill at 101', order('cover', 'limit', { limit: 10_000 }), open(10_100), none],
  ])('%s', (_, o, obs, expected) => expect(evaluateOrder(o, obs)).toEqual(expected));
});

describe('stop orders: trigger when the price reaches the stop, then fill as a market order', () => {
  it.each<Row>([
    ['buy stop 100 does not trigger at 99.99', order('buy', 'stop', { stop: 10_000 }), tick(9_999), none],
    [
      'buy stop 100 triggers at 100 and fills there',
      order('buy', 'stop', { stop: 10_000 }),
      tick(10_000),
      filled(10_000),
    ],
    [
      'buy stop 100 triggers at 100.20 and fills at 100.20',
      order('buy', 'stop', { stop: 10_000 }),
      tick(10_020),
      filled(10_020),
    ],
    [
      'buy stop 100: an open gapping to 110 fills at 110, not 100',
      order('buy', 'stop', { stop: 10_000 }),
      open(11_000),
      filled(11_000, true),
    ],
    ['sell stop 100 does not trigger at 100.01', order('sell', 'stop', { stop: 10_000 }), tick(10_001), none],
    ['sell stop 100 triggers at 100', order('sell', 'stop', { stop: 10_000 }), tick(10_000), filled(10_000)],
    [
      'sell stop 100: an open gapping to 90 fills at 90, not 100',
      order('sell', 'stop', { stop: 10_000 }),
      open(9_000),
      filled(9_000, true),
    ],
    ['sell stop 100: an open at 101 does not trigger', order('sell', 'stop', { stop: 10_000 }), open(10_100), none],
    [
      'short stop 100 takes the sell-side rule: triggers at 99',
      order('short', 'stop', { stop: 10_000 }),
      tick(9_900),
      filled(9_900),
    ],
    [
      'cover stop 100 (a stop-loss on a short) triggers at 101',
      order('cover', 'stop', { stop: 10_000 }),
      tick(10_100),
      filled(10_100),
    ],
    [
      'cover stop 100: an open gapping to 130 fills at 130',
      order('cover', 'stop', { stop: 10_000 }),
      open(13_000),
      filled(13_000, true),
    ],
    ['cover stop 100 does not trigger at 99', order('cover', 'stop', { stop: 10_000 }), tick(9_900), none],
  ])('%s', (_, o, obs, expected) => expect(evaluateOrder(o, obs)).toEqual(expected));
});

describe('stop-limit orders: trigger like a stop, then act as a limit', () => {
  const buyStopLimit = order('buy', 'stop_limit', { stop: 10_000, limit: 10_200 });
  const sellStopLimit = order('sell', 'stop_limit', { stop: 10_000, limit: 9_800 });
  const asLimit = (o: WorkingOrder) => ({ outcome: 'trigger', becomes: { ...o, type: 'limit', stopPriceCents: null } });
  it.each<Row>([
    ['buy stop 100 limit 102: nothing below the stop', buyStopLimit, tick(9_999), none],
    ['buy stop 100 limit 102: triggered at 100 and fills at once at 100', buyStopLimit, tick(10_000), filled(10_000)],
    ['buy stop 100 limit 102: triggered at 102, still within the limit', buyStopLimit, tick(10_200), filled(10_200)],
    ['buy stop 100 limit 102: an open gapping to 101 fills at 101', buyStopLimit, open(10_100), filled(10_100, true)],
    [
      'buy stop 100 limit 102: an open gapping to 105 triggers and waits as a limit at 102',
      buyStopLimit,
      open(10_500),
      asLimit(buyStopLimit),
    ],
    ['sell stop 100 limit 98: triggered at 99 fills at 99', sellStopLimit, tick(9_900), filled(9_900)],
    [
      'sell stop 100 limit 98: an open gapping to 90 waits as a limit at 98',
      sellStopLimit,
      open(9_000),
      asLimit(sellStopLimit),
    ],
    ['sell stop 100 limit 98: nothing above the stop', sellStopLimit, tick(10_001), none],
  ])('%s', (_, o, obs, expected) => expect(evaluateOrder(o, obs)).toEqual(expected));

  it('keeps the rest of the order (id, quantity…) when it becomes a limit, which then fills when the price comes back', () => {
    const stored = { id: 7, quantity: 3, ...sellStopLimit };
    const first = evaluateOrder(stored, open(9_000));
    expect(first).toEqual({
      outcome: 'trigger',
      becomes: { id: 7, quantity: 3, side: 'sell', type: 'limit', limitPriceCents: 9_800, stopPriceCents: null },
    });
    if (first.outcome !== 'trigger') throw new Error('expected a trigger');
    expect(evaluateOrder(first.becomes, tick(9_700))).toEqual(none);
    expect(evaluateOrder(first.becomes, tick(9_850))).toEqual(filled(9_850));
  });
});

/** Runs an order through a day's prices: the first fill (index, price) or the end state. */
function runDay(start: WorkingOrder, prices: PriceObservation[]) {
  let current = start;
  for (const [i, p] of prices.entries()) {
    const r: OrderEvaluation = evaluateOrder(current, p);
    if (r.outcome === 'fill') return { filledAt: i, priceCents: r.priceCents };
    if (r.outcome === 'trigger') current = r.becomes;
  }
  return { openAtClose: current.type };
}

describe('partial days and sequences of prices', () => {
  it.each<[string, WorkingOrder, PriceObservation[], object]>([
    [
      'a buy limit placed mid-session that never sees its price stays open to the close (then a day order expires)',
      order('buy', 'limit', { limit: 9_500 }),
      [tick(10_000), tick(9_800), tick(9_600), tick(9_900)],
      { openAtClose: 'limit' },
    ],
    [
      'a buy limit fills on the first tick that reaches it, not later lower ones',
      order('buy', 'limit', { limit: 9_500 }),
      [tick(10_000), tick(9_600), tick(9_490), tick(9_000)],
      { filledAt: 2, priceCents: 9_490 },
    ],
    [
      'a sell stop rides the rise and fires on the way down',
      order('sell', 'stop', { stop: 9_500 }),
      [tick(10_000), tick(11_000), tick(9_600), tick(9_480)],
      { filledAt: 3, priceCents: 9_480 },
    ],
    [
      'a GTC sell stop placed after the close waits and is filled by the next gapping open',
      order('sell', 'stop', { stop: 10_000 }),
      [open(9_000), tick(9_100)],
      { filledAt: 0, priceCents: 9_000 },
    ],
    [
      'a sell stop-limit triggered by a gap waits and fills on the recovery',
      order('sell', 'stop_limit', { stop: 10_000, limit: 9_800 }),
      [open(9_000), tick(9_500), tick(9_810)],
      { filledAt: 2, priceCents: 9_810 },
    ],
    [
      'a sell stop-limit triggered by a gap may stay open to the close',
      order('sell', 'stop_limit', { stop: 10_000, limit: 9_800 }),
      [open(9_000), tick(9_500), tick(9_700)],
      { openAtClose: 'limit' },
    ],
  ])('%s', (_, o, prices, expected) => expect(runDay(o, prices)).toEqual(expected));
});

describe('fill rule properties', () => {
  const anyOrder = fc
    .record({
      side: fc.constantFrom(...TRADE_SIDES),
      type: fc.constantFrom(...ORDER_TYPES),
      limit: fc.integer({ min: 1, max: 50_000 }),
      stop: fc.integer({ min: 1, max: 50_000 }),
    })
    .map(({ side, type, limit, stop }) =>
      order(side, type, {
        ...(type === 'limit' || type === 'stop_limit' ? { limit } : {}),
        ...(type === 'stop' || type === 'stop_limit' ? { stop } : {}),
      }),
    );
  const anyObservation = fc.record({
    priceCents: fc.integer({ min: 1, max: 50_000 }),
    kind: fc.constantFrom<'tick' | 'open'>('tick', 'open'),
  });

  it('fills only at the observed price, never worse than a limit, and only once the level is reached', () => {
    fc.assert(
      fc.property(anyOrder, anyObservation, (o, obs) => {
        const r = evaluateOrder(o, obs);
        const level = orderTriggerLevel(o);
        if (r.outcome === 'none') expect(level && !isLevelReached(level, obs.priceCents)).toBe(true);
        if (r.outcome === 'fill') {
          expect(r.priceCents).toBe(obs.priceCents);
          if (level) expect(isLevelReached(level, obs.priceCents)).toBe(true);
          if (o.limitPriceCents !== null) {
            if (isBuySide(o.side)) expect(r.priceCents).toBeLessThanOrEqual(o.limitPriceCents);
            else expect(r.priceCents).toBeGreaterThanOrEqual(o.limitPriceCents);
          }
        }
        if (r.outcome === 'trigger') {
          expect(o.type).toBe('stop_limit');
          expect(evaluateOrder(r.becomes, obs)).toEqual({ outcome: 'none' });
        }
      }),
      { numRuns: 2_000 },
    );
  });

  it('treats cover like buy and short like sell', () => {
    fc.assert(
      fc.property(anyOrder, anyObservation, (o, obs) => {
        const twin = { ...o, side: ({ buy: 'cover', cover: 'buy', sell: 'short', short: 'sell' } as const)[o.side] };
        const a = evaluateOrder(o, obs);
        const b = evaluateOrder(twin, obs);
        expect(b.outcome).toBe(a.outcome);
        if (a.outcome === 'fill' && b.outcome === 'fill') expect(b.priceCents).toBe(a.priceCents);
      }),
    );
  });

  it('refuses a price that is not positive whole cents as a programming error', () => {
    for (const p of [0, -1, 1.5, Number.NaN])
      expect(() => evaluateOrder(order('buy', 'market'), tick(p))).toThrow(RangeError);
  });
});
