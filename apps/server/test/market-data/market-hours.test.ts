import { describe, expect, it } from 'vitest';
import { createMarketHours } from '../../src/adapters/market-data/create-market-hours.ts';

const nyse = createMarketHours('nyse');
const at = (iso: string) => new Date(iso);

describe('NYSE market hours', () => {
  it('is open in the regular session with today’s open and close and tomorrow’s open', () => {
    expect(nyse.status(at('2026-11-18T15:00:00Z'))).toEqual({
      isOpen: true,
      session: 'regular',
      opensAt: '2026-11-18T14:30:00.000Z',
      closesAt: '2026-11-18T21:00:00.000Z',
      nextOpenAt: '2026-11-19T14:30:00.000Z',
    });
  });

  it('says Before the open and After the close on a trading day', () => {
    expect(nyse.status(at('2026-11-18T14:29:59Z'))).toMatchObject({ isOpen: false, reason: 'Before the open' });
    expect(nyse.status(at('2026-11-18T21:00:00Z'))).toMatchObject({
      isOpen: false,
      session: 'closed',
      reason: 'After the close',
      nextOpenAt: '2026-11-19T14:30:00.000Z',
    });
  });

  it('says Weekend on a Saturday and points at Monday’s open', () => {
    expect(nyse.status(at('2026-11-21T16:00:00Z'))).toEqual({
      isOpen: false,
      session: 'closed',
      opensAt: null,
      closesAt: null,
      nextOpenAt: '2026-11-23T14:30:00.000Z',
      reason: 'Weekend',
    });
  });

  it('names the holiday when closed for one', () => {
    expect(nyse.status(at('2026-11-26T16:00:00Z'))).toMatchObject({ isOpen: false, reason: 'Thanksgiving Day' });
  });

  it('reports an early-close session that closes at 13:00 New York time', () => {
    expect(nyse.status(at('2026-11-27T15:00:00Z'))).toMatchObject({
      isOpen: true,
      session: 'early-close',
      closesAt: '2026-11-27T18:00:00.000Z',
    });
    expect(nyse.status(at('2026-11-27T18:00:00Z'))).toMatchObject({ isOpen: false, reason: 'After the close' });
  });
});

describe('MARKET_HOURS=always', () => {
  it('is open on a Saturday night and on a holiday', () => {
    const always = createMarketHours('always');
    expect(always.status(at('2026-11-22T03:00:00Z')).isOpen).toBe(true);
    expect(always.status(at('2026-12-25T12:00:00Z')).isOpen).toBe(true);
  });
});
