import type { EducationLevel } from '@tradearena/contracts';
import { Badge } from '@/components/ui/badge.tsx';

const LEVEL_CLASS: Record<EducationLevel, string> = {
  Beginner: 'border-emerald-500/30 bg-emerald-500/10 text-emerald-300',
  Intermediate: 'border-sky-500/30 bg-sky-500/10 text-sky-300',
  Advanced: 'border-violet-500/30 bg-violet-500/10 text-violet-300',
  Expert: 'border-amber-500/30 bg-amber-500/10 text-amber-300',
};

/** A module's level (Beginner, Intermediate, Advanced, Expert), one colour each. */
export function LevelBadge({ level }: { level: EducationLevel }) {
  return <Badge className={LEVEL_CLASS[level]}>{level}</Badge>;
}
