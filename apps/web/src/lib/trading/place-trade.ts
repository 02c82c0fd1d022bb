import type { TradeActionResponse } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';
import type { TradeIntent } from './apply-optimistic-trade.ts';

/**
 * POST /api/trade-action: the client's price goes as text; the server fills at its own quote. With a league id the
 * order goes to the user's portfolio in that league (`portfolioType: "league"`, docs/product/trading.md#placing-a-trade).
 */
export function placeTrade(t: TradeIntent, idempotencyKey: string, leagueId?: number): Promise<TradeActionResponse> {
  return api.post<TradeActionResponse>(
    '/api/trade-action',
    {
      symbol: t.symbol,
      action: t.action,
      shares: t.shares,
      currentPrice: t.price.toFixed(2),
      ...(t.note?.trim() ? { note: t.note } : {}),
      ...(leagueId === undefined ? {} : { portfolioType: 'league', competitionId: leagueId }),
    },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
}
