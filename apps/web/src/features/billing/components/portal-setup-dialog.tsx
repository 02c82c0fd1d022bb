import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';

/** The provider's customer portal is not set up (docs/product/educators.md#billing): what the operator must do. */
export function PortalSetupDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Billing portal not set up</DialogTitle>
          <DialogDescription>
            Payment methods are changed in the payment provider's customer portal, which has not been configured yet.
          </DialogDescription>
        </DialogHeader>
        <ol className="grid list-decimal gap-1 pl-5 text-sm text-slate-300">
          <li>In the Stripe Dashboard, open Settings → Billing → Customer portal.</li>
          <li>Allow customers to update their payment methods, then save.</li>
          <li>Try again here. If you are not the operator, contact TradeArena support.</li>
        </ol>
        <DialogFooter>
          <Button onClick={onClose}>Got it</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
