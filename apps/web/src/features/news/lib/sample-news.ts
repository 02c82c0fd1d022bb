import type { EconomicEventResponse, NewsItem } from '@tradearena/contracts';

/**
 * What the news page shows when it has nothing real to show (docs/product/content.md#news): sample stories when no news loaded,
 * and the usual calendar releases until the economic calendar answers. Sample stories are labelled as samples on
 * screen and link nowhere; they explain how to read news rather than report any.
 */
export const SAMPLE_NEWS: readonly NewsItem[] = [
  sample('sample-markets', 'markets', 'Neutral', 'How to read a market wrap', [
    'A daily market wrap sums up how the major indexes moved, which sectors led and which lagged.',
    'Compare the index move with your own portfolio to see whether you beat the market that day.',
  ]),
  sample('sample-earnings', 'earnings', 'Positive', 'What an earnings beat means for a stock', [
    'Companies report profits every quarter. When results beat what analysts expected, the stock often gaps up',
    'at the next open; a miss can send it lower. Watch the gap on the chart the day after a report.',
  ]),
  sample('sample-economic', 'economic', 'Neutral', 'Why the jobs report moves the whole market', [
    'The monthly Nonfarm Payrolls report shows how many jobs the economy added. Strong or weak numbers change',
    'what traders expect from interest rates, so most stocks react on release day.',
  ]),
  sample('sample-sector', 'sector', 'Negative', 'When one sector falls while the rest rise', [
    'Stocks in the same sector often move together. A drop across a whole sector points to news about the',
    'industry, not one company. Spreading your money across sectors softens such days.',
  ]),
  sample('sample-global', 'global', 'Neutral', 'How markets abroad can shape the opening bell', [
    'Asian and European markets trade while New York sleeps. A big move overseas can set the mood for the U.S.',
    'open, especially for companies that sell a lot outside the United States.',
  ]),
  sample('sample-technology', 'technology', 'Positive', 'Why tech stocks swing more than the market', [
    'Technology companies are valued on growth expected years ahead, so changes in rates or sentiment move them',
    'more than the index. A higher beta in the screener means bigger swings both ways.',
  ]),
];

function sample(
  id: string,
  category: NewsItem['category'],
  sentiment: NewsItem['sentiment'],
  title: string,
  summary: string[],
): NewsItem {
  return {
    id,
    category,
    categories: [category],
    sentiment,
    title,
    source: 'TradeArena Learning',
    time_published: '',
    url: '',
    summary: summary.join(' '),
    tickers: [],
    simulated: false,
  };
}

/** The usual high- and medium-impact U.S. releases, shown until the calendar loads (docs/product/content.md#news). */
export const DEFAULT_ECONOMIC_EVENTS: readonly Pick<EconomicEventResponse, 'event' | 'impact'>[] = [
  { event: 'FOMC Interest Rate Decision', impact: 'High Impact' },
  { event: 'CPI (MoM)', impact: 'High Impact' },
  { event: 'Nonfarm Payrolls', impact: 'High Impact' },
  { event: 'GDP (QoQ, advance)', impact: 'High Impact' },
  { event: 'Retail Sales (MoM)', impact: 'Medium Impact' },
  { event: 'Initial Jobless Claims', impact: 'Medium Impact' },
];
