import type { BankTransaction, BankTransactionType } from '@tradearena/contracts';
import { ArrowDownLeft, ArrowUpRight, Receipt, RotateCcw, ShoppingBag, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { RetryAlert } from '@/components/retry-alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { SkeletonList } from '@/components/ui/skeleton.tsx';
import { formatDate } from '@/lib/format-in-zone.ts';
import { paths } from '@/lib/paths.ts';
import { formatSignedCurrency, gainLossClass } from '@/lib/signed-money.ts';
import { useBankTransactions } from '../api/get-bank-transactions.ts';

const KIND: Record<BankTransactionType, { label: string; icon: typeof Trophy }> = {
  prize: { label: 'Prize', icon: Trophy },
  purchase: { label: 'Purchase', icon: ShoppingBag },
  deposit: { label: 'Deposit', icon: ArrowDownLeft },
  transfer: { label: 'Transfer', icon: ArrowUpRight },
  refund: { label: 'Refund', icon: RotateCcw },
};

function TransactionRow({ tx, timeZone }: { tx: BankTransaction; timeZone: string }) {
  const kind = KIND[tx.type];
  return (
    <li className="flex items-center gap-3 py-3">
      <span className="grid size-9 shrink-0 place-items-center rounded-full bg-slate-800 text-slate-300">
        <kind.icon className="size-4" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="break-words font-medium text-white">{tx.portfolio}</p>
        <p className="text-xs text-slate-400">
          {kind.label} · {formatDate(new Date(tx.date), timeZone)}
        </p>
      </div>
      <span className={`tabular shrink-0 font-semibold ${gainLossClass(tx.amount)}`}>
        {formatSignedCurrency(tx.amount)}
      </span>
    </li>
  );
}

/** Transaction history (docs/product/store-and-bank.md#trading-bank): prizes, purchases and transfers, newest first; an empty state without any. */
export function TransactionHistory({ timeZone }: { timeZone: string }) {
  const transactions = useBankTransactions();
  const items = transactions.data ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Transaction History</CardTitle>
      </CardHeader>
      <CardContent>
        {transactions.isError ? (
          <RetryAlert message="Your transactions could not be loaded." onRetry={() => void transactions.refetch()} />
        ) : transactions.isPending ? (
          <SkeletonList count={3} label="Loading transactions" className="h-12" />
        ) : items.length === 0 ? (
          <div className="grid justify-items-center gap-3 px-4 py-10 text-center">
            <Receipt className="size-10 text-slate-600" aria-hidden="true" />
            <p className="text-lg font-semibold text-white">No transactions yet</p>
            <p className="max-w-sm text-sm text-slate-400">
              Championship prizes and virtual cash from the store show up here.
            </p>
            <Button asChild variant="outline" className="mt-1">
              <Link to={paths.store.getHref()}>Visit the Store</Link>
            </Button>
          </div>
        ) : (
          <ul className="divide-y divide-slate-800" aria-label="Transactions">
            {items.map((tx) => (
              <TransactionRow key={tx.id} tx={tx} timeZone={timeZone} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
