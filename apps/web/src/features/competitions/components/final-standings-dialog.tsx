import type { LeagueHistoryItem } from '@tradearena/contracts';
import { RankMark } from '@/components/standings/rank-mark.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog.tsx';
import { cn } from '@/lib/cn.ts';
import { formatPercent } from '@/lib/format.ts';
import { gainLossClass } from '@/lib/signed-money.ts';

/** Final Standings of a finished league or season (docs/product/competitions.md#league-standings-and-history): ranked players with return, the user marked 'You'. */
export function FinalStandingsDialog({ item, title }: { item: LeagueHistoryItem; title: string }) {
  const standings = [...item.finalStandings].sort((a, b) => a.rank - b.rank);
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" aria-label={`Final Standings of ${title}`}>
          Final Standings
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Final Standings</DialogTitle>
          <DialogDescription>{title}</DialogDescription>
        </DialogHeader>
        {standings.length === 0 ? (
          <p className="text-sm text-slate-400">No player was ranked.</p>
        ) : (
          <ol className="grid gap-1" aria-label="Final standings">
            {standings.map((s) => (
              <li
                key={s.userId}
                aria-current={s.isYou ? 'true' : undefined}
                className={cn(
                  'grid grid-cols-[2.5rem_minmax(0,1fr)_auto] items-center gap-3 rounded-xl px-3 py-2.5',
                  s.isYou ? 'border border-emerald-500/40 bg-emerald-500/10' : 'border border-transparent',
                )}
              >
                <span className="grid place-items-center">
                  <RankMark rank={s.rank} />
                </span>
                <span className="flex min-w-0 items-center gap-2">
                  <span className="truncate font-semibold text-white">{s.displayName}</span>
                  {s.isYou && <Badge>You</Badge>}
                </span>
                <span className={cn('tabular font-semibold', gainLossClass(s.totalReturn))}>
                  {formatPercent(s.totalReturn)}
                </span>
              </li>
            ))}
          </ol>
        )}
      </DialogContent>
    </Dialog>
  );
}
