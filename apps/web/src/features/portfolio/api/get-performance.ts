import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type PerformanceRange, type PerformanceResponse, REFRESH_MS } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';

export const performanceQueryKey = (range: PerformanceRange, competitionId?: number) =>
  ['/api/portfolio/performance', range, competitionId ?? null] as const;

/** GET /api/portfolio/performance: the personal portfolio, or the caller's in the competition `competitionId`. */
export function getPerformance(range: PerformanceRange, competitionId?: number): Promise<PerformanceResponse> {
  const query = new URLSearchParams({ range });
  if (competitionId !== undefined) query.set('competitionId', String(competitionId));
  return api.get<PerformanceResponse>(`/api/portfolio/performance?${query}`);
}

/** Polled as the portfolio is outside the trade page: the last point is the live value. */
export function usePerformance(range: PerformanceRange, competitionId?: number) {
  return useQuery({
    queryKey: performanceQueryKey(range, competitionId),
    queryFn: () => getPerformance(range, competitionId),
    refetchInterval: REFRESH_MS.portfolioElsewhere,
    placeholderData: keepPreviousData,
  });
}
