import { TrendingUp } from 'lucide-react';
import { cn } from '@/lib/cn.ts';

/** The TradeArena word mark. */
export function Logo({ className, compact = false }: { className?: string; compact?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-bold tracking-tight text-white', className)}>
      <span className="grid size-8 place-items-center rounded-lg bg-gradient-to-br from-emerald-400 to-emerald-600 text-slate-950 shadow-lg shadow-emerald-500/20">
        <TrendingUp className="size-5" strokeWidth={2.5} aria-hidden="true" />
      </span>
      <span className={cn('text-lg', compact && 'sr-only sm:not-sr-only lg:sr-only xl:not-sr-only')}>
        Trade<span className="text-emerald-400">Arena</span>
      </span>
    </span>
  );
}
