import { EDUCATOR_PLAN, FREE_LEAGUE_LIMITS, STARTING_CASH_CENTS } from '@tradearena/contracts';
import { toDollars } from '@tradearena/domain';
import { ArrowRight, Check, GraduationCap, Rocket } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';
import { formatWholeDollars } from '@/lib/format.ts';
import { paths } from '@/lib/paths.ts';

function PathCard({
  eyebrow,
  icon,
  title,
  description,
  items,
  footnote,
  action,
  highlighted = false,
}: {
  eyebrow: string;
  icon: ReactNode;
  title: string;
  description: string;
  items: string[];
  footnote?: string;
  action: ReactNode;
  highlighted?: boolean;
}) {
  return (
    <section
      aria-labelledby={`${eyebrow}-title`}
      className={cn(
        'relative flex min-w-0 flex-col rounded-2xl border p-6 text-left shadow-2xl shadow-black/30 sm:p-8',
        highlighted
          ? 'border-emerald-500/40 bg-gradient-to-b from-emerald-500/10 to-slate-900/80'
          : 'border-slate-800 bg-slate-900/70',
      )}
    >
      <div className="flex items-center gap-3">
        <span
          className={cn(
            'grid size-10 place-items-center rounded-xl',
            highlighted ? 'bg-emerald-500 text-slate-950' : 'bg-sky-500/15 text-sky-300',
          )}
        >
          {icon}
        </span>
        <span className="text-xs font-semibold uppercase tracking-wider text-slate-400">{eyebrow}</span>
      </div>
      <h2 id={`${eyebrow}-title`} className="mt-5 text-2xl font-bold text-white">
        {title}
      </h2>
      <p className="mt-2 text-slate-300">{description}</p>
      <ul className="mt-6 grid gap-3">
        {items.map((item) => (
          <li key={item} className="flex items-start gap-3 text-sm text-slate-200">
            <Check
              className={cn('mt-0.5 size-4 shrink-0', highlighted ? 'text-emerald-400' : 'text-sky-300')}
              aria-hidden="true"
            />
            {item}
          </li>
        ))}
      </ul>
      {footnote && <p className="mt-6 text-sm text-slate-400">{footnote}</p>}
      <div className="mt-8 pt-2 sm:mt-auto">{action}</div>
    </section>
  );
}

/** Full-width card buttons whose label wraps on narrow phones instead of pushing the card past the screen. */
const cardAction = 'h-auto min-h-12 w-full whitespace-normal py-3 text-center';

/** The two entry cards (docs/product/content.md#landing-page): free players and the educational platform. */
export function PathCards() {
  return (
    <div className="mx-auto grid max-w-5xl grid-cols-1 gap-6 md:grid-cols-2">
      <PathCard
        highlighted
        eyebrow="players"
        icon={<Rocket className="size-5" aria-hidden="true" />}
        title="Start Trading Free"
        description="For students, friends and individual traders. Free to play, no card needed."
        items={[
          `${formatWholeDollars(toDollars(STARTING_CASH_CENTS))} virtual portfolio`,
          'Public tournaments',
          `Private leagues (up to ${FREE_LEAGUE_LIMITS.maxLeagues} leagues, ${FREE_LEAGUE_LIMITS.maxPlayersPerLeague} players each)`,
          'Real-time market data',
        ]}
        action={
          <Button asChild size="lg" className={cardAction}>
            <Link to={paths.login.getHref({ signUp: true })}>
              Start Trading Free
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        }
      />
      <PathCard
        eyebrow="schools"
        icon={<GraduationCap className="size-5" aria-hidden="true" />}
        title="Educational Platform"
        description="For teachers and schools running trading classes, clubs and competitions."
        items={[
          'Unlimited students per class',
          'Custom starting portfolio amounts',
          'Custom curricula and assignments',
          'Progress tracking and an institutional dashboard',
        ]}
        footnote={`${formatWholeDollars(toDollars(EDUCATOR_PLAN.priceCents))} per ${EDUCATOR_PLAN.period} per school, billed annually.`}
        action={
          <Button asChild size="lg" variant="outline" className={cardAction}>
            <Link to={paths.educatorAccess.getHref()}>
              Explore the Educational Platform
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        }
      />
    </div>
  );
}
