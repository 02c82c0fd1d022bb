import { cn } from '@/lib/cn.ts';

/** Placeholder blocks while a list loads, announced once as a status. */
export function SkeletonList({ count, label, className }: { count: number; label: string; className?: string }) {
  const keys = Array.from({ length: count }, (_, i) => `skeleton-${i}`);
  return (
    <div role="status" aria-label={label} className="grid gap-3">
      {keys.map((k) => (
        <div key={k} className={cn('h-10 animate-pulse rounded-lg bg-slate-800/60', className)} />
      ))}
    </div>
  );
}
