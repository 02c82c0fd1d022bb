import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';

export interface CancelSubscriptionDialogProps {
  open: boolean;
  periodEnd: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Confirms a cancellation (docs/product/educators.md#billing): nothing stops at once; access continues until the period ends. */
export function CancelSubscriptionDialog({ open, periodEnd, busy, onConfirm, onClose }: CancelSubscriptionDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !busy && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cancel your subscription?</DialogTitle>
          <DialogDescription>
            Educator Pro will not renew. You keep every educator feature until {periodEnd}; after that your class
            leagues and students' data stay, but educator tools are no longer available. You can reactivate before then.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Keep subscription
          </Button>
          <Button variant="destructive" onClick={onConfirm} disabled={busy}>
            {busy ? 'Canceling...' : 'Cancel subscription'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
