import { Lock } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { formatCurrency } from '@/lib/format.ts';
import type { PaymentRequest } from '../lib/payment-request.ts';

/** Step 1 (setup): what is bought and its price, the final-sale note, then on to the card. */
export function PurchaseSummary({
  request,
  busy,
  onContinue,
}: {
  request: PaymentRequest;
  busy: boolean;
  onContinue: () => void;
}) {
  return (
    <div className="grid gap-4">
      <dl className="grid gap-2 rounded-xl border border-slate-800 bg-slate-950/40 p-4 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-slate-400">Item</dt>
          <dd className="text-right font-medium text-white">{request.description}</dd>
        </div>
        <div className="flex justify-between gap-3 border-t border-slate-800 pt-2">
          <dt className="text-slate-400">Total</dt>
          <dd className="tabular text-right text-lg font-bold text-white">
            {formatCurrency(request.priceCents / 100)}
          </dd>
        </div>
      </dl>
      <p className="flex items-center gap-1.5 text-xs text-slate-400">
        <Lock className="size-3" aria-hidden="true" />
        Purchases are final and non-refundable. Virtual cash has no real-world value.
      </p>
      <Button onClick={onContinue} disabled={busy}>
        {busy ? 'Preparing payment...' : 'Continue to Payment'}
      </Button>
    </div>
  );
}
