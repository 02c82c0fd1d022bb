import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, serverText } from '@/lib/api-client.ts';
import { updateStoredUser } from '@/lib/auth-storage.ts';
import { currentUserQueryKey, pickUser } from '@/lib/current-user.ts';

export interface ProfileInput {
  firstName: string;
  lastName: string;
  email: string;
  timezone: string;
}

/** PUT /api/user/profile — the error text is read from the field `error` (spec 02 §7). */
export async function updateProfile(input: ProfileInput): Promise<unknown> {
  try {
    return await api.put<unknown>('/api/user/profile', input);
  } catch (error) {
    throw new Error(serverText(error, 'error') ?? 'Failed to update profile. Please try again.');
  }
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (data, input) => {
      updateStoredUser(pickUser(data) ?? input);
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}
