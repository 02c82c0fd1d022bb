import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn.ts';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cn(
        'flex h-10 w-full rounded-lg border border-slate-700 bg-slate-950/60 px-3 py-2 text-sm text-slate-100 placeholder:text-slate-500 transition-colors',
        'focus-visible:border-emerald-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-500/30',
        'disabled:cursor-not-allowed disabled:opacity-60 read-only:bg-slate-900 read-only:text-slate-300',
        'aria-invalid:border-red-500',
        className,
      )}
      {...props}
    />
  );
}
