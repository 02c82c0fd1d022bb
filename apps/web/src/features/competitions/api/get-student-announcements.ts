import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Announcement, REFRESH_MS } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';

export const studentAnnouncementsQueryKey = ['/api/student/announcements'] as const;

/** GET /api/student/announcements: the caller's class announcements; a failed lookup is an empty list (docs/product/educators.md#announcements). */
export async function getStudentAnnouncements(): Promise<Announcement[]> {
  try {
    const list = await api.get<Announcement[]>('/api/student/announcements');
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}

/** Refetched every 30 s (docs/product/accounts.md#refresh-and-stale-times). */
export function studentAnnouncementsQueryOptions() {
  return queryOptions({
    queryKey: studentAnnouncementsQueryKey,
    queryFn: getStudentAnnouncements,
    refetchInterval: REFRESH_MS.announcements,
  });
}

export function useStudentAnnouncements(enabled = true) {
  return useQuery({ ...studentAnnouncementsQueryOptions(), enabled });
}
