import { queryOptions, useQuery } from '@tanstack/react-query';
import { type BankBalance, STALE_MS } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';

export const bankBalanceQueryKey = ['/api/bank/balance'] as const;

/** GET /api/bank/balance: the trading bank's balance in dollars. */
export function getBankBalance(): Promise<BankBalance> {
  return api.get<BankBalance>('/api/bank/balance');
}

/** Stale after 30 s (docs/product/accounts.md#refresh-and-stale-times). */
export function bankBalanceQueryOptions() {
  return queryOptions({ queryKey: bankBalanceQueryKey, queryFn: getBankBalance, staleTime: STALE_MS.bankBalance });
}

export function useBankBalance() {
  return useQuery(bankBalanceQueryOptions());
}
