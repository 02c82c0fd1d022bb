import { FEEDBACK_DEFAULT_RATING, FEEDBACK_LIMITS, FEEDBACK_MESSAGES as M } from '@tradearena/contracts';
import { Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { FormField } from '@/components/form-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { toast } from '@/components/ui/use-toast.ts';
import { toastError } from '@/lib/toast-error.ts';
import { useSubmitFeedback } from '../api/submit-feedback.ts';
import { StarRatingInput } from './star-rating-input.tsx';

function Counter({ id, length, max }: { id: string; length: number; max: number }) {
  return (
    <p id={id} className="text-right text-xs text-slate-400 tabular">
      {length}/{max}
    </p>
  );
}

/**
 * The feedback form (docs/product/content.md#feedback): a star rating (default 5), a title up to 100 and a message up to 500
 * characters with counters. Both texts are required ('Required Fields'); on success 'Feedback Submitted' says the
 * review will be checked before it is public, on failure 'Submission Failed' with the server's message.
 */
export function FeedbackForm() {
  const submit = useSubmitFeedback();
  const [rating, setRating] = useState<number>(FEEDBACK_DEFAULT_RATING);
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim() || !message.trim()) {
      toast({ variant: 'destructive', title: M.requiredTitle, description: M.required });
      return;
    }
    submit.mutate(
      { rating, title: title.trim(), message: message.trim() },
      {
        onSuccess: () => {
          toast({ variant: 'success', title: M.submittedTitle, description: M.submitted });
          setRating(FEEDBACK_DEFAULT_RATING);
          setTitle('');
          setMessage('');
        },
        onError: (error) => toastError(M.failedTitle, error, 'Please try again later'),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Share Your Feedback</CardTitle>
        <CardDescription>
          Tell us what works and what could be better. Reviews are checked before they appear.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Feedback">
          <StarRatingInput value={rating} onChange={setRating} />
          <FormField id="feedback-title" label="Title">
            <Input
              id="feedback-title"
              value={title}
              maxLength={FEEDBACK_LIMITS.title}
              autoComplete="off"
              placeholder="Sum it up in a few words"
              aria-describedby="feedback-title-count"
              onChange={(e) => setTitle(e.target.value)}
            />
            <Counter id="feedback-title-count" length={title.length} max={FEEDBACK_LIMITS.title} />
          </FormField>
          <FormField id="feedback-message" label="Message">
            <Textarea
              id="feedback-message"
              rows={5}
              value={message}
              maxLength={FEEDBACK_LIMITS.message}
              placeholder="What did you enjoy? What should we improve?"
              aria-describedby="feedback-message-count"
              onChange={(e) => setMessage(e.target.value)}
            />
            <Counter id="feedback-message-count" length={message.length} max={FEEDBACK_LIMITS.message} />
          </FormField>
          <div>
            <Button type="submit" disabled={submit.isPending}>
              <Send aria-hidden="true" />
              {submit.isPending ? 'Submitting...' : 'Submit Feedback'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
