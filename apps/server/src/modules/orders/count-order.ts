import { appMetrics } from '../../adapters/metrics/app-metrics.ts';
import type { Result } from '../../app-error.ts';

/**
 * Counts an order's outcome for /metrics (orders filled by side and portfolio, refused by the error code answered)
 * and hands the result on unchanged. Called by the order routes with the use-case's result.
 */
export function countOrder<T>(
  result: Result<T>,
  side: 'buy' | 'sell',
  portfolio: 'personal' | 'competition',
): Result<T> {
  if (result.ok) appMetrics.ordersFilled.inc({ side, portfolio });
  else appMetrics.ordersRefused.inc({ reason: result.error.code });
  return result;
}
