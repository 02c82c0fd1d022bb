import { Award, BarChart3, Briefcase, ChevronRight, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths.ts';

const moves = [
  {
    label: 'Personal Portfolio',
    text: 'Trade stocks and manage your holdings',
    href: paths.portfolio.getHref(),
    icon: Briefcase,
  },
  {
    label: 'Global Leaderboard',
    text: 'See where you rank against every player',
    href: paths.leaderboard.getHref(),
    icon: BarChart3,
  },
  { label: 'Achievements', text: 'Unlock milestones and earn XP', href: paths.achievements.getHref(), icon: Award },
  {
    label: 'Competitions',
    text: 'Join tournaments and private leagues',
    href: paths.competitions.getHref(),
    icon: Trophy,
  },
];

/** 'Power Moves' quick links of the standard dashboard (docs/product/accounts.md#dashboard). */
export function PowerMoves() {
  return (
    <section aria-labelledby="power-moves-title">
      <h2 id="power-moves-title" className="text-lg font-semibold text-white">
        Power Moves
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {moves.map((move) => (
          <li key={move.href}>
            <Link
              to={move.href}
              className="group flex h-full items-center gap-4 rounded-2xl border border-slate-800 bg-slate-900/60 p-5 transition-colors hover:border-emerald-500/40 hover:bg-slate-900"
            >
              <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-emerald-500/15 text-emerald-300">
                <move.icon className="size-5" aria-hidden="true" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-white">{move.label}</span>
                <span className="block text-sm text-slate-400">{move.text}</span>
              </span>
              <ChevronRight
                className="size-4 text-slate-500 transition-transform group-hover:translate-x-0.5 group-hover:text-emerald-300"
                aria-hidden="true"
              />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
