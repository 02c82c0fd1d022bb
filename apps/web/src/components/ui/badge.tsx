import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn.ts';

const badgeVariants = cva('inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold', {
  variants: {
    variant: {
      default: 'border-emerald-500/30 bg-emerald-500/10 text-emerald-300',
      secondary: 'border-slate-700 bg-slate-800 text-slate-200',
      outline: 'border-slate-700 text-slate-300',
      warning: 'border-amber-500/30 bg-amber-500/10 text-amber-300',
      destructive: 'border-red-500/30 bg-red-500/10 text-red-300',
    },
  },
  defaultVariants: { variant: 'default' },
});

export function Badge({ className, variant, ...props }: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
