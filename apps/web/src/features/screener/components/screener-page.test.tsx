import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ScreenerStock } from '@tradearena/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildScreenerStock } from '@/test/builders.ts';
import { installFakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { ScreenerPage } from './screener-page.tsx';

const stock = (symbol: string, over: Partial<ScreenerStock> = {}) => buildScreenerStock({ symbol, ...over });

const stocks: ScreenerStock[] = [
  stock('AAPL', { name: 'Apple Inc.', price: 272.5, changePercent: 1.5, volume: 50_000_000, beta: 1.2 }),
  stock('KO', { name: 'The Coca-Cola Company', sector: 'Consumer Staples', price: 70, changePercent: -0.4, beta: 0.5 }),
  stock('JPM', { sector: 'Financials', price: 322, changePercent: 0.2, volume: 9_000_000, beta: 1.1 }),
  stock('F', {
    sector: 'Consumer Discretionary',
    price: 13,
    changePercent: 2.8,
    beta: null,
    week52Low: null,
    week52High: null,
  }),
];

function serve(reply: { status?: number; body?: unknown } = { body: { stocks } }) {
  const server = installFakeApi();
  server.on('GET /api/stocks/screener', reply);
  return server;
}

const table = () => screen.getByRole('table', { name: 'Stocks matching the filters' });
const symbolsInTable = () =>
  within(table())
    .getAllByRole('rowheader')
    .map((cell) => within(cell).getByRole('link').textContent);
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => vi.stubGlobal('WebSocket', undefined));
afterEach(() => vi.unstubAllGlobals());

describe('stock screener', () => {
  it('lists every stock with sector, price, change, volume, beta and 52-week range, and — where unknown', async () => {
    serve();
    renderWithApp(<ScreenerPage />, { path: '/screener' });
    expect(screen.getByRole('status', { name: 'Loading stocks' })).toBeInTheDocument();
    await waitFor(() => expect(symbolsInTable()).toEqual(['AAPL', 'F', 'JPM', 'KO']));
    const apple = within(table()).getByRole('row', { name: /AAPL/ });
    for (const text of ['Information Technology', '$272.50', '+1.50%', '50.0M', '1.20', '50.00 – 150.00']) {
      expect(within(apple).getByText(text)).toBeInTheDocument();
    }
    const ford = within(table()).getByRole('row', { name: /F Inc\./ });
    expect(within(ford).getAllByText('—')).toHaveLength(2);
    expect(screen.getByText('4 of 4 stocks')).toBeInTheDocument();
    // Phones get the same stocks as cards.
    expect(within(screen.getByRole('list', { name: 'Stocks matching the filters' })).getAllByRole('link')).toHaveLength(
      4,
    );
  });

  it('screens a sector and keeps the filter in the URL', async () => {
    serve();
    renderWithApp(<ScreenerPage />, { path: '/screener' });
    await waitFor(() => expect(symbolsInTable()).toHaveLength(4));
    await userEvent.selectOptions(screen.getByLabelText('Sector'), 'Consumer Staples');
    expect(symbolsInTable()).toEqual(['KO']);
    expect(screen.getByText('1 of 4 stocks')).toBeInTheDocument();
    expect(location()).toBe('/screener?sector=Consumer+Staples');
  });

  it('screens ETFs or stocks with the Type control, keeps it in the URL and marks each ETF with a badge', async () => {
    const server = installFakeApi();
    server.on('GET /api/stocks/screener', {
      body: {
        stocks: [...stocks, stock('XLK', { name: 'Technology Select Sector SPDR Fund', type: 'etf', sector: 'ETF' })],
      },
    });
    renderWithApp(<ScreenerPage />, { path: '/screener' });
    await waitFor(() => expect(symbolsInTable()).toHaveLength(5));
    const xlk = within(table()).getByRole('row', { name: /XLK/ });
    expect(within(xlk).getByText('ETF', { selector: 'span' })).toBeInTheDocument();
    expect(within(within(table()).getByRole('row', { name: /AAPL/ })).queryByText('ETF')).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'ETFs');
    expect(symbolsInTable()).toEqual(['XLK']);
    expect(location()).toBe('/screener?type=etf');
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'Stocks');
    expect(symbolsInTable()).toEqual(['AAPL', 'F', 'JPM', 'KO']);
    expect(location()).toBe('/screener?type=stock');
  });

  it('filters by minimum and maximum values', async () => {
    serve();
    renderWithApp(<ScreenerPage />, { path: '/screener' });
    await waitFor(() => expect(symbolsInTable()).toHaveLength(4));
    await userEvent.type(screen.getByLabelText('Minimum price ($)'), '50');
    expect(symbolsInTable()).toEqual(['AAPL', 'JPM', 'KO']);
    await userEvent.type(screen.getByLabelText('Maximum beta'), '1.1');
    expect(symbolsInTable()).toEqual(['JPM', 'KO']);
    await userEvent.type(screen.getByLabelText('Minimum day change (%)'), '0');
    expect(symbolsInTable()).toEqual(['JPM']);
  });

  it('counts the filters kept behind More filters (phones)', async () => {
    serve();
    renderWithApp(<ScreenerPage />, { path: '/screener?minPrice=10&week52=near-high' });
    await waitFor(() => expect(symbolsInTable()).toEqual(['AAPL', 'JPM']));
    const toggle = screen.getByRole('button', { name: 'More filters (2)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Fewer filters' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens with the filters of its URL and sorts by the chosen column and order', async () => {
    serve();
    renderWithApp(<ScreenerPage />, { path: '/screener?sort=price&dir=desc' });
    await waitFor(() => expect(symbolsInTable()).toEqual(['JPM', 'AAPL', 'KO', 'F']));
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Day change %');
    expect(symbolsInTable()).toEqual(['F', 'AAPL', 'JPM', 'KO']);
    await userEvent.selectOptions(screen.getByLabelText('Order'), 'Ascending');
    expect(symbolsInTable()).toEqual(['KO', 'JPM', 'AAPL', 'F']);
  });

  it('says when nothing matches and Reset brings every stock back', async () => {
    serve();
    renderWithApp(<ScreenerPage />, { path: '/screener?minPrice=1000' });
    expect(await screen.findByText('No stocks match these filters')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(symbolsInTable()).toHaveLength(4);
    expect(location()).toBe('/screener');
    expect(screen.getByLabelText('Minimum price ($)')).toHaveValue(null);
  });

  it("opens the stock's page", async () => {
    serve();
    renderWithApp(<ScreenerPage />, { path: '/screener' });
    await waitFor(() => expect(symbolsInTable()).toHaveLength(4));
    await userEvent.click(within(table()).getByRole('link', { name: 'KO' }));
    expect(location()).toBe('/stocks/KO');
  });

  it('offers a retry when the screener cannot be loaded', async () => {
    const server = serve({ status: 503, body: { error: 'Down', message: 'Down', code: 'MARKET_UNAVAILABLE' } });
    renderWithApp(<ScreenerPage />, { path: '/screener' });
    expect(
      await screen.findByText('The stock screener is unavailable right now.', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    server.on('GET /api/stocks/screener', { body: { stocks } });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(symbolsInTable()).toHaveLength(4));
  });
});

describe('stock screener live prices', () => {
  class FakeSocket {
    static last: FakeSocket | null = null;
    readyState = 0;
    sent: { type: string; symbols?: string[] }[] = [];
    onopen: ((e: unknown) => void) | null = null;
    onclose: ((e: unknown) => void) | null = null;
    onerror: ((e: unknown) => void) | null = null;
    onmessage: ((e: { data: unknown }) => void) | null = null;
    constructor() {
      FakeSocket.last = this;
    }
    send(data: string) {
      this.sent.push(JSON.parse(data));
    }
    close() {
      this.readyState = 3;
    }
  }

  it('subscribes the listed stocks to the live stream and shows their ticks', async () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    serve();
    renderWithApp(<ScreenerPage />, { path: '/screener' });
    await waitFor(() => expect(symbolsInTable()).toHaveLength(4));
    const socket = FakeSocket.last!;
    socket.readyState = 1;
    socket.onopen?.({});
    const subscribed = socket.sent.flatMap((m) => (m.type === 'subscribe' ? (m.symbols ?? []) : []));
    expect(subscribed).toEqual(expect.arrayContaining(['AAPL', 'KO', 'JPM', 'F']));
    socket.onmessage?.({
      data: JSON.stringify({
        type: 'stock_update',
        symbol: 'KO',
        price: 71.25,
        change: 1.25,
        changePercent: 1.79,
        volume: 12_000_000,
        timestamp: '2026-11-20T15:00:00.000Z',
      }),
    });
    const ko = await within(table()).findByRole('row', { name: /KO/ });
    await waitFor(() => expect(within(ko).getByText('$71.25')).toBeInTheDocument());
    expect(within(ko).getByText('+1.79%')).toBeInTheDocument();
  });
});
