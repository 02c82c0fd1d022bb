import type { PortfolioChangedMessage } from '@tradearena/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '@/test/fake-event-source.ts';
import { accountEventsDelayMs, createAccountEvents } from './account-events.ts';

const change: PortfolioChangedMessage = {
  type: 'portfolio_changed',
  userId: 3,
  portfolioId: 11,
  competitionId: 0,
  season: 0,
  tradeId: 99,
  at: '2026-11-18T15:00:00.000Z',
};

function start() {
  const changed: PortfolioChangedMessage[] = [];
  const onReconnected = vi.fn();
  const events = createAccountEvents({
    url: '/api/user/events',
    createEventSource: FakeEventSource.create,
    onPortfolioChanged: (m) => changed.push(m),
    onReconnected,
  });
  return { events, changed, onReconnected };
}

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('the account event stream client', () => {
  it('opens /api/user/events and hands on each valid portfolio_changed, ignoring bad data', () => {
    const { changed } = start();
    const es = FakeEventSource.latest();
    expect(es.url).toBe('/api/user/events');
    es.dispatch('ready', { userId: 3, heartbeatMs: 25_000 });
    es.dispatch('portfolio_changed', change);
    es.dispatch('portfolio_changed', 'not json');
    es.dispatch('portfolio_changed', { type: 'portfolio_changed', userId: 'three' });
    expect(changed).toEqual([change]);
  });

  it('leaves a dropped connection to the browser’s own retry', () => {
    start();
    FakeEventSource.latest().fail(true);
    vi.advanceTimersByTime(120_000);
    expect(FakeEventSource.opened).toHaveLength(1);
  });

  it('opens a new stream with backoff once the browser gave up, and says so when it is ready again', () => {
    const { onReconnected } = start();
    FakeEventSource.latest().dispatch('ready', { userId: 3, heartbeatMs: 25_000 });
    FakeEventSource.latest().fail(false);
    vi.advanceTimersByTime(999);
    expect(FakeEventSource.opened).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.opened).toHaveLength(2);
    FakeEventSource.latest().fail(false);
    vi.advanceTimersByTime(1_999);
    expect(FakeEventSource.opened).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.opened).toHaveLength(3);
    expect(onReconnected).not.toHaveBeenCalled();
    FakeEventSource.latest().dispatch('ready', { userId: 3, heartbeatMs: 25_000 });
    expect(onReconnected).toHaveBeenCalledTimes(1);
    // Ready again resets the backoff.
    FakeEventSource.latest().fail(false);
    vi.advanceTimersByTime(1_000);
    expect(FakeEventSource.opened).toHaveLength(4);
  });

  it('waits 1 s doubling up to 60 s between attempts', () => {
    expect([1, 2, 3, 6, 7, 20].map(accountEventsDelayMs)).toEqual([1_000, 2_000, 4_000, 32_000, 60_000, 60_000]);
  });

  it('closes the stream and reconnects no more once stopped', () => {
    const { events } = start();
    const es = FakeEventSource.latest();
    es.fail(false);
    events.stop();
    vi.advanceTimersByTime(120_000);
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(es.closed).toBe(true);
  });
});
