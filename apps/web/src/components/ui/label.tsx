import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn.ts';

export function Label({ className, htmlFor, ...props }: ComponentProps<'label'>) {
  // biome-ignore lint/a11y/noLabelWithoutControl: a primitive; callers pass htmlFor of their control.
  return <label htmlFor={htmlFor} className={cn('text-sm font-medium text-slate-200', className)} {...props} />;
}
