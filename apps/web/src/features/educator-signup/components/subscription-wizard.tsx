import { BILLING_MESSAGES, type EducatorSubscriptionResponse, SUBSCRIPTION_SUCCESS } from '@tradearena/contracts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { TestModeNote } from '@/components/payments/test-mode-note.tsx';
import { StepList } from '@/components/step-list.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { toast } from '@/components/ui/use-toast.ts';
import { serverText } from '@/lib/api-client.ts';
import { useCurrentUser } from '@/lib/current-user.ts';
import { paths } from '@/lib/paths.ts';
import { forceProcessPayment } from '@/lib/payments/force-process-payment.ts';
import type { PaymentErrorMessage } from '@/lib/payments/payment-error.ts';
import { createEducatorSubscription } from '../api/create-educator-subscription.ts';
import { paymentOutcome } from '../lib/payment-outcome.ts';
import {
  initialWizardFields,
  toSubscriptionBody,
  validateAccount,
  validateInstitution,
  type WizardFields,
  type WizardProblem,
} from '../lib/wizard-fields.ts';
import { AccountStep } from './account-step.tsx';
import { InstitutionStep } from './institution-step.tsx';
import { PaymentStep } from './payment-step.tsx';

const STEPS = ['Institution', 'Account', 'Payment'] as const;
const TITLES = ['Institution information', 'Account setup', 'Payment'] as const;
const DESCRIPTIONS = [
  'Tell us about you and your school.',
  'The account you will sign in with to run your classes.',
  'Educator Pro: $500 a year for your school, renewing automatically. Cancel at any time.',
] as const;

function showProblem(problem: WizardProblem) {
  toast({ variant: 'destructive', title: problem.title, description: problem.description });
}

/**
 * /educator-subscription (docs/product/educators.md#signup-wizard): institution → account → payment. Back goes to the previous step,
 * from step 1 to /educator-access. Step 2 → 3 once the server answers the payment's client secret; the card step is
 * the store's. A signed-in user's account is the one upgraded.
 */
export function SubscriptionWizard() {
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const [step, setStep] = useState(0);
  const [fields, setFields] = useState<WizardFields>(() => initialWizardFields(user));
  const [intent, setIntent] = useState<EducatorSubscriptionResponse | null>(null);
  const [busy, setBusy] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const onChange = (name: keyof WizardFields, value: string) => setFields((f) => ({ ...f, [name]: value }));

  const startSubscription = async () => {
    if (intent) return setStep(2);
    setBusy(true);
    try {
      setIntent(await createEducatorSubscription(toSubscriptionBody(fields)));
      setStep(2);
    } catch (error) {
      const text = serverText(error, 'message') ?? serverText(error, 'error') ?? 'Please try again.';
      showProblem({ title: BILLING_MESSAGES.setupFailed, description: text });
    } finally {
      setBusy(false);
    }
  };

  const onNext = (event: FormEvent) => {
    event.preventDefault();
    const problem = step === 0 ? validateInstitution(fields) : user ? null : validateAccount(fields);
    if (problem) return showProblem(problem);
    if (step === 0) setStep(1);
    else void startSubscription();
  };

  const onBack = () => {
    if (step === 0) navigate(paths.educatorAccess.getHref());
    else setStep(step - 1);
  };

  const onConfirmed = async (paymentIntentId: string) => {
    setBusy(true);
    const outcome = paymentOutcome(await forceProcessPayment(paymentIntentId));
    const success = paths.educatorSubscriptionSuccess.getHref(paymentIntentId);
    if (outcome === 'succeeded') return navigate(success);
    toast({ title: 'Payment Processing', description: 'We are confirming your payment with your bank.' });
    redirect.current = setTimeout(() => navigate(success), SUBSCRIPTION_SUCCESS.redirectMs);
  };

  const onFailed = (message: PaymentErrorMessage) => {
    showProblem(message);
    if (message.restart) {
      setIntent(null);
      setStep(1);
    }
  };

  return (
    <Card className="mx-auto w-full max-w-2xl">
      <CardHeader className="gap-3">
        <StepList steps={STEPS} current={step} label="Subscription steps" />
        <CardTitle className="text-2xl">{TITLES[step]}</CardTitle>
        <CardDescription>{DESCRIPTIONS[step]}</CardDescription>
        <TestModeNote />
      </CardHeader>
      <CardContent className="grid gap-6">
        {step === 2 && intent ? (
          <PaymentStep
            intent={intent}
            institutionName={fields.institutionName}
            onConfirmed={(id) => void onConfirmed(id)}
            onFailed={onFailed}
          />
        ) : (
          <form id="wizard-form" onSubmit={onNext} noValidate aria-label={TITLES[step]}>
            {step === 0 ? (
              <InstitutionStep fields={fields} onChange={onChange} />
            ) : (
              <AccountStep fields={fields} onChange={onChange} user={user} />
            )}
          </form>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
          <Button variant="outline" onClick={onBack} disabled={busy}>
            Back
          </Button>
          {step < 2 && (
            <Button type="submit" form="wizard-form" disabled={busy}>
              {busy ? 'Setting up...' : step === 0 ? 'Continue' : 'Continue to payment'}
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
