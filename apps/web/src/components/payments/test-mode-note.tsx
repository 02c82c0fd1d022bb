import { FlaskConical } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';
import { cn } from '@/lib/cn.ts';
import { usePaymentConfig } from '@/lib/payments/payment-config.ts';

/**
 * On every step of a payment (store checkout, the educator subscription, billing) while the server's payments are
 * simulated (GET /api/payments/config says provider "simulated"): TEST MODE, nothing is charged. Nothing with Stripe,
 * nor before the server has said.
 */
export function TestModeNote({ className }: { className?: string }) {
  const config = usePaymentConfig();
  if (config.data?.provider !== 'simulated') return null;
  return (
    <p
      role="note"
      aria-label="Test mode"
      className={cn(
        'flex flex-wrap items-center gap-2 rounded-xl border border-sky-500/30 bg-sky-500/5 px-3 py-2 text-sm text-sky-100',
        className,
      )}
    >
      <FlaskConical className="size-4 text-sky-300" aria-hidden="true" />
      <Badge variant="secondary">TEST MODE</Badge> — nothing is charged: payments here are simulated.
    </p>
  );
}
