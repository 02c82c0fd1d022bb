import { Copy } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { toast } from '@/components/ui/use-toast.ts';

/** The browser blocked the new tab (docs/product/educators.md): the link to open by hand, and Copy URL. */
export function PopupBlockedDialog({ url, onClose }: { url: string | null; onClose: () => void }) {
  const href = url ? new URL(url, window.location.origin).href : '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(href);
      toast({ variant: 'success', title: 'Copied!', description: 'The link is on your clipboard.' });
    } catch {
      toast({ variant: 'destructive', title: 'Copy failed', description: 'Please copy the link manually.' });
    }
  };
  return (
    <Dialog open={url !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Popup blocked</DialogTitle>
          <DialogDescription>Your browser blocked the new tab. Open the link yourself or copy it.</DialogDescription>
        </DialogHeader>
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          className="break-all rounded-lg border border-slate-800 bg-slate-950/60 p-3 text-sm text-emerald-300 underline"
        >
          {href}
        </a>
        <DialogFooter>
          <Button variant="outline" onClick={() => void copy()}>
            <Copy aria-hidden="true" />
            Copy URL
          </Button>
          <Button onClick={onClose}>Done</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
