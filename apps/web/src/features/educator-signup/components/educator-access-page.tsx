import { EDUCATOR_PRO_PRICE_CENTS } from '@tradearena/contracts';
import { BarChart3, Check, ClipboardList, Download, MessageSquare, Users } from 'lucide-react';
import { Link } from 'react-router';
import { FeatureGrid } from '@/components/feature-grid.tsx';
import { Button } from '@/components/ui/button.tsx';
import { formatWholeDollars } from '@/lib/format.ts';
import { paths } from '@/lib/paths.ts';
import { DistrictInquiryDialog } from './district-inquiry-dialog.tsx';

const price = formatWholeDollars(EDUCATOR_PRO_PRICE_CENTS / 100);

const features = [
  { icon: Users, title: 'Class leagues', text: 'Private leagues with invite codes and your own starting balance.' },
  { icon: ClipboardList, title: 'Assignments', text: 'Due dates in your time zone; measurable goals graded for you.' },
  { icon: BarChart3, title: 'Analytics', text: 'See who leads, who trades most, and who needs guidance.' },
  { icon: MessageSquare, title: 'Announcements', text: 'Message a whole class; students see it on their league card.' },
  {
    icon: Download,
    title: 'CSV export',
    text: 'Every student’s value, return, trades and results for your gradebook.',
  },
];

const included = [
  'Unlimited class leagues and students',
  'Assignments in four types, with automatic goal grading',
  'Class analytics and a needs-guidance list',
  'Class messages and CSV export',
  'Billing management and invoices',
  'Priority support',
];

const testimonials = [
  {
    quote: 'My students check their portfolios before the bell rings. Diversification finally clicked for them.',
    name: 'High school economics teacher',
  },
  {
    quote: 'The needs-guidance list tells me who to talk to before a bad habit becomes a lesson learned the hard way.',
    name: 'Business studies lecturer, community college',
  },
];

/** /educator-access (docs/product/educators.md#district-inquiry): Educator Pro for schools, with the district pricing inquiry. */
export function EducatorAccessPage() {
  return (
    <div className="mx-auto grid max-w-6xl gap-14 px-4 py-10 sm:px-6">
      <header className="grid gap-4">
        <h1 className="text-3xl font-bold tracking-tight text-white sm:text-5xl">Educator Pro</h1>
        <p className="max-w-2xl text-lg text-slate-300">
          Run your own stock-market classroom: class leagues, assignments, analytics and exports, for {price} a year per
          school.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <Button asChild size="lg">
            <Link to={paths.educatorSubscription.getHref()}>Subscribe for {price}/year</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={paths.login.getHref()}>Educator Login</Link>
          </Button>
          <DistrictInquiryDialog />
        </div>
      </header>
      <section aria-labelledby="access-features" className="grid gap-5">
        <h2 id="access-features" className="text-2xl font-bold text-white">
          Features
        </h2>
        <FeatureGrid blocks={features.slice(0, 3)} />
        <FeatureGrid blocks={features.slice(3)} accent="sky" />
      </section>
      <section
        aria-labelledby="access-included"
        className="grid gap-4 rounded-2xl border border-slate-800 bg-slate-900/50 p-6"
      >
        <h2 id="access-included" className="text-2xl font-bold text-white">
          What’s included
        </h2>
        <ul className="grid gap-2 sm:grid-cols-2">
          {included.map((item) => (
            <li key={item} className="flex items-start gap-2 text-slate-200">
              <Check className="mt-0.5 size-4 shrink-0 text-emerald-400" aria-hidden="true" />
              {item}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="access-testimonials" className="grid gap-5">
        <h2 id="access-testimonials" className="text-2xl font-bold text-white">
          What educators say
        </h2>
        <div className="grid gap-4 md:grid-cols-2">
          {testimonials.map((t) => (
            <figure key={t.name} className="rounded-2xl border border-slate-800 bg-slate-900/50 p-6">
              <blockquote className="text-slate-200">“{t.quote}”</blockquote>
              <figcaption className="mt-3 text-sm text-slate-400">— {t.name}</figcaption>
            </figure>
          ))}
        </div>
      </section>
    </div>
  );
}
