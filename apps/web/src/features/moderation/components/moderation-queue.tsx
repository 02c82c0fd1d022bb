import { FEEDBACK_STATUSES, type FeedbackModerationAction, type FeedbackStatus } from '@tradearena/contracts';
import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { Pager, useClampedPage } from '@/components/pager.tsx';
import { RetryAlert } from '@/components/retry-alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { SkeletonList } from '@/components/ui/skeleton.tsx';
import { toast } from '@/components/ui/use-toast.ts';
import { isApiError, serverText } from '@/lib/api-client.ts';
import { useModerationQueue } from '../api/get-moderation-queue.ts';
import { useModerateFeedback } from '../api/moderate-feedback.ts';
import { ConfirmOperatorEmail } from './confirm-operator-email.tsx';
import { ModerationItem } from './moderation-item.tsx';
import { OperatorAccessDenied } from './operator-access-denied.tsx';

const LABEL: Record<FeedbackStatus, string> = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' };
const DONE: Record<FeedbackModerationAction, string> = { approve: 'Feedback approved', reject: 'Feedback rejected' };
const EMPTY: Record<FeedbackStatus, string> = {
  pending: 'Nothing waits for review.',
  approved: 'No approved reviews.',
  rejected: 'No rejected reviews.',
};

/** The operator's queue: a status filter (pending first), the reviews of that status with Approve / Reject, pages. */
export function ModerationQueue({ timeZone }: { timeZone: string }) {
  const [status, setStatus] = useState<FeedbackStatus>('pending');
  const [page, setPage] = useState(1);
  const queue = useModerationQueue(status, page);
  const moderate = useModerateFeedback();
  const data = queue.data;
  // Moderating the last review of the last page leaves that page empty: show the one before instead.
  useClampedPage(page, setPage, data?.totalPages);

  if (isApiError(queue.error, 403)) {
    // The address stopped being proven since GET /api/user was read (say, an email change in another tab).
    if (queue.error.body?.code === 'OPERATOR_EMAIL_UNVERIFIED') return <ConfirmOperatorEmail email={null} />;
    return <OperatorAccessDenied />;
  }

  const onModerate = (id: number, action: FeedbackModerationAction) =>
    moderate.mutate(
      { id, action },
      {
        onSuccess: () => toast({ variant: 'success', title: DONE[action] }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Moderation Failed',
            description: serverText(error, 'message') ?? 'Please try again later',
          }),
      },
    );

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>{LABEL[status]} Feedback</CardTitle>
        <fieldset className="flex gap-1" aria-label="Status">
          {FEEDBACK_STATUSES.map((s) => (
            <Button
              key={s}
              size="sm"
              variant={s === status ? 'secondary' : 'ghost'}
              aria-pressed={s === status}
              onClick={() => {
                setStatus(s);
                setPage(1);
              }}
            >
              {LABEL[s]}
            </Button>
          ))}
        </fieldset>
      </CardHeader>
      <CardContent>
        {queue.isError && !data ? (
          <RetryAlert message="The feedback could not be loaded." onRetry={() => void queue.refetch()} />
        ) : !data ? (
          <SkeletonList count={3} label="Loading feedback" className="h-24" />
        ) : data.feedback.length === 0 ? (
          <div className="grid justify-items-center gap-3 px-4 py-10 text-center">
            <Inbox className="size-10 text-slate-600" aria-hidden="true" />
            <p className="text-slate-300">{EMPTY[status]}</p>
          </div>
        ) : (
          <>
            <ul className="divide-y divide-slate-800" aria-label={`${LABEL[status]} feedback`}>
              {data.feedback.map((review) => (
                <ModerationItem
                  key={review.id}
                  review={review}
                  timeZone={timeZone}
                  busy={moderate.isPending && moderate.variables?.id === review.id}
                  onModerate={(action) => onModerate(review.id, action)}
                />
              ))}
            </ul>
            <Pager page={page} totalPages={data.totalPages} onPage={setPage} label="Feedback pages" />
          </>
        )}
      </CardContent>
    </Card>
  );
}
