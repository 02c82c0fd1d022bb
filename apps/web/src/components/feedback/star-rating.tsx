import { FEEDBACK_LIMITS } from '@tradearena/contracts';
import { Star } from 'lucide-react';
import { cn } from '@/lib/cn.ts';

/** A review's rating as filled stars (read only), announced as "Rated 4 out of 5". */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const max = FEEDBACK_LIMITS.ratingMax;
  return (
    <span role="img" aria-label={`Rated ${rating} out of ${max}`} className={cn('inline-flex gap-0.5', className)}>
      {Array.from({ length: max }, (_, i) => (
        <Star
          // biome-ignore lint/suspicious/noArrayIndexKey: the stars are positions 1..5, never reordered.
          key={i}
          aria-hidden="true"
          className={cn('size-4', i < rating ? 'fill-amber-400 text-amber-400' : 'text-slate-600')}
        />
      ))}
    </span>
  );
}
