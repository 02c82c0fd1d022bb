import { useMutation } from '@tanstack/react-query';
import type { ResetStudentPasswordResponse } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';

/** POST /api/educator/students/{userId}/reset-password: a new temporary password; the student is signed out. */
export function resetStudentPassword(userId: number): Promise<ResetStudentPasswordResponse> {
  return api.post<ResetStudentPasswordResponse>(`/api/educator/students/${userId}/reset-password`);
}

export function useResetStudentPassword() {
  return useMutation({ mutationFn: resetStudentPassword });
}
