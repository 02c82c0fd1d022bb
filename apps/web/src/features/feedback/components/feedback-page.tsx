import { MessageSquare, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { BackLink } from '@/components/back-link.tsx';
import { Button } from '@/components/ui/button.tsx';
import { paths } from '@/lib/paths.ts';
import { useIsOperator } from '@/lib/use-is-operator.ts';
import { CommunityReviews } from './community-reviews.tsx';
import { FeedbackForm } from './feedback-form.tsx';

/** /feedback (docs/product/content.md#feedback-moderation): the submit form and the community reviews; operators (and listed addresses still to confirm) also get the moderation link. */
export function FeedbackPage({ timeZone }: { timeZone: string }) {
  const { isOperator, operatorPending } = useIsOperator();
  return (
    <div className="grid grid-cols-1 gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <BackLink to={paths.dashboard.getHref()}>Back to Dashboard</BackLink>
          <h1 className="mt-2 flex items-center gap-3 text-3xl font-bold tracking-tight text-white">
            <MessageSquare className="size-7 text-emerald-400" aria-hidden="true" />
            Feedback
          </h1>
          <p className="mt-2 text-slate-400">Help us make TradeArena better for every student.</p>
        </div>
        {isOperator || operatorPending ? (
          <Button asChild variant="outline">
            <Link to={paths.adminFeedback.getHref()}>
              <ShieldCheck aria-hidden="true" />
              Moderate Feedback
            </Link>
          </Button>
        ) : null}
      </header>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <FeedbackForm />
        <CommunityReviews timeZone={timeZone} />
      </div>
    </div>
  );
}
