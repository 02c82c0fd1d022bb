import { act, screen, waitFor } from '@testing-library/react';
import type { ReplayDetail } from '@tradearena/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildPortfolio, buildQuote, signInAs } from '@/test/builders.ts';
import { installFakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { ReplayPage } from './replay-page.tsx';
import { COMPETITION_ID, FakeWebSocket, made, replayDetail as replay } from './replay-test-kit.ts';

const tick = (symbol: string, price: number, competitionId?: number) => ({
  type: 'stock_update',
  symbol,
  price,
  change: 1,
  changePercent: 0.5,
  volume: 100,
  timestamp: '2026-11-22T15:10:00.000Z',
  ...(competitionId === undefined ? {} : { competitionId }),
});

beforeEach(() => {
  made.length = 0;
  vi.stubGlobal('WebSocket', FakeWebSocket);
  signInAs();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function serve(detail: ReplayDetail = replay()) {
  const server = installFakeApi();
  server.on('GET /api/replays/7', { body: { replay: detail } });
  server.on('GET /api/stocks/quote/SPY', { body: buildQuote({ symbol: 'SPY', price: 500 }) });
  server.on(`GET /api/competition/${COMPETITION_ID}/portfolio`, { body: buildPortfolio() });
  server.on(`GET /api/competition/${COMPETITION_ID}/positions`, { body: [] });
  server.on('GET /api/orders', { body: [] });
  return server;
}

describe('the replay page', () => {
  it('takes its prices from the replay’s stream, not from polling the quote', async () => {
    const server = serve();
    renderWithApp(<ReplayPage replayId={7} />);
    await waitFor(() => expect(screen.getByTestId('replay-price')).toHaveTextContent('SPY 500.00'));
    await waitFor(() => expect(made).toHaveLength(1));
    const socket = made[0]!;
    expect(socket.url).toMatch(/\/stock-stream$/);
    act(() => socket.open());
    expect(socket.sent[0]).toMatchObject({ type: 'subscribe', competitionId: COMPETITION_ID });
    expect((socket.sent[0] as { symbols: string[] }).symbols).toContain('SPY');

    act(() => socket.receive(tick('SPY', 512.34, COMPETITION_ID)));
    expect(screen.getByTestId('replay-price')).toHaveTextContent('SPY 512.34');
    // The market's tick of the same symbol (no competitionId) is not the replay's price.
    act(() => socket.receive(tick('SPY', 600)));
    expect(screen.getByTestId('replay-price')).toHaveTextContent('SPY 512.34');

    // Within the slow status poll the quote is read once, and the clock not yet again.
    await new Promise((r) => setTimeout(r, 2_500));
    expect(server.callsTo('GET /api/stocks/quote/SPY')).toHaveLength(1);
    expect(server.callsTo('GET /api/replays/7')).toHaveLength(1);
  });

  it('shows a public event’s prize pool, and the prizes paid once it is over', async () => {
    serve(
      replay({
        status: 'finished',
        standings: [
          { rank: 1, displayName: 'Ann', returnPct: 3, vsIndexPct: 1, tradeCount: 2, prize: 5_000 },
          { rank: 2, displayName: 'Ben', returnPct: -1, vsIndexPct: -3, tradeCount: 1, prize: 3_000 },
        ],
      }),
    );
    renderWithApp(<ReplayPage replayId={7} />);
    expect(await screen.findByTestId('replay-prize-pool')).toHaveTextContent('Prize pool $10,000.00');
    const table = screen.getByRole('table', { name: 'Replay standings' });
    expect(table).toHaveTextContent('$5,000.00');
    expect(table).toHaveTextContent('$3,000.00');
    // A finished replay opens no stream.
    expect(made).toHaveLength(0);
  });
});
