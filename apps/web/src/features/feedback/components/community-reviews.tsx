import type { PublicFeedback } from '@tradearena/contracts';
import { MessageSquareQuote } from 'lucide-react';
import { useState } from 'react';
import { StarRating } from '@/components/feedback/star-rating.tsx';
import { Pager, useClampedPage } from '@/components/pager.tsx';
import { RetryAlert } from '@/components/retry-alert.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { SkeletonList } from '@/components/ui/skeleton.tsx';
import { formatDate } from '@/lib/format-in-zone.ts';
import { usePublicFeedback } from '../api/get-public-feedback.ts';

/** One review. Every text is the author's plain text, rendered as text (never as HTML), line breaks kept. */
function ReviewItem({ review, timeZone }: { review: PublicFeedback; timeZone: string }) {
  return (
    <li className="grid gap-1.5 py-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <StarRating rating={review.rating} />
        <span className="text-xs text-slate-400">
          {review.username} · {formatDate(new Date(review.createdAt), timeZone)}
        </span>
      </div>
      <h3 className="break-words font-semibold text-white">{review.title}</h3>
      <p className="whitespace-pre-line break-words text-sm text-slate-300">{review.message}</p>
    </li>
  );
}

/** Community reviews (docs/product/content.md#feedback-moderation): approved reviews, newest first, ten a page; an empty state without any. */
export function CommunityReviews({ timeZone }: { timeZone: string }) {
  const [page, setPage] = useState(1);
  const reviews = usePublicFeedback(page);
  const data = reviews.data;
  // Reviews taken down since the pages were counted can empty the page shown: show the last one left instead.
  useClampedPage(page, setPage, data?.totalPages);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Community Reviews</CardTitle>
        <CardDescription>
          {data && data.total > 0
            ? `${data.total} review${data.total === 1 ? '' : 's'} from players`
            : 'What players say'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {reviews.isError && !data ? (
          <RetryAlert message="Reviews could not be loaded." onRetry={() => void reviews.refetch()} />
        ) : !data ? (
          <SkeletonList count={3} label="Loading reviews" className="h-20" />
        ) : data.feedback.length === 0 && page === 1 ? (
          <div className="grid justify-items-center gap-3 px-4 py-10 text-center">
            <MessageSquareQuote className="size-10 text-slate-600" aria-hidden="true" />
            <p className="text-lg font-semibold text-white">No reviews yet</p>
            <p className="max-w-sm text-sm text-slate-400">Be the first to share your experience!</p>
          </div>
        ) : (
          <>
            <ul className="divide-y divide-slate-800" aria-label="Reviews" aria-busy={reviews.isPlaceholderData}>
              {data.feedback.map((review) => (
                <ReviewItem key={review.id} review={review} timeZone={timeZone} />
              ))}
            </ul>
            <Pager page={page} totalPages={data.totalPages} onPage={setPage} label="Review pages" />
          </>
        )}
      </CardContent>
    </Card>
  );
}
