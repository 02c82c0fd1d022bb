import { Landmark } from 'lucide-react';
import { RetryAlert } from '@/components/retry-alert.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { SkeletonList } from '@/components/ui/skeleton.tsx';
import { formatCurrency } from '@/lib/format.ts';
import { useBankBalance } from '../api/get-bank-balance.ts';

/** The Trading Bank's balance card (docs/product/store-and-bank.md#trading-bank): prizes and purchases land here, transfers leave from here. */
export function BalanceCard() {
  const balance = useBankBalance();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Landmark className="size-5 text-emerald-400" aria-hidden="true" />
          Bank Balance
        </CardTitle>
        <CardDescription>
          Prizes and store purchases arrive here. Move money into a portfolio to trade it.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {balance.isError ? (
          <RetryAlert message="Your bank balance could not be loaded." onRetry={() => void balance.refetch()} />
        ) : balance.isPending ? (
          <SkeletonList count={1} label="Loading your bank balance" className="h-10 w-48" />
        ) : (
          <>
            <p className="tabular text-4xl font-bold tracking-tight text-white" data-testid="bank-balance">
              {formatCurrency(balance.data.balance)}
            </p>
            {/* A refunded or disputed payment left a debt: the next credits repay it (ADR 019). */}
            {balance.data.owed ? (
              <p className="mt-2 text-sm text-amber-300" role="status" data-testid="bank-owed">
                Payment reversed — {formatCurrency(balance.data.owed)} owed, repaid from your next credits
              </p>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
