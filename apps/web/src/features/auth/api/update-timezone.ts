import { api } from '@/lib/api-client.ts';

/** PUT /api/user/timezone with the browser's IANA zone. */
export async function updateTimezone(timezone: string): Promise<void> {
  await api.put<unknown>('/api/user/timezone', { timezone });
}
