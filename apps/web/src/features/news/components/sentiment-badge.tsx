import type { NewsItem } from '@tradearena/contracts';
import { Minus, TrendingDown, TrendingUp } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';

const LOOK = {
  Positive: { variant: 'default', Icon: TrendingUp },
  Negative: { variant: 'destructive', Icon: TrendingDown },
  Neutral: { variant: 'secondary', Icon: Minus },
} as const;

/** A story's sentiment: Positive (green), Negative (red), Neutral (grey) (docs/product/content.md#news). */
export function SentimentBadge({ sentiment }: { sentiment: NewsItem['sentiment'] }) {
  const { variant, Icon } = LOOK[sentiment];
  return (
    <Badge variant={variant}>
      <Icon className="size-3" aria-hidden="true" />
      {sentiment}
    </Badge>
  );
}
