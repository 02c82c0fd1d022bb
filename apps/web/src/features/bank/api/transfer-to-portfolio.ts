import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  MONTHLY_CHAMPIONSHIP_ID,
  type TransferPortfolioType,
  type TransferResponse,
  WEEKLY_CHAMPIONSHIP_ID,
} from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';
import { bankBalanceQueryKey } from './get-bank-balance.ts';
import { bankTransactionsQueryKey } from './get-bank-transactions.ts';

export interface TransferInput {
  /** Dollars with at most 2 decimals. */
  amount: number;
  portfolioType: TransferPortfolioType;
  leagueId: number | null;
}

/** POST /api/bank/transfer: moves money from the bank into one of the user's portfolios (a deposit, not profit). */
export function transferToPortfolio(input: TransferInput): Promise<TransferResponse> {
  return api.post<TransferResponse>('/api/bank/transfer', {
    amount: input.amount,
    portfolioType: input.portfolioType,
    ...(input.leagueId === null ? {} : { leagueId: input.leagueId }),
  });
}

/** The competition whose portfolio received the money, if any: a league, or the weekly or monthly championship. */
function targetCompetitionId(input: TransferInput): number | null {
  if (input.portfolioType === 'league') return input.leagueId;
  if (input.portfolioType === 'weekly') return WEEKLY_CHAMPIONSHIP_ID;
  if (input.portfolioType === 'monthly') return MONTHLY_CHAMPIONSHIP_ID;
  return null;
}

/**
 * After a transfer (docs/product/store-and-bank.md#transfers): balance, transactions, portfolio and positions refetch, and the receiving
 * competition's portfolio queries (the keys the portfolio screens use; features do not import each other).
 */
export function refreshAfterTransfer(queryClient: QueryClient, input: TransferInput): void {
  const keys: (readonly unknown[])[] = [
    bankBalanceQueryKey,
    bankTransactionsQueryKey,
    ['/api/portfolio'],
    ['/api/positions'],
  ];
  const competitionId = targetCompetitionId(input);
  if (competitionId !== null)
    keys.push([`/api/leagues/${competitionId}/portfolio`], [`/api/leagues/${competitionId}/positions`]);
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}

export function useTransferToPortfolio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferToPortfolio,
    onSuccess: (_result, input) => refreshAfterTransfer(queryClient, input),
    // Refused (e.g. another transfer took the money first): show the bank's real balance.
    onError: () => void queryClient.invalidateQueries({ queryKey: bankBalanceQueryKey }),
  });
}
