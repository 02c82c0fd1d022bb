import { Check } from 'lucide-react';
import { cn } from '@/lib/cn.ts';

const STEPS = ['Review', 'Payment', 'Done'] as const;
export type PurchaseStep = 0 | 1 | 2;

/** The purchase dialog's three steps (spec 01: setup, payment, success), the current one marked. */
export function PurchaseSteps({ current }: { current: PurchaseStep }) {
  return (
    <ol className="flex items-center gap-2 text-xs" aria-label="Purchase steps">
      {STEPS.map((label, i) => (
        <li
          key={label}
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
          {label}
        </li>
      ))}
    </ol>
  );
}
