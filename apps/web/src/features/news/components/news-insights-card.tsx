import type { NewsItem } from '@tradearena/contracts';
import { Lightbulb } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { CATEGORY_LABELS } from '../lib/category-labels.ts';
import { newsInsights } from '../lib/news-insights.ts';

const MOOD_TEXT = {
  Positive: 'More positive stories than negative ones.',
  Negative: 'More negative stories than positive ones.',
  Neutral: 'As many positive stories as negative ones.',
} as const;

const BAR = { Positive: 'bg-emerald-400', Negative: 'bg-red-400', Neutral: 'bg-slate-500' } as const;

/** Market insights drawn from the stories on screen: the sentiment mix, the symbols in the news, the busiest topic. */
export function NewsInsightsCard({ items }: { items: readonly NewsItem[] }) {
  const insights = newsInsights(items);
  const sentiments = ['Positive', 'Negative', 'Neutral'] as const;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Lightbulb className="size-5 text-amber-300" aria-hidden="true" />
          Market Insights
        </CardTitle>
        <CardDescription>What the latest {insights.total} stories say together.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        <div className="grid gap-2">
          <p className="font-medium text-slate-100">
            News sentiment: {insights.mood}
            <span className="block text-xs font-normal text-slate-400">{MOOD_TEXT[insights.mood]}</span>
          </p>
          <div className="flex h-2 overflow-hidden rounded-full bg-slate-800" aria-hidden="true">
            {sentiments.map((s) => (
              <div
                key={s}
                className={BAR[s]}
                style={{ width: `${(insights.sentiment[s] / (insights.total || 1)) * 100}%` }}
              />
            ))}
          </div>
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-300">
            {sentiments.map((s) => (
              <li key={s}>
                {s}: {insights.sentiment[s]}
              </li>
            ))}
          </ul>
        </div>
        {insights.topTickers.length > 0 && (
          <p className="border-t border-slate-800 pt-3 text-slate-300">
            In the news:{' '}
            {insights.topTickers.map((t, i) => (
              <span key={t.symbol}>
                {i > 0 && ', '}
                <span className="font-mono text-slate-100">{t.symbol}</span> ({t.stories})
              </span>
            ))}
          </p>
        )}
        {insights.topCategory && (
          <p className="border-t border-slate-800 pt-3 text-slate-300">
            Busiest topic: <span className="text-slate-100">{CATEGORY_LABELS[insights.topCategory.category]}</span> (
            {insights.topCategory.stories} {insights.topCategory.stories === 1 ? 'story' : 'stories'})
          </p>
        )}
      </CardContent>
    </Card>
  );
}
