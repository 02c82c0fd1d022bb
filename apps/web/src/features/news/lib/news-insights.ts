import type { NewsCategory, NewsItem } from '@tradearena/contracts';

type Sentiment = NewsItem['sentiment'];

export interface NewsInsights {
  total: number;
  sentiment: Record<Sentiment, number>;
  /** Which way the news leans: more positive than negative stories, fewer, or as many (Neutral). */
  mood: Sentiment;
  /** The three symbols named in most stories, most first (ties by symbol). */
  topTickers: { symbol: string; stories: number }[];
  /** The category with most stories, or null without stories. */
  topCategory: { category: NewsCategory; stories: number } | null;
}

/** What the loaded stories say together: their sentiment mix, the symbols in the news and the busiest category. */
export function newsInsights(items: readonly NewsItem[]): NewsInsights {
  const sentiment: Record<Sentiment, number> = { Positive: 0, Negative: 0, Neutral: 0 };
  const tickers = new Map<string, number>();
  const categories = new Map<NewsCategory, number>();
  for (const item of items) {
    sentiment[item.sentiment] += 1;
    for (const symbol of new Set(item.tickers)) tickers.set(symbol, (tickers.get(symbol) ?? 0) + 1);
    categories.set(item.category, (categories.get(item.category) ?? 0) + 1);
  }
  const topTickers = [...tickers]
    .map(([symbol, stories]) => ({ symbol, stories }))
    .sort((a, b) => b.stories - a.stories || a.symbol.localeCompare(b.symbol))
    .slice(0, 3);
  const [busiest] = [...categories].sort((a, b) => b[1] - a[1]);
  return {
    total: items.length,
    sentiment,
    mood:
      sentiment.Positive > sentiment.Negative
        ? 'Positive'
        : sentiment.Positive < sentiment.Negative
          ? 'Negative'
          : 'Neutral',
    topTickers,
    topCategory: busiest ? { category: busiest[0], stories: busiest[1] } : null,
  };
}
