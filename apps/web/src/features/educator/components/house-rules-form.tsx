import type { HouseRules } from '@tradearena/contracts';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { toast } from '@/components/ui/use-toast.ts';
import { toastError } from '@/lib/toast-error.ts';
import { useUpdateClassHouseRules } from '../api/update-class-league-settings.ts';
import { fromDraft, type HouseRulesDraft, toDraft } from '../lib/house-rules-draft.ts';

type TextField = Exclude<keyof HouseRulesDraft, 'requireNote'>;

const FIELDS: { key: TextField; label: string; hint?: string; type?: string }[] = [
  { key: 'maxPositionPct', label: 'Max % of the portfolio in one stock', hint: '5 to 100', type: 'number' },
  { key: 'maxTradesPerDay', label: 'Max trades a day', hint: '1 to 1000', type: 'number' },
  { key: 'minPrice', label: 'Minimum share price ($)', type: 'number' },
  { key: 'blockedSymbols', label: 'Blocked stocks', hint: 'e.g. TSLA, GME' },
  { key: 'allowedSymbols', label: 'Only these stocks', hint: 'empty: every stock' },
  { key: 'start', label: 'Trading from', hint: 'your time zone', type: 'time' },
  { key: 'end', label: 'Trading until', type: 'time' },
  { key: 'perTradeDollars', label: 'Commission per trade ($)', type: 'number' },
  { key: 'percent', label: 'Commission (% of the trade)', type: 'number' },
];

/**
 * The class's house rules (ADR 026), edited by its educator: each rule off while empty; Save sends the whole set
 * (the server's refusal, e.g. hours outside the market's, is shown as it answers).
 */
export function HouseRulesForm({ leagueId, rules }: { leagueId: number; rules: HouseRules | null }) {
  const id = useId();
  const [draft, setDraft] = useState(() => toDraft(rules));
  const update = useUpdateClassHouseRules(leagueId);
  const save = (e: FormEvent) => {
    e.preventDefault();
    update.mutate(fromDraft(draft), {
      onSuccess: () => toast({ variant: 'success', title: 'House rules saved.' }),
      onError: (error) => toastError('House rules not saved', error, 'The house rules could not be saved.'),
    });
  };
  return (
    <form onSubmit={save} aria-label="House rules" className="grid gap-3 rounded-xl border border-slate-800 p-3">
      <h3 className="text-sm font-semibold text-white">House rules</h3>
      <div className="grid gap-2 sm:grid-cols-2">
        {FIELDS.map((f) => (
          <div key={f.key} className="grid gap-1">
            <label htmlFor={`${id}-${f.key}`} className="text-xs font-medium text-slate-300">
              {f.label}
              {f.hint && <span className="text-slate-400"> ({f.hint})</span>}
            </label>
            <Input
              id={`${id}-${f.key}`}
              type={f.type ?? 'text'}
              step={f.type === 'number' ? 'any' : undefined}
              value={draft[f.key]}
              onChange={(e) => setDraft((d) => ({ ...d, [f.key]: e.target.value }))}
            />
          </div>
        ))}
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-200">
        <input
          type="checkbox"
          checked={draft.requireNote}
          onChange={(e) => setDraft((d) => ({ ...d, requireNote: e.target.checked }))}
        />
        Every order needs a note (why the student trades)
      </label>
      <Button type="submit" size="sm" disabled={update.isPending}>
        Save house rules
      </Button>
    </form>
  );
}
