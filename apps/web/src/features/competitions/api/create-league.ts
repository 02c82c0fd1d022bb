import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeagueResponse } from '@tradearena/contracts';
import type { RankingMode } from '@tradearena/domain';
import { api } from '@/lib/api-client.ts';
import { invalidateLeagueLists } from './league-queries.ts';

/** What the Create Friend League form sends (docs/product/competitions.md#friend-leagues); blank date and time are the server's defaults. */
export interface CreateLeagueInput {
  name: string;
  displayName: string;
  description: string;
  /** YYYY-MM-DD (US Central) or '' for today. */
  startDate: string;
  /** '12:30 PM' style (US Central). */
  startTime: string;
  durationDays: number;
  maxParticipants: number;
  /** docs/product/competitions.md#league-settings: players may sell short (on unless the creator unticks it). */
  shortSellingAllowed: boolean;
  /** ADR 023: what the standings sort by (return unless the creator picks another). */
  rankingMode: RankingMode;
}

/** POST /api/leagues/create → the league with its invite code. */
export function createLeague(input: CreateLeagueInput): Promise<LeagueResponse> {
  return api.post<LeagueResponse>('/api/leagues/create', input);
}

export function useCreateLeague() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createLeague, onSuccess: () => invalidateLeagueLists(queryClient) });
}
