import { cn } from '@/lib/cn.ts';

/** A spinning ring with an accessible label (role=status). */
export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span role="status" aria-label={label} className="inline-flex">
      <span
        aria-hidden="true"
        className={cn('size-6 animate-spin rounded-full border-2 border-slate-700 border-t-emerald-400', className)}
      />
    </span>
  );
}

export function FullPageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-slate-950">
      <Spinner className="size-10" label={label} />
    </div>
  );
}
