import { VIRTUAL_CASH_PACKAGES } from '@tradearena/contracts';
import { ShoppingBag } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { BackLink } from '@/components/back-link.tsx';
import { RetryAlert } from '@/components/retry-alert.tsx';
import { SkeletonList } from '@/components/ui/skeleton.tsx';
import { paths } from '@/lib/paths.ts';
import { useUserLeagues } from '@/lib/user-leagues.ts';
import { extendableLeagues, slotLeagues } from '../lib/eligible-leagues.ts';
import { cashPurchase, type PaymentRequest } from '../lib/payment-request.ts';
import { CashPackageCard } from './cash-package-card.tsx';
import { ExtendLeagueCard } from './extend-league-card.tsx';
import { ExtraParticipantsCard } from './extra-participants-card.tsx';
import { PurchaseDialog } from './purchase-dialog.tsx';
import { SecurePaymentsNote } from './secure-payments-note.tsx';

/**
 * The Premium Store (/store, docs/product/store-and-bank.md#league-extensions-and-extra-slots): four virtual cash packages, the two league cards (extend, add slots)
 * and the secure-payments note. Every purchase goes through the three-step purchase dialog.
 */
export function StorePage() {
  const leagues = useUserLeagues();
  const [request, setRequest] = useState<PaymentRequest | null>(null);
  const mine = leagues.data ?? [];
  return (
    <div className="grid grid-cols-1 gap-8">
      <header>
        <BackLink to={paths.dashboard.getHref()}>Back to Dashboard</BackLink>
        <h1 className="mt-2 flex items-center gap-3 text-3xl font-bold tracking-tight text-white">
          <ShoppingBag className="size-7 text-emerald-400" aria-hidden="true" />
          Premium Store
        </h1>
        <p className="mt-2 text-slate-400">
          Top up your{' '}
          <Link to={paths.bank.getHref()} className="text-emerald-400 hover:underline">
            Trading Bank
          </Link>{' '}
          with virtual cash, or upgrade your private leagues.
        </p>
      </header>
      <section aria-labelledby="cash-packages" className="grid gap-4">
        <h2 id="cash-packages" className="text-xl font-semibold text-white">
          Virtual Cash
        </h2>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {VIRTUAL_CASH_PACKAGES.map((pack) => (
            <CashPackageCard key={pack.id} pack={pack} onBuy={() => setRequest(cashPurchase(pack))} />
          ))}
        </div>
      </section>
      <section aria-labelledby="league-upgrades" className="grid gap-4">
        <h2 id="league-upgrades" className="text-xl font-semibold text-white">
          League Upgrades
        </h2>
        {leagues.isError ? (
          <RetryAlert message="Your leagues could not be loaded." onRetry={() => void leagues.refetch()} />
        ) : leagues.isPending ? (
          <SkeletonList count={2} label="Loading your leagues" className="h-40 rounded-2xl" />
        ) : (
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            <ExtendLeagueCard leagues={extendableLeagues(mine)} onBuy={setRequest} />
            <ExtraParticipantsCard leagues={slotLeagues(mine)} onBuy={setRequest} />
          </div>
        )}
        {leagues.isSuccess && extendableLeagues(mine).length === 0 && (
          <p className="text-sm text-slate-400">
            League upgrades are for private leagues you created.{' '}
            <Link to={paths.competitions.getHref()} className="text-emerald-400 hover:underline">
              Create a friend league
            </Link>
          </p>
        )}
      </section>
      <SecurePaymentsNote />
      <PurchaseDialog request={request} onClose={() => setRequest(null)} />
    </div>
  );
}
