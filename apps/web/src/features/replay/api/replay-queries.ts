import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JoinCompetitionResponse, QuoteResponse, ReplayDetail, ReplayList } from '@tradearena/contracts';
import { useMemo } from 'react';
import { api } from '@/lib/api-client.ts';

/**
 * The replay's prices come from the stream (replay-prices.ts); its clock, status, standings, news and the player's
 * portfolio (replay-trading-context.ts) are read this often.
 */
export const REPLAY_STATUS_MS = 10_000;

export const replaysQueryKey = ['/api/replays'] as const;
export const replayKey = (id: number) => ['/api/replays', id] as const;
const quoteKey = (competitionId: number, symbol: string) => ['/api/stocks/quote', symbol, competitionId] as const;

/** GET /api/replays: the events the user plays or created, and the public ones still open. */
export function useReplays() {
  return useQuery(
    queryOptions({ queryKey: replaysQueryKey, queryFn: () => api.get<ReplayList>('/api/replays'), staleTime: 10_000 }),
  );
}

/**
 * The replay event of each competition the user plays or created (GET /api/replays): a replay's league opens on its
 * replay page, never on the market's trading page. Empty while loading or when the list failed.
 */
export function useReplayIdsByCompetition(): ReadonlyMap<number, number> {
  const replays = useReplays();
  return useMemo(() => new Map((replays.data?.replays ?? []).map((r) => [r.competitionId, r.id])), [replays.data]);
}

/**
 * GET /api/replays/{id}: clock, standings and, once finished, the reveal; re-read while it runs. The replay page and
 * the header (the portfolio it shows there) share it.
 */
export function replayQueryOptions(id: number) {
  return queryOptions({
    queryKey: replayKey(id),
    queryFn: () => api.get<{ replay: ReplayDetail }>(`/api/replays/${id}`).then((r) => r.replay),
    refetchInterval: (q) => (q.state.data?.status === 'finished' ? false : REPLAY_STATUS_MS),
  });
}

export function useReplay(id: number) {
  return useQuery(replayQueryOptions(id));
}

/** The replay's own price of a symbol when the ticket opens it (GET /api/stocks/quote/{symbol}?competitionId=); the stream's ticks follow. */
export function useReplayQuote(competitionId: number, symbol: string) {
  return useQuery({
    queryKey: quoteKey(competitionId, symbol),
    queryFn: () =>
      api.get<QuoteResponse>(`/api/stocks/quote/${encodeURIComponent(symbol)}?competitionId=${competitionId}`),
    enabled: symbol !== '',
  });
}

/** Joins a public replay event (POST /api/competition/{id}/join). */
export function useJoinReplay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (competitionId: number) => api.post<JoinCompetitionResponse>(`/api/competition/${competitionId}/join`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: replaysQueryKey }),
  });
}
