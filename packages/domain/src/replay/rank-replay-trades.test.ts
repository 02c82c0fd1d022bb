import { describe, expect, it } from 'vitest';
import { rankReplayTrades, replayTradeResultCents } from './rank-replay-trades.ts';

const trade = (id: number, side: 'buy' | 'sell' | 'short' | 'cover', priceCents: number, closeCents: number) => ({
  id,
  side,
  quantity: 10,
  priceCents,
  closeCents,
});

describe('replay trades marked to the last close', () => {
  it.each([
    ['a buy before a rise gains it', trade(1, 'buy', 100_00, 110_00), 100_00],
    ['a sell before a rise missed it', trade(1, 'sell', 100_00, 110_00), -100_00],
    ['a short before a fall gains it', trade(1, 'short', 100_00, 90_00), 100_00],
    ['a cover before a fall paid too much', trade(1, 'cover', 100_00, 90_00), -100_00],
  ])('%s', (_, t, cents) => {
    expect(replayTradeResultCents(t)).toBe(cents);
  });

  it('picks the best and the worst, the earlier on a tie, and nothing without trades', () => {
    const ranked = rankReplayTrades([
      trade(1, 'buy', 100_00, 101_00),
      trade(2, 'buy', 50_00, 60_00),
      trade(3, 'sell', 50_00, 60_00),
      trade(4, 'short', 70_00, 80_00),
    ]);
    expect([ranked?.best.id, ranked?.best.resultCents, ranked?.worst.id, ranked?.worst.resultCents]).toEqual([
      2, 100_00, 3, -100_00,
    ]);
    expect(rankReplayTrades([])).toBeNull();
  });
});
