import { describe, expect, it } from 'vitest';
import { isMarketOpen, nextClose, nextOpen } from '../../market-calendar/market-calendar.ts';
import type { TimeInForce } from './order-constants.ts';
import { isOrderActive, isOrderExpired, orderLifetime } from './order-lifetime.ts';

/** The NYSE calendar's answers at `placedAt`, as the server's MarketHours port gives them. */
function lifetimeAt(iso: string, timeInForce: TimeInForce) {
  const placedAt = new Date(iso);
  const marketOpen = isMarketOpen(placedAt);
  const nextOpenAt = nextOpen(placedAt);
  return orderLifetime({
    timeInForce,
    placedAt,
    marketOpen,
    nextOpenAt,
    sessionCloseAt: nextClose(marketOpen ? placedAt : nextOpenAt),
  });
}

describe('orderLifetime', () => {
  it.each<[string, string, TimeInForce, { activeFrom: string; queuedForOpen: boolean; expiresAt: string }]>([
    [
      'a day order placed mid-session trades at once and expires at that close',
      '2026-03-04T17:00:00Z',
      'day',
      { activeFrom: '2026-03-04T17:00:00.000Z', queuedForOpen: false, expiresAt: '2026-03-04T21:00:00.000Z' },
    ],
    [
      'a day order placed after the close waits for the next open and expires at the next close',
      '2026-03-04T22:00:00Z',
      'day',
      { activeFrom: '2026-03-05T14:30:00.000Z', queuedForOpen: true, expiresAt: '2026-03-05T21:00:00.000Z' },
    ],
    [
      'a day order placed on Saturday trades all Monday (after the switch to daylight time: 9:30 EDT)',
      '2026-03-07T15:00:00Z',
      'day',
      { activeFrom: '2026-03-09T13:30:00.000Z', queuedForOpen: true, expiresAt: '2026-03-09T20:00:00.000Z' },
    ],
    [
      'a day order placed the evening before Thanksgiving trades the Friday, whose close is 1:00 PM',
      '2025-11-26T23:00:00Z',
      'day',
      { activeFrom: '2025-11-28T14:30:00.000Z', queuedForOpen: true, expiresAt: '2025-11-28T18:00:00.000Z' },
    ],
    [
      'a day order placed one minute before the open waits for it',
      '2026-03-04T14:29:00Z',
      'day',
      { activeFrom: '2026-03-04T14:30:00.000Z', queuedForOpen: true, expiresAt: '2026-03-04T21:00:00.000Z' },
    ],
    [
      'a GTC order placed mid-session expires 90 × 24 hours later',
      '2026-03-04T17:00:00Z',
      'gtc',
      { activeFrom: '2026-03-04T17:00:00.000Z', queuedForOpen: false, expiresAt: '2026-06-02T17:00:00.000Z' },
    ],
    [
      'a GTC order placed on Saturday waits for Monday and still expires 90 days after it was placed',
      '2026-03-07T15:00:00Z',
      'gtc',
      { activeFrom: '2026-03-09T13:30:00.000Z', queuedForOpen: true, expiresAt: '2026-06-05T15:00:00.000Z' },
    ],
  ])('%s', (_, iso, tif, expected) => {
    const l = lifetimeAt(iso, tif);
    expect({
      activeFrom: l.activeFrom.toISOString(),
      queuedForOpen: l.queuedForOpen,
      expiresAt: l.expiresAt.toISOString(),
    }).toEqual(expected);
  });

  it('refuses calendar answers that contradict (a close before the order starts, an open in the past)', () => {
    const placedAt = new Date('2026-03-04T22:00:00Z');
    const base = { timeInForce: 'day' as const, placedAt, nextOpenAt: new Date('2026-03-05T14:30:00Z') };
    expect(() =>
      orderLifetime({ ...base, marketOpen: false, sessionCloseAt: new Date('2026-03-04T21:00:00Z') }),
    ).toThrow(RangeError);
    expect(() =>
      orderLifetime({
        ...base,
        marketOpen: false,
        nextOpenAt: placedAt,
        sessionCloseAt: new Date('2026-03-05T21:00:00Z'),
      }),
    ).toThrow(RangeError);
  });
});

describe('isOrderExpired and isOrderActive', () => {
  const l = lifetimeAt('2026-03-04T22:00:00Z', 'day');
  it.each<[string, string, boolean, boolean]>([
    ['overnight, queued for the open: not active, not expired', '2026-03-05T03:00:00Z', false, false],
    ['at the open: active', '2026-03-05T14:30:00Z', true, false],
    ['a second before the close: active', '2026-03-05T20:59:59Z', true, false],
    ['at the close: expired', '2026-03-05T21:00:00Z', false, true],
    ['the next morning: expired', '2026-03-06T14:30:00Z', false, true],
  ])('%s', (_, now, active, expired) => {
    expect(isOrderActive(l, new Date(now))).toBe(active);
    expect(isOrderExpired(l.expiresAt, new Date(now))).toBe(expired);
  });
});
