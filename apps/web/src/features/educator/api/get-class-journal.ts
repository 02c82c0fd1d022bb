import { useInfiniteQuery } from '@tanstack/react-query';
import { type JournalPage, STALE_MS } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';
import { educatorQueryPrefix } from './educator-queries.ts';

export const classJournalQueryKey = (leagueId: number) =>
  [...educatorQueryPrefix, '/api/educator/journal', leagueId] as const;

/** GET /api/educator/journal/{leagueId}: a page of the class's notes and reflections, newest first (ADR 026). */
export function getClassJournal(leagueId: number, cursor: string | null): Promise<JournalPage> {
  return api.get<JournalPage>(
    `/api/educator/journal/${leagueId}?limit=20${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
  );
}

/** The journal page by page ("Load more" asks for the next one). */
export function useClassJournal(leagueId: number) {
  return useInfiniteQuery({
    queryKey: classJournalQueryKey(leagueId),
    queryFn: ({ pageParam }) => getClassJournal(leagueId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: STALE_MS.educatorLists,
  });
}
