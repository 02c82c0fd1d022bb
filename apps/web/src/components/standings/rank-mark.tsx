import { Crown, Medal } from 'lucide-react';
import { cn } from '@/lib/cn.ts';

/** The podium: crown for 1, silver and bronze medals for 2 and 3, "#n" below. */
export function RankMark({ rank }: { rank: number }) {
  if (rank === 1) return <Crown className="size-5 text-amber-300" aria-label="Rank 1" />;
  if (rank <= 3)
    return (
      <Medal className={cn('size-5', rank === 2 ? 'text-slate-300' : 'text-orange-400')} aria-label={`Rank ${rank}`} />
    );
  return <span className="tabular text-sm font-semibold text-slate-400">#{rank}</span>;
}
