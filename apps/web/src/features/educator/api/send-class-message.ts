import { useMutation } from '@tanstack/react-query';
import type { AnnouncementPriority, ClassMessageResponse } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';

export interface SendClassMessageInput {
  leagueId: number;
  title: string;
  message: string;
  priority: AnnouncementPriority;
}

/** POST /api/educator/message: an announcement every student of the class reads on their league card. */
export function sendClassMessage(input: SendClassMessageInput): Promise<ClassMessageResponse> {
  return api.post<ClassMessageResponse>('/api/educator/message', input);
}

export function useSendClassMessage() {
  return useMutation({ mutationFn: sendClassMessage });
}
