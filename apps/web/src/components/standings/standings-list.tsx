import type { ReactNode } from 'react';
import { SkeletonList } from '@/components/ui/skeleton.tsx';

/**
 * The ranked rows of a leaderboard with their loading and empty states: `children` are the rows (`<li>`s), listed
 * under the heading `labelledBy`.
 */
export function StandingsList({
  isPending,
  isEmpty,
  emptyText,
  labelledBy,
  children,
}: {
  isPending: boolean;
  isEmpty: boolean;
  emptyText: string;
  labelledBy: string;
  children: ReactNode;
}) {
  if (isPending)
    return (
      <div className="p-2">
        <SkeletonList count={6} label="Loading leaderboard" className="h-14 rounded-xl" />
      </div>
    );
  if (isEmpty) return <p className="p-6 text-center text-slate-400">{emptyText}</p>;
  return (
    <ol className="grid gap-1" aria-labelledby={labelledBy}>
      {children}
    </ol>
  );
}

/** The caller's own row below the top of a leaderboard, when they rank lower. */
export function YourPosition({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="your-position-title" className="grid gap-2">
      <h2 id="your-position-title" className="text-lg font-semibold text-white">
        Your Position
      </h2>
      <ol className="rounded-2xl border border-slate-800 bg-slate-900/60 p-2 sm:p-4">{children}</ol>
    </section>
  );
}
