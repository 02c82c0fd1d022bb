import { describe, expect, it } from 'vitest';
import { winRateText } from './win-rate-text.ts';

describe('winRateText', () => {
  it('says — and why before the first closed trade', () => {
    expect(winRateText({ winRate: 0, winningTrades: 0, closedTrades: 0 })).toEqual({
      value: '—',
      note: 'no closed trades yet',
    });
  });
  it('gives the ratio once there are closed trades', () => {
    expect(winRateText({ winRate: 66.666, winningTrades: 2, closedTrades: 3 })).toEqual({
      value: '66.7%',
      note: '2 of 3 closed trades',
    });
  });
});
