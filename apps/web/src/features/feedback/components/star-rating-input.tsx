import { FEEDBACK_LIMITS } from '@tradearena/contracts';
import { Star } from 'lucide-react';
import { cn } from '@/lib/cn.ts';

/**
 * The rating of the feedback form (docs/product/content.md#feedback: 1–5, default 5): five radio buttons drawn as stars, so the keyboard
 * (arrow keys) and screen readers ("4 stars") work as with any radio group.
 */
export function StarRatingInput({ value, onChange }: { value: number; onChange: (rating: number) => void }) {
  const ratings = Array.from({ length: FEEDBACK_LIMITS.ratingMax }, (_, i) => i + 1);
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-slate-200">Rating</legend>
      <div className="flex gap-1">
        {ratings.map((rating) => (
          <label
            key={rating}
            className="cursor-pointer rounded p-0.5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-emerald-500"
          >
            <input
              type="radio"
              name="feedback-rating"
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
              className="sr-only"
            />
            <span className="sr-only">{rating === 1 ? '1 star' : `${rating} stars`}</span>
            <Star
              aria-hidden="true"
              className={cn('size-7', rating <= value ? 'fill-amber-400 text-amber-400' : 'text-slate-600')}
            />
          </label>
        ))}
        <span className="ml-2 self-center text-sm text-slate-400" aria-hidden="true">
          {value}/{FEEDBACK_LIMITS.ratingMax}
        </span>
      </div>
    </fieldset>
  );
}
