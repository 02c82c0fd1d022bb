import { EDUCATOR_PRO_PRICE_CENTS } from '@tradearena/contracts';
import {
  BarChart3,
  BookOpen,
  ClipboardList,
  Download,
  Gauge,
  Globe,
  Lock,
  MessageSquare,
  ShieldCheck,
  Trophy,
  Users,
} from 'lucide-react';
import { Link } from 'react-router';
import { BackLink } from '@/components/back-link.tsx';
import { FeatureGrid } from '@/components/feature-grid.tsx';
import { Button } from '@/components/ui/button.tsx';
import { formatWholeDollars } from '@/lib/format.ts';
import { paths } from '@/lib/paths.ts';

const price = formatWholeDollars(EDUCATOR_PRO_PRICE_CENTS / 100);

const features = [
  {
    icon: Users,
    title: 'Class Leagues',
    text: 'Private leagues with invite codes, your start date, length and starting balance.',
  },
  {
    icon: ClipboardList,
    title: 'Assignments',
    text: 'Four assignment types with due dates and goals graded from real trades.',
  },
  {
    icon: BarChart3,
    title: 'Class Analytics',
    text: 'Top performer, most active, class average and who needs guidance.',
  },
  {
    icon: MessageSquare,
    title: 'Class Messages',
    text: 'Announcements with priority that students read on their league card.',
  },
];

const studentBenefits = [
  {
    icon: ShieldCheck,
    title: 'Zero financial risk',
    text: 'Every dollar is virtual: students learn by doing, not by losing.',
  },
  {
    icon: Trophy,
    title: 'Motivating competition',
    text: 'Live rankings, achievements and championships keep them trading.',
  },
  {
    icon: BookOpen,
    title: 'Real-world skills',
    text: 'Diversification, risk and strategy on real US stocks and prices.',
  },
];

const technical = [
  { icon: Globe, title: 'Runs in any browser', text: 'Nothing to install: laptops, Chromebooks and phones alike.' },
  {
    icon: Lock,
    title: 'Private by default',
    text: 'No ads, no third-party trackers; student data stays in your classes.',
  },
  { icon: Download, title: 'CSV export', text: 'Class results in a spreadsheet-ready file for your gradebook.' },
  { icon: Gauge, title: 'Real market data', text: 'Quotes and charts on the real NYSE trading calendar.' },
];

const steps = [
  'Subscribe for your school',
  'Create a class league',
  'Share the invite code with your students',
  'Set assignments and goals',
  'Follow progress and export results',
];

/** /brochure (docs/product/content.md#brochure-and-legal-pages): the educator brochure. Get Started and Subscribe lead to sign-up. */
export function BrochurePage() {
  return (
    <div className="mx-auto grid max-w-6xl gap-14 px-4 py-10 sm:px-6">
      <header className="grid gap-4">
        <BackLink to={paths.home.getHref()}>Back to home</BackLink>
        <h1 className="text-3xl font-bold tracking-tight text-white sm:text-5xl">TradeArena for Educators</h1>
        <p className="max-w-2xl text-lg text-slate-300">
          A stock-market classroom without the risk: class leagues, assignments and analytics on real market data.
        </p>
        <div>
          <Button asChild size="lg">
            <Link to={paths.register.getHref()}>Get Started</Link>
          </Button>
        </div>
      </header>
      <section aria-labelledby="brochure-features" className="grid gap-5">
        <h2 id="brochure-features" className="text-2xl font-bold text-white">
          Everything your class needs
        </h2>
        <FeatureGrid blocks={features} />
      </section>
      <section aria-labelledby="brochure-students" className="grid gap-5">
        <h2 id="brochure-students" className="text-2xl font-bold text-white">
          Student benefits
        </h2>
        <FeatureGrid blocks={studentBenefits} accent="sky" />
      </section>
      <section aria-labelledby="brochure-technical" className="grid gap-5">
        <h2 id="brochure-technical" className="text-2xl font-bold text-white">
          Technical features
        </h2>
        <FeatureGrid blocks={technical} />
      </section>
      <section
        aria-labelledby="brochure-pricing"
        className="grid gap-3 rounded-2xl border border-emerald-500/30 bg-emerald-500/5 p-6"
      >
        <h2 id="brochure-pricing" className="text-2xl font-bold text-white">
          Pricing
        </h2>
        <p className="text-4xl font-bold text-white">
          {price}
          <span className="text-lg font-medium text-slate-300">/year</span>
        </p>
        <p className="text-slate-300">
          Per school, billed annually: unlimited class leagues and students, priority support.
        </p>
      </section>
      <section aria-labelledby="brochure-steps" className="grid gap-5">
        <h2 id="brochure-steps" className="text-2xl font-bold text-white">
          Getting started in five steps
        </h2>
        <ol className="grid gap-3 sm:grid-cols-5">
          {steps.map((step, i) => (
            <li key={step} className="rounded-2xl border border-slate-800 bg-slate-900/50 p-4 text-sm text-slate-200">
              <span className="block text-2xl font-bold text-emerald-400">{i + 1}</span>
              {step}
            </li>
          ))}
        </ol>
      </section>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button asChild size="lg">
          <Link to={paths.register.getHref()}>Subscribe</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to={paths.login.getHref()}>Already Have Account</Link>
        </Button>
      </div>
    </div>
  );
}
