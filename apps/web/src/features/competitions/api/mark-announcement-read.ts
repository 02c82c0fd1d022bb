import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Announcement, SuccessMessage } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';
import { studentAnnouncementsQueryKey } from './get-student-announcements.ts';

/** POST /api/student/announcements/{id}/read with an empty JSON body. */
export function markAnnouncementRead(id: number): Promise<SuccessMessage> {
  return api.post<SuccessMessage>(`/api/student/announcements/${id}/read`, {});
}

/** Marks one announcement read; the cached list shows it read at once, then refetches. */
export function useMarkAnnouncementRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAnnouncementRead,
    onSuccess: (_result, id) => {
      queryClient.setQueryData<Announcement[]>(studentAnnouncementsQueryKey, (list) =>
        list?.map((a) => (a.id === id ? { ...a, isRead: true } : a)),
      );
      void queryClient.invalidateQueries({ queryKey: studentAnnouncementsQueryKey });
    },
  });
}
