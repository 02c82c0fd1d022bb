import { ErrorBodySchema, OrderSchema } from '@tradearena/contracts';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { createMarketHours } from '../../src/adapters/market-data/create-market-hours.ts';
import type { AppInstance } from '../../src/app.ts';
import { expireOrders } from '../../src/modules/orders/expire-orders.ts';
import { createOrderMatcher } from '../../src/modules/orders/match-orders.ts';
import { runMarginCalls } from '../../src/modules/orders/run-margin-calls.ts';
import { createFakeMarketData, type FakeMarketData } from '../helpers/fake-market-data.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { buildTrader, expectLedgersBalance, type Trader } from '../trading/trading-builders.ts';

export function postOrder(app: AppInstance, trader: Pick<Trader, 'cookie'>, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/orders', headers: { cookie: trader.cookie }, payload: body });
}

export function cancelOrderRequest(app: AppInstance, trader: Pick<Trader, 'cookie'>, id: number | string) {
  return app.inject({ method: 'DELETE', url: `/api/orders/${id}`, headers: { cookie: trader.cookie } });
}

/** The app's own matcher, expiry job and margin calls, driven by the test (server.ts runs them on timers). */
export function orderJobs(t: TestApp) {
  const deps = { ...t.deps, ...t.app.orders };
  const matcher = createOrderMatcher(deps);
  return {
    match: () => matcher.runOnce(),
    expire: () => expireOrders(deps, t.clock.now()),
    marginCalls: () => runMarginCalls(deps, t.clock.now()),
  };
}

/** Wednesday 18 November 2026, 10:00 New York: the market is open until 16:00 (21:00Z). */
export const OPEN_WEDNESDAY = '2026-11-18T15:00:00Z';

export interface OrdersApp {
  t: TestApp;
  jobs: ReturnType<typeof orderJobs>;
  market: FakeMarketData;
}

export interface OrdersSuite extends OrdersApp {
  /** A new player with $100,000 before every test. */
  trader: Trader;
}

/**
 * One app per file with the NYSE calendar and a fake market: `t` and `jobs` are set before the file's first test
 * (beforeAll) and the app is closed after its last (afterAll).
 */
export function ordersApp(): OrdersApp {
  const s = { market: createFakeMarketData() } as OrdersApp;
  beforeAll(async () => {
    s.t = await createTestApp({ deps: { marketData: s.market, marketHours: createMarketHours('nyse') } });
    s.jobs = orderJobs(s.t);
  });
  afterAll(() => s.t.close());
  return s;
}

/**
 * The app of ordersApp, with before every test its manual clock set to OPEN_WEDNESDAY, its fake market priced by
 * `prices` and a fresh trader, and the ledger identities checked after each; with the two calls of the order tests:
 * `place` (expects 201, answers the order) and `errorOf` (the error body and status).
 */
export function ordersSuite(prices: (market: FakeMarketData) => void) {
  const s = ordersApp() as OrdersSuite;
  beforeEach(async () => {
    s.t.clock.set(OPEN_WEDNESDAY);
    prices(s.market);
    s.trader = await buildTrader(s.t.deps.db.db, { now: new Date(OPEN_WEDNESDAY) });
  });
  afterEach(() => expectLedgersBalance(s.t.deps.db.db));
  const place = async (body: Record<string, unknown>, who: Trader = s.trader) => {
    const res = await postOrder(s.t.app, who, body);
    expect(res.statusCode, res.body).toBe(201);
    return OrderSchema.parse(res.json());
  };
  const errorOf = async (body: Record<string, unknown>, who: Trader = s.trader) => {
    const res = await postOrder(s.t.app, who, body);
    return { status: res.statusCode, ...ErrorBodySchema.parse(res.json()) };
  };
  return { s, place, errorOf };
}
