import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn.ts';

/** A multi-line text box styled like Input. */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'w-full rounded-lg border border-slate-700 bg-slate-950/60 px-3 py-2 text-sm text-slate-100',
        'focus-visible:border-emerald-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-500/30',
        className,
      )}
      {...props}
    />
  );
}
