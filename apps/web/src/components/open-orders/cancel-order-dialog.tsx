import type { Order } from '@tradearena/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog.tsx';
import { toast } from '@/components/ui/use-toast.ts';
import { toastError } from '@/lib/toast-error.ts';
import { useCancelOrder } from '@/lib/trading/cancel-order.ts';
import { describeOrder } from '@/lib/trading/describe-order.ts';

/** What cancelling frees: a sell's (or cover's) reserved shares, a buy's (or short's) reserved cash, or both. */
function reservedText(order: Order): string {
  const shares = order.reservedShares != null || order.side === 'sell';
  const cash = order.reservedCash != null || order.side === 'buy';
  if (shares && cash) return 'Its reserved cash and shares';
  return shares ? 'Its reserved shares' : 'Its reserved cash';
}

/** Cancel on an open order: "Cancel this order?", then DELETE /api/orders/{id}; 'Order cancelled' or the server's message. */
export function CancelOrderDialog({ order, className }: { order: Order; className?: string }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelOrder();
  const summary = describeOrder(order);
  const onOpenChange = (next: boolean) => {
    if (!cancel.isPending) setOpen(next);
  };
  const confirm = () =>
    cancel.mutate(order.id, {
      onSuccess: () => {
        setOpen(false);
        toast({ variant: 'success', title: 'Order cancelled', description: summary });
      },
      onError: (error) => toastError('Could not cancel the order', error, 'Failed to cancel the order'),
    });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" className={className} aria-label={`Cancel order: ${summary}`}>
          Cancel
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cancel this order?</DialogTitle>
          <DialogDescription>
            {summary}. {reservedText(order)} will be free again.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={cancel.isPending}>
              Keep order
            </Button>
          </DialogClose>
          <Button variant="destructive" onClick={confirm} disabled={cancel.isPending}>
            {cancel.isPending ? 'Cancelling...' : 'Cancel order'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
