import type { UseMutationResult } from '@tanstack/react-query';
import { type Competition, type LeagueSettingsResponse, ORDER_MESSAGES } from '@tradearena/contracts';
import { useId } from 'react';
import { toast } from '@/components/ui/use-toast.ts';
import { cn } from '@/lib/cn.ts';
import { toastError } from '@/lib/toast-error.ts';

export interface LeagueSettingSwitchProps {
  /** The switch's accessible name, e.g. "Allow short selling". */
  label: string;
  /** What on and off mean, under the label. */
  hint: string;
  /** The league's current setting. */
  allowed: boolean;
  /** The caller's PATCH /api/leagues/{id}/settings mutation for this one switch (each screen refreshes its queries). */
  update: Pick<UseMutationResult<LeagueSettingsResponse, Error, boolean>, 'mutate' | 'isPending'>;
  /** The success toast's description, from the league as saved. */
  savedDescription(league: Competition): string;
}

/**
 * One on/off setting of a league for its creator or a class's educator: a switch that saves at once with a toast
 * ('League settings saved.' or the server's refusal).
 */
export function LeagueSettingSwitch({ label, hint, allowed, update, savedDescription }: LeagueSettingSwitchProps) {
  const id = useId();
  const change = () =>
    update.mutate(!allowed, {
      onSuccess: (result) =>
        toast({
          variant: 'success',
          title: result.message || ORDER_MESSAGES.leagueSettingsSaved,
          description: savedDescription(result.league),
        }),
      onError: (error) => toastError('Settings not saved', error, 'The league settings could not be saved.'),
    });
  return (
    <div className="flex items-center justify-between gap-3 rounded-xl border border-slate-800 bg-slate-950/40 px-3 py-2">
      <div className="grid gap-0.5">
        <span id={`${id}-label`} className="text-sm font-medium text-white">
          {label}
        </span>
        <span id={`${id}-hint`} className="text-xs text-slate-400">
          {hint}
        </span>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={allowed}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        disabled={update.isPending}
        onClick={change}
        className={cn(
          'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-400 disabled:opacity-60',
          allowed ? 'border-emerald-400 bg-emerald-500' : 'border-slate-600 bg-slate-700',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'inline-block size-5 rounded-full bg-white shadow transition-transform',
            allowed ? 'translate-x-6' : 'translate-x-1',
          )}
        />
      </button>
    </div>
  );
}
