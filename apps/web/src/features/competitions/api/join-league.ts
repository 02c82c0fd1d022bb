import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeagueResponse } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';
import { readStoredUser } from '@/lib/auth-storage.ts';
import { invalidateLeagueLists } from './league-queries.ts';

export interface JoinLeagueInput {
  inviteCode: string;
  displayName: string;
}

/** POST /api/leagues/join with the x-user-email header (checked against the session by the server, docs/product/accounts.md#sessions-and-identity). */
export function joinLeague(input: JoinLeagueInput): Promise<LeagueResponse> {
  const email = readStoredUser()?.email;
  return api.post<LeagueResponse>('/api/leagues/join', input, email ? { headers: { 'x-user-email': email } } : {});
}

export function useJoinLeague() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: joinLeague, onSuccess: () => invalidateLeagueLists(queryClient) });
}
