import { useQueryClient } from '@tanstack/react-query';
import { SUBSCRIPTION_SUCCESS } from '@tradearena/contracts';
import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { storeSignedInUser } from '@/lib/auth-storage.ts';
import { currentUserQueryKey, getUser } from '@/lib/current-user.ts';
import { paths } from '@/lib/paths.ts';
import { subscriptionQueryKey } from '@/lib/subscription.ts';
import { useSubscriptionStatus } from '../api/get-subscription-status.ts';
import { type SuccessState, successState } from '../lib/success-state.ts';

const TEXTS: Record<SuccessState, { title: string; text: string }> = {
  activated: {
    title: 'Subscription Activated!',
    text: 'Welcome to Educator Pro. Taking you to your educator dashboard...',
  },
  processing: {
    title: 'Processing Subscription',
    text: 'Your payment went through. We are activating your subscription: this takes a few seconds.',
  },
  payment_required: {
    title: 'Payment Required',
    text: 'The payment was not completed. Please try again with another card.',
  },
  verifying: { title: 'Verifying Payment', text: 'We are confirming your payment with the card provider...' },
};

/** Once active: the user is read again (isEducator is now true) and kept, then the educator dashboard opens. */
function useActivationRedirect(active: boolean) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(async () => {
      const user = await getUser().catch(() => null);
      if (user) storeSignedInUser(user);
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      void queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
      navigate(paths.educatorDashboard.getHref());
    }, SUBSCRIPTION_SUCCESS.redirectMs);
    return () => clearTimeout(timer);
  }, [active, navigate, queryClient]);
}

/** The 30 s countdown; at 0 without activation the visitor goes back to /educator-access. */
function useCountdown(active: boolean): number {
  const navigate = useNavigate();
  const [seconds, setSeconds] = useState<number>(SUBSCRIPTION_SUCCESS.countdownSeconds);
  useEffect(() => {
    const timer = setInterval(() => setSeconds((s) => Math.max(0, s - 1)), 1_000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (seconds === 0 && !active) navigate(paths.educatorAccess.getHref());
  }, [seconds, active, navigate]);
  return seconds;
}

/**
 * /educator-subscription-success?payment_intent=… (docs/product/educators.md#signup-wizard): the payment id and status, polled every 2 s
 * while the parameter exists, in one of four states; active → the educator dashboard after 2 s.
 */
export function SubscriptionSuccessPage() {
  const [params] = useSearchParams();
  const paymentIntent = params.get('payment_intent');
  const status = useSubscriptionStatus(paymentIntent);
  const state = successState(status.data);
  useActivationRedirect(state === 'activated');
  const seconds = useCountdown(state === 'activated');
  const Icon = state === 'activated' ? CircleCheck : state === 'payment_required' ? CircleAlert : LoaderCircle;
  return (
    <Card className="mx-auto w-full max-w-lg text-center">
      <CardHeader className="items-center">
        <Icon
          className={
            state === 'activated'
              ? 'size-12 text-emerald-400'
              : state === 'payment_required'
                ? 'size-12 text-red-400'
                : 'size-12 animate-spin text-sky-400 motion-reduce:animate-none'
          }
          aria-hidden="true"
        />
        <div role="status" className="grid gap-1.5">
          <CardTitle className="text-2xl">{TEXTS[state].title}</CardTitle>
          <CardDescription>{TEXTS[state].text}</CardDescription>
        </div>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid gap-2 rounded-xl border border-slate-800 bg-slate-950/40 p-4 text-left text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-slate-400">Payment ID</dt>
            <dd className="truncate font-mono text-slate-100">{paymentIntent ?? '—'}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-slate-400">Payment status</dt>
            <dd className="text-slate-100">{status.data?.paymentStatus ?? 'checking'}</dd>
          </div>
        </dl>
        {state !== 'activated' && (
          <p className="text-sm text-slate-400">Redirecting in {seconds} seconds if the subscription is not active.</p>
        )}
        {state === 'payment_required' ? (
          <Button asChild>
            <Link to={paths.educatorSubscription.getHref()}>Try again</Link>
          </Button>
        ) : (
          <Button asChild variant="outline">
            <Link to={paths.educatorAccess.getHref()}>Back to Educator Access</Link>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
