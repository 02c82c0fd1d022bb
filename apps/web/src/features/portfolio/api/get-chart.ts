import { queryOptions, useQuery } from '@tanstack/react-query';
import { REFRESH_MS, type TIMEFRAMES } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';

export type Timeframe = (typeof TIMEFRAMES)[number];

export const chartQueryKey = (symbol: string, timeframe: Timeframe) =>
  ['/api/stocks/chart', symbol, timeframe] as const;

/** Raw points: the server sends candles, but the client accepts the chart point aliases and drops bad points itself (docs/product/trading.md#prices-and-quotes). */
export function getChart(symbol: string, timeframe: Timeframe): Promise<unknown> {
  return api.get<unknown>(`/api/stocks/chart/${encodeURIComponent(symbol)}/${timeframe}`);
}

/** Every 60 s (docs/product/accounts.md#refresh-and-stale-times). */
export function chartQueryOptions(symbol: string, timeframe: Timeframe) {
  return queryOptions({
    queryKey: chartQueryKey(symbol, timeframe),
    queryFn: () => getChart(symbol, timeframe),
    refetchInterval: REFRESH_MS.chart,
  });
}

export function useChart(symbol: string | null, timeframe: Timeframe) {
  return useQuery({ ...chartQueryOptions(symbol ?? '', timeframe), enabled: Boolean(symbol) });
}
