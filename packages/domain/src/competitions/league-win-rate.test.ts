import { describe, expect, it } from 'vitest';
import { leagueWinRate, type WinRateTrade } from './league-win-rate.ts';

const buy = (symbol: string, priceCents: number): WinRateTrade => ({ symbol, side: 'buy', priceCents });
const sell = (symbol: string, priceCents: number): WinRateTrade => ({ symbol, side: 'sell', priceCents });

describe('leagueWinRate', () => {
  it.each([
    ['is 0 with no trades', [], 0],
    ['is 0 when no symbol was both bought and sold', [buy('AAPL', 100), sell('MSFT', 200)], 0],
    ['counts a symbol sold above its buy price as a win', [buy('AAPL', 100), sell('AAPL', 101)], 1],
    ['counts a sale at the buy price as no win', [buy('AAPL', 100), sell('AAPL', 100)], 0],
    ['counts a sale below the buy price as no win', [buy('AAPL', 100), sell('AAPL', 99)], 0],
    [
      'is the fraction of such symbols won',
      [buy('AAPL', 100), sell('AAPL', 150), buy('TSLA', 200), sell('TSLA', 150)],
      0.5,
    ],
    [
      'ignores symbols with only buys or only sells',
      [buy('AAPL', 100), sell('AAPL', 150), buy('NVDA', 1), sell('SPY', 9)],
      1,
    ],
    [
      'compares the average sell price with the average buy price',
      [buy('AAPL', 100), buy('AAPL', 200), sell('AAPL', 140), sell('AAPL', 170)],
      1,
    ],
    [
      'treats an average exactly equal as no win',
      [buy('AAPL', 100), buy('AAPL', 201), sell('AAPL', 151), sell('AAPL', 150)],
      0,
    ],
    ['does not depend on order: a sell before a buy still counts', [sell('META', 500), buy('META', 400)], 1],
    [
      'gives thirds with three symbols',
      [buy('A', 1), sell('A', 2), buy('B', 2), sell('B', 1), buy('C', 2), sell('C', 1)],
      1 / 3,
    ],
  ])('%s', (_, trades, expected) => {
    expect(leagueWinRate(trades)).toBeCloseTo(expected, 12);
  });
});
