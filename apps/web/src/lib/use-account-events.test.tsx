import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster.tsx';
import { FakeEventSource } from '@/test/fake-event-source.ts';
import { createQueryClient } from './query-client.ts';
import { isChangedByPortfolio, useAccountEvents } from './use-account-events.ts';

const change = {
  type: 'portfolio_changed',
  userId: 3,
  portfolioId: 11,
  competitionId: 7,
  season: 0,
  tradeId: 99,
  at: '2026-11-18T15:00:00.000Z',
};

beforeEach(() => {
  FakeEventSource.opened = [];
});
afterEach(() => vi.useRealTimers());

function renderEvents(enabled: boolean) {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(({ on }) => useAccountEvents(on, FakeEventSource.create), {
    wrapper,
    initialProps: { on: enabled },
  });
  return { queryClient, hook };
}

describe('useAccountEvents', () => {
  it('marks the portfolio queries of every context stale on portfolio_changed, and nothing else', () => {
    const { queryClient } = renderEvents(true);
    const changed = [
      ['/api/portfolio'],
      ['/api/positions'],
      ['/api/orders', { status: 'open', competitionId: null }],
      ['/api/orders', { status: 'open', competitionId: 7 }],
      ['/api/leagues/7/portfolio'],
      ['/api/leagues/12/positions'],
      ['/api/competitions/1/leaderboard'],
      ['/api/user/achievements'],
      ['/api/bank/balance'],
    ];
    const untouched = [['/api/stocks/quote', 'AAPL'], ['/api/education/modules'], ['user']];
    for (const key of [...changed, ...untouched]) queryClient.setQueryData(key, { any: 1 });
    act(() => FakeEventSource.latest().dispatch('portfolio_changed', change));
    for (const key of changed) expect(queryClient.getQueryState(key)?.isInvalidated, JSON.stringify(key)).toBe(true);
    for (const key of untouched) expect(queryClient.getQueryState(key)?.isInvalidated, JSON.stringify(key)).toBe(false);
  });

  it('toasts the notice of a dividend or split (ADR 029), and nothing for a trade', () => {
    render(<Toaster />);
    renderEvents(true);
    act(() => FakeEventSource.latest().dispatch('portfolio_changed', change));
    expect(screen.queryByText(/Dividend/)).toBeNull();
    act(() =>
      FakeEventSource.latest().dispatch('portfolio_changed', {
        ...change,
        tradeId: null,
        notice: 'Dividend: 100 KO × $0.51',
      }),
    );
    expect(screen.getByText('Dividend: 100 KO × $0.51')).toBeVisible();
  });

  it('refreshes them when the stream is back after the browser gave up on it', () => {
    vi.useFakeTimers();
    const { queryClient } = renderEvents(true);
    queryClient.setQueryData(['/api/portfolio'], { any: 1 });
    act(() => FakeEventSource.latest().dispatch('ready', { userId: 3, heartbeatMs: 25_000 }));
    expect(queryClient.getQueryState(['/api/portfolio'])?.isInvalidated).toBe(false);
    act(() => FakeEventSource.latest().fail(false));
    act(() => vi.advanceTimersByTime(1_000));
    expect(FakeEventSource.opened).toHaveLength(2);
    act(() => FakeEventSource.latest().dispatch('ready', { userId: 3, heartbeatMs: 25_000 }));
    expect(queryClient.getQueryState(['/api/portfolio'])?.isInvalidated).toBe(true);
  });

  it('opens nothing while signed out, and closes the stream on sign-out', () => {
    const { hook } = renderEvents(false);
    expect(FakeEventSource.opened).toHaveLength(0);
    hook.rerender({ on: true });
    expect(FakeEventSource.opened).toHaveLength(1);
    hook.rerender({ on: false });
    expect(FakeEventSource.latest().closed).toBe(true);
  });

  it('tells which query keys a portfolio change makes stale', () => {
    expect(isChangedByPortfolio(['/api/leagues/7/leaderboard'])).toBe(true);
    expect(isChangedByPortfolio(['/api/leagues/history'])).toBe(false);
    expect(isChangedByPortfolio([42])).toBe(false);
  });
});
