import { queryOptions, useQuery } from '@tanstack/react-query';
import { type EconomicEventResponse, STALE_MS } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';

export type EconomicEvent = EconomicEventResponse;

/** GET /api/news/economic-calendar: releases from a week back to three weeks ahead (New York date and time). */
export function getEconomicCalendar(): Promise<EconomicEvent[]> {
  return api.get<EconomicEvent[]>('/api/news/economic-calendar');
}

/** Stale after 60 minutes (docs/product/accounts.md#refresh-and-stale-times). */
export function economicCalendarQueryOptions() {
  return queryOptions({
    queryKey: ['/api/news/economic-calendar'] as const,
    queryFn: getEconomicCalendar,
    staleTime: STALE_MS.calendar,
  });
}

export function useEconomicCalendar() {
  return useQuery(economicCalendarQueryOptions());
}
