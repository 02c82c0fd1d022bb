import { ORDER_TYPES, type OrderType, TIMES_IN_FORCE, type TimeInForce, type TradeSide } from '@tradearena/domain';
import fc from 'fast-check';

/** The symbols a sequence trades, with the price each run starts from (cents). */
export const SEQUENCE_SYMBOLS = ['AAPL', 'MSFT', 'TSLA'] as const;
export const START_PRICES_CENTS = [160_00, 400_00, 90_00] as const;

/** Order forms the rules must refuse with a clear 4xx (each keeps the rest of the order as generated). */
export const MALFORMED = [
  'no-limit-price',
  'stray-stop-price',
  'sub-cent-price',
  'zero-price',
  'zero-quantity',
  'fraction-quantity',
  'huge-quantity',
  'text-quantity',
  'bad-side',
  'bad-time-in-force',
  'unknown-symbol',
] as const;
export type Malformed = (typeof MALFORMED)[number];

export type OrderStep = Extract<Step, { kind: 'order' }>;

export type Step =
  /** POST /api/orders; `limitOffset`/`stopOffset`: percent of the current price the limit/stop sits above (+) or below. */
  | {
      kind: 'order';
      who: number;
      championship: boolean;
      symbol: number;
      side: TradeSide;
      type: OrderType;
      timeInForce: TimeInForce;
      quantity: number;
      /**
       * Instead of `quantity` (1–300 shares either way): sell, cover: this percent of a position held that way, when
       * there is one; buy, short: this percent of what the buying power (short selling power) pays for at the price.
       */
      portion: number | null;
      limitOffset: number;
      stopOffset: number;
      malformed: Malformed | null;
    }
  /** Orders sent at once (concurrent requests, the same or different traders), with the jobs too if `jobs`. */
  | { kind: 'burst'; orders: OrderStep[]; jobs: boolean }
  /** DELETE /api/orders/:id of the trader's `pick`-th open order (a closed or unknown one when it has none). */
  | { kind: 'cancel'; who: number; pick: number }
  /** A price moves by `percent` and `seconds` pass; then the matcher and the margin calls run. */
  | { kind: 'price'; symbol: number; percent: number; seconds: number }
  /**
   * A night: past the close and the expiry job, the `queued` orders placed while closed (market orders among them
   * wait for the open too, docs/decisions/020-queued-market-orders-and-cancelling-on-exit.md), then the next open with
   * every price gapping by `gaps`, and the jobs.
   */
  | { kind: 'night'; queued: OrderStep[]; gaps: number[] }
  /** POST /api/trade-action: a plain market buy or sell of the personal portfolio. */
  | { kind: 'trade'; who: number; symbol: number; action: 'buy' | 'sell'; shares: number };

const symbolIndex = fc.integer({ min: 0, max: SEQUENCE_SYMBOLS.length - 1 });
const trader = fc.integer({ min: 0, max: 2 });
/** Mostly small moves, sometimes a ±30 % gap. */
const move = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: -5, max: 5 }) },
  { weight: 2, arbitrary: fc.integer({ min: -15, max: 15 }) },
  { weight: 2, arbitrary: fc.constantFrom(-30, 30) },
);
const offset = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: -10, max: 10 }) },
  { weight: 1, arbitrary: fc.integer({ min: -40, max: 40 }) },
);

const order: fc.Arbitrary<OrderStep> = fc.record({
  kind: fc.constant('order' as const),
  who: trader,
  championship: fc.oneof({ weight: 3, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
  symbol: symbolIndex,
  side: fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom('buy' as const, 'short' as const) },
    { weight: 2, arbitrary: fc.constantFrom('sell' as const, 'cover' as const) },
  ),
  type: fc.oneof(
    { weight: 2, arbitrary: fc.constant('market' as const) },
    { weight: 3, arbitrary: fc.constantFrom(...ORDER_TYPES) },
  ),
  timeInForce: fc.constantFrom(...TIMES_IN_FORCE),
  quantity: fc.oneof(fc.integer({ min: 1, max: 300 }), fc.integer({ min: 1, max: 20 })),
  portion: fc.oneof(
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 3, arbitrary: fc.integer({ min: 1, max: 120 }) },
  ),
  limitOffset: offset,
  stopOffset: offset,
  malformed: fc.oneof(
    { weight: 6, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.constantFrom(...MALFORMED) },
  ),
});

/** One step of a sequence: orders most often, then price moves, cancels, nights, bursts and plain trades. */
export const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  { weight: 8, arbitrary: order },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('burst' as const),
      orders: fc.array(order, { minLength: 2, maxLength: 3 }),
      jobs: fc.boolean(),
    }),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('price' as const),
      symbol: symbolIndex,
      percent: move,
      seconds: fc.integer({ min: 1, max: 600 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), who: trader, pick: fc.nat(20) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('night' as const),
      queued: fc.array(order, { maxLength: 3 }),
      gaps: fc.array(move, { minLength: SEQUENCE_SYMBOLS.length, maxLength: SEQUENCE_SYMBOLS.length }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('trade' as const),
      who: trader,
      symbol: symbolIndex,
      action: fc.constantFrom('buy' as const, 'sell' as const),
      shares: fc.integer({ min: 1, max: 300 }),
    }),
  },
);

/** `priceCents` moved by `percent`, never below $1.00. */
export function movedPrice(priceCents: number, percent: number): number {
  return Math.max(100, Math.round((priceCents * (100 + percent)) / 100));
}

/** A price `percent` away from `priceCents` as the dollars text of a form field (at least $0.01). */
export function offsetDollars(priceCents: number, percent: number): string {
  const cents = Math.max(1, Math.round((priceCents * (100 + percent)) / 100));
  return (cents / 100).toFixed(2);
}

/**
 * The POST /api/orders body of an order step for `quantity` shares at the current price: well-formed, or broken as
 * `malformed` says.
 */
export function orderBody(step: OrderStep, priceCents: number, quantity: number): Record<string, unknown> {
  const body: Record<string, unknown> = {
    symbol: SEQUENCE_SYMBOLS[step.symbol],
    side: step.side,
    type: step.type,
    quantity,
    timeInForce: step.timeInForce,
  };
  if (step.type === 'limit' || step.type === 'stop_limit')
    body.limitPrice = offsetDollars(priceCents, step.limitOffset);
  if (step.type === 'stop' || step.type === 'stop_limit') body.stopPrice = offsetDollars(priceCents, step.stopOffset);
  if (step.championship) body.competitionId = 1;
  switch (step.malformed) {
    case null:
      break;
    case 'no-limit-price':
      body.type = 'limit';
      delete body.limitPrice;
      delete body.stopPrice;
      break;
    case 'stray-stop-price':
      body.type = 'limit';
      body.limitPrice = offsetDollars(priceCents, step.limitOffset);
      body.stopPrice = offsetDollars(priceCents, step.stopOffset);
      break;
    case 'sub-cent-price':
      body.type = 'limit';
      body.limitPrice = '12.345';
      delete body.stopPrice;
      break;
    case 'zero-price':
      body.type = 'stop';
      body.stopPrice = 0;
      delete body.limitPrice;
      break;
    case 'zero-quantity':
      body.quantity = 0;
      break;
    case 'fraction-quantity':
      body.quantity = 2.5;
      break;
    case 'huge-quantity':
      body.quantity = 1_000_000;
      break;
    case 'text-quantity':
      body.quantity = 'ten';
      break;
    case 'bad-side':
      body.side = 'hold';
      break;
    case 'bad-time-in-force':
      body.timeInForce = 'ioc';
      break;
    case 'unknown-symbol':
      body.symbol = 'NOPE';
      break;
  }
  return body;
}

/** `portion` % of `whole` shares (a position, or what the buying power pays for), from 1 to 300. */
export function portionOf(whole: number, portion: number): number {
  return Math.min(300, Math.max(1, Math.floor((whole * portion) / 100)));
}
