import type { Order } from '@tradearena/contracts';
import { toast } from '@/components/ui/use-toast.ts';

export const MARGIN_CALL_TOAST = {
  title: 'Margin call',
  fallback: 'Your short positions were covered automatically.',
} as const;

/**
 * Ids of the margin-call orders known so far, as a chain of reads: null until a first list of orders was read
 * (what that list holds is history, never announced).
 */
export type KnownMarginCalls = Promise<Set<number> | null>;

/**
 * Toasts the orders of `all` marked `marginCall` that `known` does not hold yet (docs/product/trading.md#short-selling-and-margin): one red toast per
 * explanation (`reason`, shared by the covers and cancellations of one margin call), each order once. Answers the
 * next `known` and whether any was new. Without a first read, `all` only becomes the known history.
 */
export function announceMarginCalls(
  known: KnownMarginCalls,
  all: readonly Order[],
): Promise<{ known: Set<number>; announced: boolean }> {
  return known.then((ids) => {
    const calls = all.filter((o) => o.marginCall);
    if (!ids) return { known: new Set(calls.map((o) => o.id)), announced: false };
    const fresh = calls.filter((o) => !ids.has(o.id));
    for (const o of fresh) ids.add(o.id);
    for (const reason of new Set(fresh.map((o) => o.reason || MARGIN_CALL_TOAST.fallback)))
      toast({ variant: 'destructive', title: MARGIN_CALL_TOAST.title, description: reason });
    return { known: ids, announced: fresh.length > 0 };
  });
}
