import { ShieldCheck } from 'lucide-react';
import { BackLink } from '@/components/back-link.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { paths } from '@/lib/paths.ts';
import { useIsOperator } from '@/lib/use-is-operator.ts';
import { ConfirmOperatorEmail } from './confirm-operator-email.tsx';
import { ModerationQueue } from './moderation-queue.tsx';
import { OperatorAccessDenied } from './operator-access-denied.tsx';

/**
 * /admin/feedback: operators (ADMIN_EMAILS, address proven) approve or reject feedback before it is public
 * (docs/product/content.md#feedback-moderation). A listed address not yet proven is offered the confirmation link; anyone else sees Access Denied. Neither
 * fetches feedback; the server refuses them anyway (403).
 */
export function ModerationPage({ timeZone }: { timeZone: string }) {
  const { isOperator, operatorPending, email, isPending } = useIsOperator();
  if (isPending) {
    return (
      <div className="grid place-items-center py-16">
        <Spinner className="size-8" label="Loading" />
      </div>
    );
  }
  if (operatorPending) return <ConfirmOperatorEmail email={email} />;
  if (!isOperator) return <OperatorAccessDenied />;
  return (
    <div className="grid grid-cols-1 gap-6">
      <header>
        <BackLink to={paths.feedback.getHref()}>Back to Feedback</BackLink>
        <h1 className="mt-2 flex items-center gap-3 text-3xl font-bold tracking-tight text-white">
          <ShieldCheck className="size-7 text-emerald-400" aria-hidden="true" />
          Feedback Moderation
        </h1>
        <p className="mt-2 text-slate-400">Reviews become public only once approved.</p>
      </header>
      <ModerationQueue timeZone={timeZone} />
    </div>
  );
}
