import type { AccountOverview } from '@tradearena/contracts';

/** "Level 3 · 450 XP" with a bar to the next level ("450 / 900 XP"). */
export function LevelProgress({ overview: o }: { overview: AccountOverview }) {
  const span = o.nextLevelExperience - o.levelStartExperience;
  const done = span > 0 ? Math.min(100, Math.max(0, ((o.experience - o.levelStartExperience) / span) * 100)) : 100;
  const xp = (n: number) => n.toLocaleString('en-US');
  return (
    <div className="grid gap-2 rounded-xl border border-slate-800 bg-slate-950/40 p-4 text-sm">
      <div className="flex items-baseline justify-between gap-3">
        <span className="text-base font-semibold text-white">Level {o.level}</span>
        <span className="text-slate-300">{xp(o.experience)} XP</span>
      </div>
      <div
        role="progressbar"
        aria-label={`Progress to level ${o.level + 1}`}
        aria-valuemin={o.levelStartExperience}
        aria-valuemax={o.nextLevelExperience}
        aria-valuenow={o.experience}
        className="h-2 overflow-hidden rounded-full bg-slate-800"
      >
        <div className="h-full rounded-full bg-emerald-400" style={{ width: `${done}%` }} />
      </div>
      <p className="text-xs text-slate-400">
        {xp(o.nextLevelExperience - o.experience)} XP to level {o.level + 1}
      </p>
    </div>
  );
}
