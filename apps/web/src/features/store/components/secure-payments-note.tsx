import { ShieldCheck } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';
import { usePaymentConfig } from '@/lib/payments/payment-config.ts';

/** The secure-payments and final-sale notes (docs/product/store-and-bank.md#card-payments); says so when payments are simulated test payments. */
export function SecurePaymentsNote() {
  const config = usePaymentConfig();
  const simulated = config.data?.provider === 'simulated';
  return (
    <section
      aria-labelledby="secure-payments"
      className="grid gap-2 rounded-2xl border border-slate-800 bg-slate-900/60 p-5 text-sm text-slate-300"
    >
      <h2 id="secure-payments" className="flex flex-wrap items-center gap-2 font-semibold text-white">
        <ShieldCheck className="size-5 text-emerald-400" aria-hidden="true" />
        Secure payments
        {simulated && <Badge variant="secondary">TEST MODE</Badge>}
      </h2>
      <p>
        {simulated
          ? 'Payments here are simulated test payments: no real card is charged. Use the test card numbers shown at checkout.'
          : 'Card payments are processed by Stripe over an encrypted connection; your card details never reach our servers.'}
      </p>
      <p className="font-medium text-slate-200">Purchases are final and non-refundable.</p>
      <p className="text-slate-400">Virtual cash is for trading in TradeArena only and has no real-world value.</p>
    </section>
  );
}
