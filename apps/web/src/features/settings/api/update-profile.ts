import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, serverText } from '@/lib/api-client.ts';
import { updateStoredUser } from '@/lib/auth-storage.ts';
import { currentUserQueryKey, pickUser } from '@/lib/current-user.ts';

export interface ProfileInput {
  firstName: string;
  lastName: string;
  email: string;
  timezone: string;
  /** Required by the server when the email changes. */
  currentPassword?: string;
}

/**
 * PUT /api/user/profile — the error text is read from the field `error` (docs/product/accounts.md#profile-and-settings). A new email is not applied
 * at once: the answer's user keeps the old one and `message` says a confirmation link was sent to the new one.
 */
export async function updateProfile(input: ProfileInput): Promise<unknown> {
  try {
    return await api.put<unknown>('/api/user/profile', input);
  } catch (error) {
    throw new Error(serverText(error, 'error') ?? 'Failed to update profile. Please try again.');
  }
}

/** The server's note about a pending email change, if the answer carries one. */
export function pendingEmailMessage(data: unknown): string | null {
  const message = data && typeof data === 'object' ? (data as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? message : null;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (data, input) => {
      // Never the typed email (it waits for confirmation) nor the password: the server's user, else the names.
      updateStoredUser(
        pickUser(data) ?? { firstName: input.firstName, lastName: input.lastName, timezone: input.timezone },
      );
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}
