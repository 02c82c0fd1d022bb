import type { NewsItem } from '@tradearena/contracts';
import { describe, expect, it } from 'vitest';
import { newsInsights } from './news-insights.ts';

const item = (sentiment: NewsItem['sentiment'], tickers: string[] = [], category: NewsItem['category'] = 'markets') =>
  ({ sentiment, tickers, category }) as NewsItem;

describe('news insights', () => {
  it.each([
    [['Positive', 'Positive', 'Negative'], 'Positive'],
    [['Negative', 'Neutral', 'Neutral'], 'Negative'],
    [['Positive', 'Negative', 'Neutral'], 'Neutral'],
    [[], 'Neutral'],
  ] as const)('leans %j → %s', (sentiments, mood) => {
    expect(newsInsights(sentiments.map((s) => item(s))).mood).toBe(mood);
  });

  it('ranks the three symbols named in most stories, a symbol counted once per story, ties by symbol', () => {
    const insights = newsInsights([
      item('Neutral', ['MSFT', 'MSFT', 'AAPL']),
      item('Neutral', ['NVDA', 'MSFT']),
      item('Neutral', ['AAPL', 'AMZN']),
      item('Neutral', ['NVDA']),
    ]);
    expect(insights.topTickers).toEqual([
      { symbol: 'AAPL', stories: 2 },
      { symbol: 'MSFT', stories: 2 },
      { symbol: 'NVDA', stories: 2 },
    ]);
  });

  it('names the busiest category, none without stories', () => {
    expect(
      newsInsights([item('Neutral', [], 'earnings'), item('Neutral', [], 'earnings'), item('Neutral')]).topCategory,
    ).toEqual({ category: 'earnings', stories: 2 });
    expect(newsInsights([]).topCategory).toBeNull();
  });
});
