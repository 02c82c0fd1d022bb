import { CHAMPIONSHIPS } from '@tradearena/contracts';
import { toDollars } from '@tradearena/domain';
import { Clock, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/app/paths.ts';
import { Button } from '@/components/ui/button.tsx';
import { formatWholeDollars } from '@/lib/format.ts';

/** The two championship cards with the spec's fixed text (spec 01 §2: time left 2d 14h and 18d 6h). */
const championships = [
  { name: 'Weekly Championship', prizePoolCents: CHAMPIONSHIPS.weekly.prizePoolCents, timeLeft: '2d 14h' },
  { name: 'Monthly Championship', prizePoolCents: CHAMPIONSHIPS.monthly.prizePoolCents, timeLeft: '18d 6h' },
];

export function ChampionshipCards() {
  return (
    <section aria-labelledby="championships-title">
      <h2 id="championships-title" className="text-lg font-semibold text-white">
        Championships
      </h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {championships.map((c) => (
          <li
            key={c.name}
            className="flex flex-col gap-5 rounded-2xl border border-slate-800 bg-gradient-to-br from-slate-900 to-slate-900/40 p-6"
          >
            <div className="flex items-center gap-3">
              <span className="grid size-10 place-items-center rounded-xl bg-amber-400/15 text-amber-300">
                <Trophy className="size-5" aria-hidden="true" />
              </span>
              <h3 className="font-semibold text-white">{c.name}</h3>
            </div>
            <dl className="grid grid-cols-2 gap-4">
              <div>
                <dt className="text-xs uppercase tracking-wider text-slate-400">Prize pool</dt>
                <dd className="tabular mt-1 text-2xl font-bold text-emerald-300">
                  {formatWholeDollars(toDollars(c.prizePoolCents))}
                </dd>
              </div>
              <div>
                <dt className="text-xs uppercase tracking-wider text-slate-400">Time left</dt>
                <dd className="tabular mt-1 flex items-center gap-1.5 text-2xl font-bold text-white">
                  <Clock className="size-5 text-slate-400" aria-hidden="true" />
                  {c.timeLeft}
                </dd>
              </div>
            </dl>
            <Button asChild variant="secondary" className="w-full sm:w-auto sm:self-start">
              <Link to={paths.competitions.getHref()}>Join Competition</Link>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
