import type { UseMutationResult } from '@tanstack/react-query';
import { type LeagueSettingsResponse, ORDER_MESSAGES } from '@tradearena/contracts';
import { useId } from 'react';
import { toast } from '@/components/ui/use-toast.ts';
import { cn } from '@/lib/cn.ts';
import { toastError } from '@/lib/toast-error.ts';

export interface ShortSellingSwitchProps {
  leagueName: string;
  /** The league's current setting. */
  allowed: boolean;
  /** The caller's PATCH /api/leagues/{id}/settings mutation (each screen refreshes its own queries). */
  update: Pick<UseMutationResult<LeagueSettingsResponse, Error, boolean>, 'mutate' | 'isPending'>;
}

/**
 * "Allow short selling" for a league's creator or a class's educator (issue 17): a switch that saves at once with a
 * toast ('League settings saved.' or the server's refusal). Off stops new shorts; open shorts can still be covered.
 */
export function ShortSellingSwitch({ leagueName, allowed, update }: ShortSellingSwitchProps) {
  const id = useId();
  const change = () =>
    update.mutate(!allowed, {
      onSuccess: (result) =>
        toast({
          variant: 'success',
          title: result.message || ORDER_MESSAGES.leagueSettingsSaved,
          description: `Short selling is ${result.league.shortSellingAllowed ? 'on' : 'off'} in ${leagueName}.`,
        }),
      onError: (error) => toastError('Settings not saved', error, 'The league settings could not be saved.'),
    });
  return (
    <div className="flex items-center justify-between gap-3 rounded-xl border border-slate-800 bg-slate-950/40 px-3 py-2">
      <div className="grid gap-0.5">
        <span id={`${id}-label`} className="text-sm font-medium text-white">
          Allow short selling
        </span>
        <span id={`${id}-hint`} className="text-xs text-slate-400">
          Off stops new shorts; open shorts can still be covered.
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
