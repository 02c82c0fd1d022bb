import { Landmark } from 'lucide-react';
import { BackLink } from '@/components/back-link.tsx';
import { paths } from '@/lib/paths.ts';
import { BalanceCard } from './balance-card.tsx';
import { TransactionHistory } from './transaction-history.tsx';
import { TransferForm } from './transfer-form.tsx';

/** The Trading Bank (/bank, docs/product/store-and-bank.md#trading-bank): balance card, transfer form, transaction history. */
export function BankPage({ timeZone }: { timeZone: string }) {
  return (
    <div className="grid grid-cols-1 gap-6">
      <header>
        <BackLink to={paths.dashboard.getHref()}>Back to Dashboard</BackLink>
        <h1 className="mt-2 flex items-center gap-3 text-3xl font-bold tracking-tight text-white">
          <Landmark className="size-7 text-emerald-400" aria-hidden="true" />
          Trading Bank
        </h1>
        <p className="mt-2 text-slate-400">Your prizes and purchased virtual cash, ready to move into a portfolio.</p>
      </header>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <div className="grid content-start gap-6">
          <BalanceCard />
          <TransferForm />
        </div>
        <TransactionHistory timeZone={timeZone} />
      </div>
    </div>
  );
}
