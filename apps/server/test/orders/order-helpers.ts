import type { AppInstance } from '../../src/app.ts';
import { expireOrders } from '../../src/modules/orders/expire-orders.ts';
import { createOrderMatcher } from '../../src/modules/orders/match-orders.ts';
import type { TestApp } from '../helpers/test-app.ts';
import type { Trader } from '../trading/trading-builders.ts';

export function postOrder(app: AppInstance, trader: Pick<Trader, 'cookie'>, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/orders', headers: { cookie: trader.cookie }, payload: body });
}

export function cancelOrderRequest(app: AppInstance, trader: Pick<Trader, 'cookie'>, id: number | string) {
  return app.inject({ method: 'DELETE', url: `/api/orders/${id}`, headers: { cookie: trader.cookie } });
}

/** The app's own matcher and expiry job, driven by the test (server.ts runs them on timers). */
export function orderJobs(t: TestApp) {
  const deps = { ...t.deps, ...t.app.orders };
  const matcher = createOrderMatcher(deps);
  return {
    match: () => matcher.runOnce(),
    expire: () => expireOrders(deps, t.clock.now()),
  };
}
