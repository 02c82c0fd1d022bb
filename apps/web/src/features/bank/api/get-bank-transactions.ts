import { queryOptions, useQuery } from '@tanstack/react-query';
import { type BankTransaction, STALE_MS } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';

export const bankTransactionsQueryKey = ['/api/bank/transactions'] as const;

/** GET /api/bank/transactions: prizes, purchases and transfers, newest first. */
export function getBankTransactions(): Promise<BankTransaction[]> {
  return api.get<BankTransaction[]>('/api/bank/transactions');
}

/** Stale after 60 s (docs/product/accounts.md#refresh-and-stale-times). */
export function bankTransactionsQueryOptions() {
  return queryOptions({
    queryKey: bankTransactionsQueryKey,
    queryFn: getBankTransactions,
    staleTime: STALE_MS.transactions,
  });
}

export function useBankTransactions() {
  return useQuery(bankTransactionsQueryOptions());
}
