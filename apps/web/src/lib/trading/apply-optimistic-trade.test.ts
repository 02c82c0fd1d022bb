import { describe, expect, it } from 'vitest';
import { buildPortfolio, buildPosition } from '@/test/builders.ts';
import { applyTradeToPortfolio, applyTradeToPositions } from './apply-optimistic-trade.ts';

describe('optimistic trade', () => {
  it('a buy of a new symbol adds a position at the price', () => {
    const [p] = applyTradeToPositions([], { symbol: 'AAPL', action: 'buy', shares: 3, price: 190.1 });
    expect(p).toMatchObject({ symbol: 'AAPL', quantity: 3, averagePrice: 190.1, costBasis: 570.3, marketValue: 570.3 });
  });

  it('a buy of a held symbol averages the price by shares', () => {
    const [p] = applyTradeToPositions([buildPosition()], { symbol: 'MSFT', action: 'buy', shares: 30, price: 200 });
    expect(p).toMatchObject({
      quantity: 40,
      averagePrice: 175,
      costBasis: 7000,
      marketValue: 8000,
      unrealizedPL: 1000,
    });
  });

  it('a sell reduces the quantity at the same average, and selling everything removes the row', () => {
    const [p] = applyTradeToPositions([buildPosition()], { symbol: 'MSFT', action: 'sell', shares: 4, price: 110 });
    expect(p).toMatchObject({ quantity: 6, averagePrice: 100, costBasis: 600, marketValue: 660 });
    expect(applyTradeToPositions([buildPosition()], { symbol: 'MSFT', action: 'sell', shares: 10, price: 1 })).toEqual(
      [],
    );
  });

  it('a buy takes price × shares from cash in cents; a sell adds it', () => {
    const bought = applyTradeToPortfolio(buildPortfolio(), {
      symbol: 'MSFT',
      action: 'buy',
      shares: 10,
      price: 575.37,
    });
    expect(bought.cashBalance).toBe(94_246.3);
    expect(bought.totalTrades).toBe(1);
    expect(bought.positions.map((p) => p.symbol)).toEqual(['MSFT']);
    const sold = applyTradeToPortfolio(bought, { symbol: 'MSFT', action: 'sell', shares: 5, price: 0.1 });
    expect(sold.cashBalance).toBe(94_246.8);
  });

  it('a sell credits cash only for the shares held, and nothing for a symbol not held', () => {
    const portfolio = buildPortfolio({ cashBalance: 1_000, positions: [buildPosition({ quantity: 2 })] });
    expect(
      applyTradeToPortfolio(portfolio, { symbol: 'MSFT', action: 'sell', shares: 5, price: 100 }).cashBalance,
    ).toBe(1_200);
    expect(
      applyTradeToPortfolio(portfolio, { symbol: 'AAPL', action: 'sell', shares: 5, price: 100 }).cashBalance,
    ).toBe(1_000);
  });
});
