import type { PasswordRequirement } from '@tradearena/domain';
import { rateStrength } from '@tradearena/domain';
import { Check, X } from 'lucide-react';
import { cn } from '@/lib/cn.ts';

const strengthStyle = {
  Weak: { bar: 'bg-red-500', text: 'text-red-300' },
  Good: { bar: 'bg-amber-400', text: 'text-amber-300' },
  Strong: { bar: 'bg-emerald-400', text: 'text-emerald-300' },
} as const;

/** Sign-up strength meter (Weak / Good / Strong, met count out of 6) and the requirement checklist. */
export function PasswordChecklist({ requirements }: { requirements: PasswordRequirement[] }) {
  const met = requirements.filter((r) => r.met).length;
  const strength = rateStrength(met);
  const style = strengthStyle[strength];
  return (
    <div className="space-y-3 rounded-lg border border-slate-800 bg-slate-950/50 p-3">
      <div className="flex items-center justify-between text-xs">
        <span className="text-slate-400">
          Password strength: <span className={cn('font-semibold', style.text)}>{strength}</span>
        </span>
        <span className="tabular text-slate-400">
          {met}/{requirements.length}
        </span>
      </div>
      <meter className="sr-only" aria-label="Password strength" min={0} max={requirements.length} value={met}>
        {strength}: {met} of {requirements.length} requirements met
      </meter>
      <div
        aria-hidden="true"
        className="grid gap-1"
        style={{ gridTemplateColumns: `repeat(${requirements.length}, minmax(0, 1fr))` }}
      >
        {requirements.map((r, i) => (
          <span key={r.id} className={cn('h-1.5 rounded-full', i < met ? style.bar : 'bg-slate-800')} />
        ))}
      </div>
      <ul className="grid gap-1.5 sm:grid-cols-2" aria-label="Password requirements">
        {requirements.map((r) => (
          <li
            key={r.id}
            className={cn('flex items-center gap-1.5 text-xs', r.met ? 'text-emerald-300' : 'text-slate-400')}
          >
            {r.met ? <Check className="size-3.5" aria-hidden="true" /> : <X className="size-3.5" aria-hidden="true" />}
            {r.label}
            <span className="sr-only">{r.met ? '(met)' : '(not met)'}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
