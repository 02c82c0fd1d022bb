import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest, MessageResponse } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';

/** POST /api/user/password — keeps this session, signs every other one out. Errors stay ApiErrors (code per field). */
export function changePassword(input: ChangePasswordRequest): Promise<MessageResponse> {
  return api.post<MessageResponse>('/api/user/password', input);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
