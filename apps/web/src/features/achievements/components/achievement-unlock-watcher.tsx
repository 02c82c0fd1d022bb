import { useEffect, useRef } from 'react';
import { toast } from '@/components/ui/use-toast.ts';
import { useActivityInterval } from '@/lib/activity-level.ts';
import { useUserAchievements } from '../api/get-user-achievements.ts';

/**
 * Shows a toast when an achievement unlocks: after a trade (the trade invalidates the list) or by the daily job
 * (polled at the activity-based interval). The first answer is the baseline and is never announced.
 */
export function AchievementUnlockWatcher() {
  const { data } = useUserAchievements({ refetchInterval: useActivityInterval() });
  const known = useRef<Set<number> | null>(null);
  useEffect(() => {
    if (!data) return;
    if (known.current === null) {
      known.current = new Set(data.map((a) => a.id));
      return;
    }
    for (const a of data) {
      if (known.current.has(a.id)) continue;
      known.current.add(a.id);
      toast({
        variant: 'success',
        title: `Achievement unlocked: ${a.name}`,
        description: `${a.description}. +${a.xp.toLocaleString('en-US')} XP`,
      });
    }
  }, [data]);
  return null;
}
