import type { QueryClient } from '@tanstack/react-query';
import { currentUserQueryKey } from '@/lib/current-user.ts';
import { userLeaguesQueryKey } from '@/lib/user-leagues.ts';
import type { PaymentRequest } from '../lib/payment-request.ts';

/**
 * After a purchase (docs/product/store-and-bank.md#trading-bank): bank balance, bank transactions, user, user leagues and competitions refetch; for
 * a league purchase also that league's competition and leaderboard. The keys are the other screens' (features do
 * not import each other).
 */
export function refreshAfterPurchase(queryClient: QueryClient, request: PaymentRequest): void {
  const keys: (readonly unknown[])[] = [
    ['/api/bank/balance'],
    ['/api/bank/transactions'],
    currentUserQueryKey,
    userLeaguesQueryKey,
    ['/api/competitions'],
    ['/api/competitions/user'],
  ];
  if (request.type !== 'virtual_cash')
    keys.push(
      [`/api/competitions/${request.leagueId}`],
      [`/api/competitions/${request.leagueId}/leaderboard`],
      [`/api/leagues/${request.leagueId}/leaderboard`],
    );
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}
