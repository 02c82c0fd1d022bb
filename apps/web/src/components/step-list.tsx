import { Check } from 'lucide-react';
import { cn } from '@/lib/cn.ts';

/** A numbered list of steps (a purchase, the subscription wizard), the current one marked, the earlier ones ticked. */
export function StepList({ steps, current, label }: { steps: readonly string[]; current: number; label: string }) {
  return (
    <ol className="flex flex-wrap items-center gap-2 text-xs" aria-label={label}>
      {steps.map((step, i) => (
        <li
          key={step}
          aria-current={i === current ? 'step' : undefined}
          className={cn(
            'flex items-center gap-1.5 rounded-full border px-2.5 py-1',
            i === current
              ? 'border-emerald-500/50 bg-emerald-500/10 text-emerald-300'
              : i < current
                ? 'border-slate-700 text-slate-300'
                : 'border-slate-800 text-slate-400',
          )}
        >
          {i < current ? <Check className="size-3" aria-hidden="true" /> : <span aria-hidden="true">{i + 1}</span>}
          {step}
        </li>
      ))}
    </ol>
  );
}
