import type { TradeActionResponse } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';
import type { TradeIntent } from './apply-optimistic-trade.ts';

/**
 * POST /api/competition/{id}/trade (weekly and monthly championships, docs/product/trading.md#prices-and-quotes): `price` and `totalValue` are what
 * the user saw, as text; the server fills at its own quote and answers like POST /api/trade-action.
 */
export function placeCompetitionTrade(
  competitionId: number,
  t: TradeIntent,
  idempotencyKey: string,
): Promise<TradeActionResponse> {
  return api.post<TradeActionResponse>(
    `/api/competition/${competitionId}/trade`,
    {
      symbol: t.symbol,
      side: t.action,
      quantity: t.shares,
      price: t.price.toFixed(2),
      totalValue: (t.price * t.shares).toFixed(2),
    },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
}
