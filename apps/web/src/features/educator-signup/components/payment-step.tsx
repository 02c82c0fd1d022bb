import { EDUCATOR_PRO_PLAN_NAME, EDUCATOR_PRO_PRICE_CENTS, type PaymentIntentResponse } from '@tradearena/contracts';
import { CardPaymentStep } from '@/components/payments/card-payment-step.tsx';
import { formatCurrency } from '@/lib/format.ts';
import type { PaymentErrorMessage } from '@/lib/payments/payment-error.ts';

export interface PaymentStepProps {
  intent: PaymentIntentResponse;
  institutionName: string;
  onConfirmed: (paymentIntentId: string) => void;
  onFailed: (message: PaymentErrorMessage) => void;
}

/** Step 3: what is bought, then the store's card step (Stripe Elements or the simulated test card form). */
export function PaymentStep({ intent, institutionName, onConfirmed, onFailed }: PaymentStepProps) {
  const price = formatCurrency(EDUCATOR_PRO_PRICE_CENTS / 100);
  return (
    <div className="grid gap-5">
      <dl className="grid gap-2 rounded-xl border border-slate-800 bg-slate-950/40 p-4 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-400">Plan</dt>
          <dd className="font-medium text-white">{EDUCATOR_PRO_PLAN_NAME}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-slate-400">Institution</dt>
          <dd className="truncate font-medium text-white">{institutionName}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-slate-800 pt-2">
          <dt className="text-slate-400">Billed annually, renews automatically</dt>
          <dd className="tabular font-semibold text-white">{price}/year</dd>
        </div>
      </dl>
      <CardPaymentStep intent={intent} priceLabel={price} onConfirmed={onConfirmed} onFailed={onFailed} />
    </div>
  );
}
