import { ACHIEVEMENTS_TOTAL, STARTING_CASH_CENTS } from '@tradearena/contracts';
import { toDollars } from '@tradearena/domain';
import {
  ArrowRight,
  BarChart3,
  BookOpen,
  ClipboardList,
  LineChart,
  ShieldCheck,
  Sparkles,
  Trophy,
  Users,
} from 'lucide-react';
import { Link } from 'react-router';
import { FeatureGrid } from '@/components/feature-grid.tsx';
import { Button } from '@/components/ui/button.tsx';
import { formatCompactDollars } from '@/lib/format.ts';
import { paths } from '@/lib/paths.ts';
import { PathCards } from './path-cards.tsx';

const startingCash = formatCompactDollars(toDollars(STARTING_CASH_CENTS));

const playerFeatures = [
  {
    icon: LineChart,
    title: 'Real Market Data',
    text: 'Trade real stocks at real market prices, with live quotes and candle charts through the trading day.',
  },
  {
    icon: ShieldCheck,
    title: 'Zero Financial Risk',
    text: 'Every dollar is virtual. Make bold moves, learn from mistakes, and never lose real money.',
  },
  {
    icon: Trophy,
    title: 'Competitive Tournaments',
    text: 'Weekly and monthly championships, a global leaderboard, and private leagues with your friends.',
  },
  {
    icon: BookOpen,
    title: 'Educational Content',
    text: 'Short modules on markets, risk and strategy, so every trade teaches you something.',
  },
];

const educatorFeatures = [
  {
    icon: Users,
    title: 'Classroom Management',
    text: 'Run class leagues with invite codes for 30+ students per class, and end or archive them when the unit is over.',
  },
  {
    icon: ClipboardList,
    title: 'Custom Curricula',
    text: 'Set assignments in portfolio analysis, risk assessment, market research and trading strategy, with due dates.',
  },
  {
    icon: BarChart3,
    title: 'Progress Analytics',
    text: 'See the top performer, the most active traders, the class average and who needs guidance at a glance.',
  },
];

const stats = [
  { value: startingCash, label: 'virtual starting cash' },
  { value: String(ACHIEVEMENTS_TOTAL), label: 'achievements to unlock' },
  { value: '2', label: 'championships: weekly and monthly' },
  { value: '$0', label: 'real money at risk' },
];

const steps = [
  { title: 'Create your free account', text: 'Sign up in under a minute: no card, no real money.' },
  { title: `Get ${startingCash} to invest`, text: 'Your virtual portfolio is ready to trade the moment you join.' },
  { title: 'Trade, compete, climb', text: 'Join tournaments and leagues, unlock achievements, top the board.' },
];

/** The landing page (docs/product/content.md#landing-page). */
export function LandingPage() {
  return (
    <>
      <section className="relative overflow-hidden bg-arena">
        <div className="pointer-events-none absolute inset-0 bg-grid [mask-image:linear-gradient(to_bottom,black,transparent)]" />
        <div className="relative mx-auto max-w-6xl px-4 pt-14 pb-16 text-center sm:px-6 sm:pt-20 sm:pb-24">
          <p className="inline-flex items-center gap-2 rounded-full border border-emerald-500/30 bg-emerald-500/10 px-3 py-1 text-xs font-semibold text-emerald-300">
            <Sparkles className="size-3.5" aria-hidden="true" />
            Virtual money · Real market prices
          </p>
          <h1 className="mx-auto mt-6 max-w-4xl text-4xl font-extrabold tracking-tight text-white sm:text-5xl lg:text-6xl">
            Learn trading through{' '}
            <span className="bg-gradient-to-r from-emerald-300 via-emerald-400 to-teal-300 bg-clip-text text-transparent">
              competitive gaming
            </span>
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-base text-slate-300 sm:text-lg">
            Build a portfolio with {startingCash} in virtual cash, trade stocks at real market prices, and compete in
            tournaments and leagues. Real skills, zero financial risk.
          </p>
          <div className="mt-12">
            <PathCards />
          </div>
        </div>
      </section>

      <section aria-label="TradeArena in numbers" className="border-y border-slate-800/80 bg-slate-900/40">
        <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-6 px-4 py-8 sm:px-6 lg:grid-cols-4">
          {stats.map((s) => (
            <div key={s.label} className="flex flex-col-reverse items-center justify-end gap-1 text-center">
              <dt className="text-sm text-slate-400">{s.label}</dt>
              <dd className="tabular text-3xl font-bold text-white">{s.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section id="features" className="mx-auto max-w-6xl scroll-mt-20 px-4 py-20 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
            Everything a trader needs to learn
          </h2>
          <p className="mt-3 text-slate-400">The feel of a real brokerage, the thrill of a game, none of the risk.</p>
        </div>
        <div className="mt-12">
          <FeatureGrid blocks={playerFeatures} />
        </div>
        <ol className="mt-16 grid gap-4 md:grid-cols-3">
          {steps.map((step, i) => (
            <li key={step.title} className="flex gap-4 rounded-2xl border border-slate-800 bg-slate-900/30 p-6">
              <span className="grid size-9 shrink-0 place-items-center rounded-full bg-emerald-500 font-bold text-slate-950">
                {i + 1}
              </span>
              <div>
                <h3 className="font-semibold text-white">{step.title}</h3>
                <p className="mt-1 text-sm text-slate-400">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section id="educators" className="scroll-mt-20 border-t border-slate-800/80 bg-slate-900/30">
        <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
          <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
            <div className="max-w-2xl">
              <p className="text-sm font-semibold uppercase tracking-wider text-sky-300">For educators and schools</p>
              <h2 className="mt-2 text-3xl font-bold tracking-tight text-white sm:text-4xl">Built for the classroom</h2>
              <p className="mt-3 text-slate-400">
                Turn market lessons into a season-long competition your students actually want to win.
              </p>
            </div>
            <Button asChild variant="outline">
              <Link to={paths.brochure.getHref()}>
                View the educator brochure
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
          <div className="mt-10">
            <FeatureGrid blocks={educatorFeatures} accent="sky" />
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
        <div className="relative overflow-hidden rounded-3xl border border-emerald-500/30 bg-gradient-to-br from-emerald-500/15 via-slate-900 to-slate-900 px-6 py-12 text-center sm:px-12">
          <h2 className="text-3xl font-bold tracking-tight text-white">Ready to enter the arena?</h2>
          <p className="mx-auto mt-3 max-w-xl text-slate-300">
            Join for free, get your virtual portfolio, and place your first trade today.
          </p>
          <Button asChild size="lg" className="mt-8">
            <Link to={paths.login.getHref({ signUp: true })}>
              Create your free account
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </section>
    </>
  );
}
