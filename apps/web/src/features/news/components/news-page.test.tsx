import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EconomicEventResponse, NewsItem } from '@tradearena/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorReply, installFakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { NewsPage } from './news-page.tsx';

afterEach(() => vi.unstubAllGlobals());

function story(n: number, overrides: Partial<NewsItem> = {}): NewsItem {
  return {
    id: `s${n}`,
    category: 'markets',
    categories: ['markets'],
    sentiment: 'Neutral',
    title: `Story number ${n}`,
    source: 'Benzinga',
    time_published: '20261118T150000',
    url: `https://news.example.com/${n}`,
    summary: `Summary of story ${n}.`,
    tickers: [],
    simulated: false,
    ...overrides,
  };
}

const counts = { markets: 31, earnings: 4, economic: 2, sector: 6, global: 3, technology: 9 };
const never = () => new Promise<never>(() => {});

function setup(news: NewsItem[] = [story(1)]) {
  const api = installFakeApi();
  api.on('GET /api/news/market', { body: news });
  api.on('GET /api/news/categories', { body: counts });
  api.on('GET /api/news/economic-calendar', { body: [] });
  return api;
}

const render = (path = '/news') => renderWithApp(<NewsPage timeZone="America/New_York" />, { path });
const card = (name: RegExp) => screen.getByRole('button', { name });

describe('the news page', () => {
  it('shows the spec’s default category counts until the counts load, then the real ones', async () => {
    const api = setup();
    let answer: (v: { body: typeof counts }) => void = () => {};
    api.on('GET /api/news/categories', () => new Promise((resolve) => (answer = resolve)));
    render();
    expect(card(/Markets/)).toHaveTextContent('24 stories');
    expect(card(/Earnings/)).toHaveTextContent('18 stories');
    expect(card(/Economic/)).toHaveTextContent('12 stories');
    expect(card(/Sectors/)).toHaveTextContent('15 stories');
    expect(card(/Global/)).toHaveTextContent('20 stories');
    expect(card(/Technology/)).toHaveTextContent('22 stories');
    answer({ body: counts });
    expect(await screen.findByText('31 stories')).toBeInTheDocument();
    expect(card(/Earnings/)).toHaveTextContent('4 stories');
  });

  it('features the first story and lists the next six, no more', async () => {
    setup(Array.from({ length: 9 }, (_, i) => story(i + 1)));
    render();
    const featured = await screen.findByRole('article', { name: 'Story number 1' });
    expect(within(featured).getByText('Summary of story 1.')).toBeVisible();
    const latest = screen.getByRole('region', { name: 'Latest News' });
    const titles = within(latest)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual([2, 3, 4, 5, 6, 7].map((n) => `Story number ${n}`));
    expect(screen.queryByText('Story number 8')).not.toBeInTheDocument();
  });

  it('labels sentiment and simulated stories, and opens outside sources in a new tab without the opener', async () => {
    setup([
      story(1, { sentiment: 'Positive', title: 'Real story', source: 'Reuters' }),
      story(2, { sentiment: 'Negative', title: 'Simulated wrap', simulated: true, url: '/news?story=s2' }),
      story(3, { title: 'Dodgy link', url: 'javascript:alert(1)' }),
    ]);
    render();
    const real = await screen.findByRole('article', { name: 'Real story' });
    expect(within(real).getByText('Positive')).toBeInTheDocument();
    expect(within(real).queryByText('Simulated')).not.toBeInTheDocument();
    const source = within(real).getByRole('link', { name: /Read at Reuters/ });
    expect(source).toHaveAttribute('href', 'https://news.example.com/1');
    expect(source).toHaveAttribute('target', '_blank');
    expect(source).toHaveAttribute('rel', 'noopener noreferrer');

    const simulated = screen.getByRole('heading', { name: 'Simulated wrap' }).closest('li')!;
    expect(within(simulated as HTMLElement).getByText('Negative')).toBeInTheDocument();
    expect(within(simulated as HTMLElement).getByText('Simulated')).toBeInTheDocument();
    expect(within(simulated as HTMLElement).getByRole('link', { name: /Read story/ })).toHaveAttribute(
      'href',
      '/news?story=s2',
    );
    const dodgy = screen.getByRole('heading', { name: 'Dodgy link' }).closest('li')!;
    expect(within(dodgy as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
  });

  it('features the story a simulated link points at', async () => {
    setup([story(1), story(2, { title: 'Linked story', simulated: true, url: '/news?story=s2' })]);
    render('/news?story=s2');
    expect(await screen.findByRole('article', { name: 'Linked story' })).toBeInTheDocument();
  });

  it('toggles between a category and all news', async () => {
    const api = setup([story(1, { title: 'All news story' })]);
    api.on('GET /api/news/sector/earnings', {
      body: [story(5, { category: 'earnings', categories: ['earnings'], title: 'Earnings story' })],
    });
    render();
    await screen.findByRole('article', { name: 'All news story' });
    await userEvent.click(card(/Earnings/));
    expect(await screen.findByRole('article', { name: 'Earnings story' })).toBeInTheDocument();
    expect(card(/Earnings/)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('location')).toHaveTextContent('/news?category=earnings');
    await userEvent.click(card(/Earnings/));
    expect(await screen.findByRole('article', { name: 'All news story' })).toBeInTheDocument();
    expect(card(/Earnings/)).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/news$/);
  });

  it('says "No news" for an empty category and offers all news', async () => {
    const api = setup([story(1, { title: 'All news story' })]);
    api.on('GET /api/news/sector/global', { body: [] });
    render('/news?category=global');
    expect(await screen.findByText('No news')).toBeInTheDocument();
    expect(screen.getByText('There are no Global stories right now.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show all news' }));
    expect(await screen.findByRole('article', { name: 'All news story' })).toBeInTheDocument();
  });

  it('shows labelled sample stories, without links, when no news is published', async () => {
    setup([]);
    render();
    expect(await screen.findByText(/No news right now/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Sample Stories' })).toBeInTheDocument();
    expect(screen.getAllByText('Sample')).toHaveLength(6);
    expect(screen.queryByRole('link', { name: /Read/ })).not.toBeInTheDocument();
  });

  it('shows sample stories and a retry when the news cannot be loaded', async () => {
    const api = setup();
    api.on('GET /api/news/market', errorReply(503, 'Market data unavailable', 'MARKET_DATA_UNAVAILABLE'));
    render();
    expect(
      await screen.findByText(
        'News could not be loaded. Showing sample stories, not real news.',
        {},
        { timeout: 4000 },
      ),
    ).toBeVisible();
    expect(screen.getAllByText('Sample')).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('sums up the stories in the insights', async () => {
    setup([
      story(1, { sentiment: 'Positive', tickers: ['AAPL'] }),
      story(2, { sentiment: 'Positive', tickers: ['AAPL', 'MSFT'] }),
      story(3, { sentiment: 'Negative', category: 'earnings', tickers: ['AAPL'] }),
    ]);
    render();
    const insights = (await screen.findByRole('heading', { name: 'Market Insights' })).closest('div')!.parentElement!;
    expect(within(insights).getByText('News sentiment: Positive')).toBeInTheDocument();
    expect(within(insights).getByText('Positive: 2')).toBeInTheDocument();
    expect(within(insights).getByText('Negative: 1')).toBeInTheDocument();
    expect(insights).toHaveTextContent('In the news: AAPL (3), MSFT (1)');
    expect(insights).toHaveTextContent('Busiest topic: Markets (2 stories)');
  });

  it('shows the usual releases until the economic calendar loads, then the coming ones with their impact', async () => {
    const api = setup();
    api.on('GET /api/news/economic-calendar', never);
    const { unmount } = render();
    expect(screen.getByText('FOMC Interest Rate Decision')).toBeInTheDocument();
    expect(screen.getAllByText('High Impact').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Medium Impact').length).toBeGreaterThan(0);
    unmount();

    const events: EconomicEventResponse[] = [
      {
        event: 'Retail Sales (MoM)',
        date: '2099-01-16',
        time: '08:30',
        impact: 'Medium Impact',
        schedule: 'rule-based',
      },
      { event: 'Nonfarm Payrolls', date: '2099-01-09', time: '08:30', impact: 'High Impact', schedule: 'rule-based' },
    ];
    api.on('GET /api/news/economic-calendar', { body: events });
    render();
    const row = (await screen.findByText('Fri, Jan 9 · 8:30 AM ET')).closest('li')!;
    expect(row).toHaveTextContent('Nonfarm Payrolls');
    expect(row).toHaveTextContent('High Impact');
    expect(screen.getByText('Retail Sales (MoM)').closest('li')).toHaveTextContent('Medium Impact');
    expect(screen.queryByText('FOMC Interest Rate Decision')).not.toBeInTheDocument();
  });
});
