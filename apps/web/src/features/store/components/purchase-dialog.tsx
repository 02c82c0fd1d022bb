import { useQueryClient } from '@tanstack/react-query';
import { PAYMENT_SUCCESS_CLOSE_MS, type PaymentIntentResponse } from '@tradearena/contracts';
import { useEffect, useRef, useState } from 'react';
import { CardPaymentStep } from '@/components/payments/card-payment-step.tsx';
import { TestModeNote } from '@/components/payments/test-mode-note.tsx';
import { StepList } from '@/components/step-list.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog.tsx';
import { toast } from '@/components/ui/use-toast.ts';
import { formatCurrency } from '@/lib/format.ts';
import type { PaymentErrorMessage } from '@/lib/payments/payment-error.ts';
import { paymentError } from '@/lib/payments/payment-error.ts';
import { completePayment } from '../api/complete-payment.ts';
import { startPayment } from '../api/start-payment.ts';
import type { PaymentRequest } from '../lib/payment-request.ts';
import { successMessage } from '../lib/success-message.ts';
import { PurchaseSuccess } from './purchase-success.tsx';
import { PurchaseSummary } from './purchase-summary.tsx';

const TITLES = ['Review your purchase', 'Payment', 'Thank you!'] as const;
/** The purchase dialog's three steps (docs/product/store-and-bank.md#card-payments: setup, payment, success). */
const STEPS = ['Review', 'Payment', 'Done'] as const;

function PurchaseFlow({
  request,
  onClose,
  onBusy,
}: PurchaseDialogProps & { request: PaymentRequest; onBusy: (busy: boolean) => void }) {
  const queryClient = useQueryClient();
  const [intent, setIntent] = useState<PaymentIntentResponse | null>(null);
  const [done, setDone] = useState<{ title: string; description: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const step = done ? 2 : intent ? 1 : 0;
  const priceLabel = formatCurrency(request.priceCents / 100);

  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => onBusy(busy), [busy, onBusy]);
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => close.current(), PAYMENT_SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [done]);

  const showFailure = (message: PaymentErrorMessage) => {
    toast({ variant: 'destructive', title: message.title, description: message.description });
    if (message.restart) setIntent(null);
  };

  const onContinue = async () => {
    setBusy(true);
    try {
      setIntent(await startPayment(request));
    } catch (error) {
      showFailure(paymentError(error, 'setup'));
    } finally {
      setBusy(false);
    }
  };

  const onConfirmed = async (paymentIntentId: string) => {
    setBusy(true);
    const message = successMessage(request, await completePayment(queryClient, request, paymentIntentId));
    setBusy(false);
    toast({ variant: 'success', ...message });
    setDone(message);
  };

  const card = intent && {
    intent,
    priceLabel,
    onConfirmed: (id: string) => void onConfirmed(id),
    onFailed: showFailure,
  };
  return (
    <>
      <DialogHeader>
        <DialogTitle>{TITLES[step]}</DialogTitle>
        <DialogDescription>{request.description}</DialogDescription>
      </DialogHeader>
      <StepList steps={STEPS} current={step} label="Purchase steps" />
      <TestModeNote />
      {done ? (
        <PurchaseSuccess {...done} />
      ) : !card ? (
        <PurchaseSummary request={request} busy={busy} onContinue={() => void onContinue()} />
      ) : (
        <CardPaymentStep {...card} />
      )}
    </>
  );
}

export interface PurchaseDialogProps {
  /** What to buy; null keeps the dialog closed. */
  request: PaymentRequest | null;
  onClose: () => void;
}

/**
 * The purchase dialog (docs/product/store-and-bank.md#card-payments): setup (summary) → payment (Stripe Elements or the simulated test card
 * form) → success, which closes itself after 2 s. It cannot be dismissed while a call is running.
 */
export function PurchaseDialog({ request, onClose }: PurchaseDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={request !== null} onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        {request && (
          <PurchaseFlow
            key={`${request.type}:${request.description}`}
            request={request}
            onClose={onClose}
            onBusy={setBusy}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
