import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClassLeagueResponse } from '@tradearena/contracts';
import type { RankingMode } from '@tradearena/domain';
import { api } from '@/lib/api-client.ts';
import { invalidateEducatorData } from './educator-queries.ts';

/** What the Create New League dialog sends (docs/product/educators.md#class-leagues); start date and time are in the educator's own zone. */
export interface CreateClassLeagueInput {
  name: string;
  /** Learning objectives. */
  description: string;
  /** 'YYYY-MM-DD'. */
  startDate: string;
  /** 'HH:MM', 24-hour. */
  startTime: string;
  /** Days. */
  duration: number;
  /** 1..999; 999 = unlimited. */
  maxParticipants: number;
  /** Whole dollars as typed; blank means the default $100,000. */
  customStartingBalance: string;
  /** docs/product/competitions.md#league-settings: students may sell short (off unless the educator switches it on). */
  shortSellingAllowed: boolean;
  /** ADR 023: what the class standings sort by (return above the S&P 500 unless the educator picks another). */
  rankingMode: RankingMode;
  /** Start at once; the date and time are then not read. */
  startNow: boolean;
}

/** POST /api/educator/leagues → the class league and its invite code. */
export function createClassLeague(input: CreateClassLeagueInput): Promise<ClassLeagueResponse> {
  return api.post<ClassLeagueResponse>('/api/educator/leagues', input);
}

export function useCreateClassLeague() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createClassLeague, onSuccess: () => invalidateEducatorData(queryClient) });
}
