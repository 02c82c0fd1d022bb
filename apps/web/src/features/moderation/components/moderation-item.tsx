import type { AdminFeedback, FeedbackModerationAction } from '@tradearena/contracts';
import { Check, X } from 'lucide-react';
import { StarRating } from '@/components/feedback/star-rating.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { formatInstant } from '@/lib/format-in-zone.ts';

const STATUS_BADGE = { pending: 'warning', approved: 'default', rejected: 'destructive' } as const;

/**
 * One review in the moderation queue: rating, author, date, the texts as plain text (never HTML), and Approve /
 * Reject. The button of the review's current status is left out (approving twice changes nothing anyway).
 */
export function ModerationItem({
  review,
  timeZone,
  busy,
  onModerate,
}: {
  review: AdminFeedback;
  timeZone: string;
  busy: boolean;
  onModerate: (action: FeedbackModerationAction) => void;
}) {
  return (
    <li className="grid gap-2 py-4" aria-label={`Review ${review.id}`}>
      <div className="flex flex-wrap items-center gap-2">
        <StarRating rating={review.rating} />
        <Badge variant={STATUS_BADGE[review.status]} className="capitalize">
          {review.status}
        </Badge>
        <span className="text-xs text-slate-400">
          {review.username} · {formatInstant(new Date(review.createdAt), timeZone)}
        </span>
      </div>
      <h3 className="break-words font-semibold text-white">{review.title}</h3>
      <p className="whitespace-pre-line break-words text-sm text-slate-300">{review.message}</p>
      <div className="flex gap-2">
        {review.status !== 'approved' ? (
          <Button size="sm" disabled={busy} onClick={() => onModerate('approve')}>
            <Check aria-hidden="true" />
            Approve
          </Button>
        ) : null}
        {review.status !== 'rejected' ? (
          <Button size="sm" variant="outline" disabled={busy} onClick={() => onModerate('reject')}>
            <X aria-hidden="true" />
            Reject
          </Button>
        ) : null}
      </div>
    </li>
  );
}
