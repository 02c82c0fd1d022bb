import { toast } from '@/components/ui/use-toast.ts';
import { errorText } from './error-text.ts';

/** A refused call as a red toast: `title`, then the server's message when it sent one, else `fallback` (docs/product/trading.md). */
export function toastError(title: string, error: unknown, fallback: string): void {
  toast({ variant: 'destructive', title, description: errorText(error, fallback) });
}
