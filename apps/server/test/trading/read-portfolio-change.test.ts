import { describe, expect, it } from 'vitest';
import { readPortfolioChange } from '../../src/modules/portfolio/index.ts';

const change = {
  type: 'portfolio_changed',
  userId: 7,
  portfolioId: 3,
  competitionId: 0,
  season: 0,
  tradeId: 12,
  at: '2026-11-29T15:00:00.000Z',
};

describe('reading a delivered portfolio change', () => {
  it('reads a well-formed message, and the same delivered object once for all its subscribers', () => {
    const delivered = { ...change };
    const first = readPortfolioChange(delivered);
    expect(first).toEqual(change);
    expect(readPortfolioChange(delivered)).toBe(first);
    // Another delivery (another message) is read on its own.
    const next = { ...change, tradeId: 13 };
    expect(readPortfolioChange(next)).toEqual({ ...change, tradeId: 13 });
  });

  it('answers null for what is not a portfolio change, every time it is asked', () => {
    const malformed = { ...change, userId: 'seven' };
    expect(readPortfolioChange(malformed)).toBeNull();
    expect(readPortfolioChange(malformed)).toBeNull();
    expect(readPortfolioChange({ type: 'other' })).toBeNull();
    expect(readPortfolioChange(null)).toBeNull();
    expect(readPortfolioChange('portfolio_changed')).toBeNull();
  });
});
