import { describe, expect, it } from 'vitest';
import { executeOrder } from '../execute-order.ts';
import { type PortfolioLedger, valuePortfolio } from '../value-portfolio.ts';
import { checkFillFunds } from './check-fill-funds.ts';

/** Short positions are signed lots (ADR 016): quantity and basis negative, the basis minus the proceeds. */
describe('executeOrder: short and cover', () => {
  it('credits a short sale to cash and records minus its proceeds as the basis', () => {
    expect(
      executeOrder({ cashCents: 1_000_000, holding: null, side: 'short', quantity: 10, priceCents: 10_000 }),
    ).toEqual({
      ok: true,
      fill: {
        side: 'short',
        quantity: 10,
        priceCents: 10_000,
        amountCents: 100_000,
        realizedPnlCents: 0,
        cashAfterCents: 1_100_000,
        holdingAfter: { quantity: -10, costBasisCents: -100_000 },
      },
    });
  });

  it.each<[string, number, number, number, { quantity: number; costBasisCents: number } | null]>([
    ['covering lower realizes a profit', 10, 8_000, 20_000, null],
    ['covering higher realizes a loss', 10, 12_500, -25_000, null],
    ['a partial cover takes its share of the proceeds', 4, 9_000, 4_000, { quantity: -6, costBasisCents: -60_000 }],
  ])('%s', (_, quantity, priceCents, realized, after) => {
    const r = executeOrder({
      cashCents: 1_100_000,
      holding: { quantity: -10, costBasisCents: -100_000 },
      side: 'cover',
      quantity,
      priceCents,
    });
    expect(r.ok && r.fill.realizedPnlCents).toBe(realized);
    expect(r.ok && r.fill.cashAfterCents).toBe(1_100_000 - quantity * priceCents);
    expect(r.ok && r.fill.holdingAfter).toEqual(after);
  });

  it('a partial cover rounds its share of the proceeds half up and the rest closes exactly', () => {
    const holding = { quantity: -3, costBasisCents: -1_000 };
    const first = executeOrder({ cashCents: 10_000, holding, side: 'cover', quantity: 1, priceCents: 300 });
    expect(first.ok && first.fill.holdingAfter).toEqual({ quantity: -2, costBasisCents: -667 });
    expect(first.ok && first.fill.realizedPnlCents).toBe(333 - 300);
  });

  it('averages the proceeds of shorts added at different prices', () => {
    const r = executeOrder({
      cashCents: 0,
      holding: { quantity: -10, costBasisCents: -100_000 },
      side: 'short',
      quantity: 10,
      priceCents: 12_000,
    });
    expect(r.ok && r.fill.holdingAfter).toEqual({ quantity: -20, costBasisCents: -220_000 });
  });

  it('never holds a symbol long and short at once', () => {
    const long = { quantity: 5, costBasisCents: 50_000 };
    const short = { quantity: -5, costBasisCents: -50_000 };
    expect(executeOrder({ cashCents: 1e9, holding: long, side: 'short', quantity: 1, priceCents: 100 })).toEqual({
      ok: false,
      reason: 'sell-before-short',
    });
    expect(executeOrder({ cashCents: 1e9, holding: short, side: 'buy', quantity: 1, priceCents: 100 })).toEqual({
      ok: false,
      reason: 'cover-before-buy',
    });
    expect(executeOrder({ cashCents: 1e9, holding: short, side: 'sell', quantity: 1, priceCents: 100 })).toEqual({
      ok: false,
      reason: 'insufficient-shares',
      heldQuantity: 0,
    });
    expect(executeOrder({ cashCents: 1e9, holding: long, side: 'cover', quantity: 1, priceCents: 100 })).toEqual({
      ok: false,
      reason: 'insufficient-short-shares',
      shortQuantity: 0,
    });
  });

  it('refuses to cover more than is short, or with more than the cash', () => {
    const holding = { quantity: -5, costBasisCents: -50_000 };
    expect(executeOrder({ cashCents: 1e9, holding, side: 'cover', quantity: 6, priceCents: 100 })).toEqual({
      ok: false,
      reason: 'insufficient-short-shares',
      shortQuantity: 5,
    });
    expect(executeOrder({ cashCents: 499, holding, side: 'cover', quantity: 5, priceCents: 100 })).toEqual({
      ok: false,
      reason: 'insufficient-cash',
      costCents: 500,
      cashCents: 499,
    });
    expect(executeOrder({ cashCents: 0, holding: null, side: 'short', quantity: 0, priceCents: 100 })).toEqual({
      ok: false,
      reason: 'invalid-quantity',
    });
    expect(executeOrder({ cashCents: 0, holding: null, side: 'short', quantity: 1, priceCents: 0 })).toEqual({
      ok: false,
      reason: 'invalid-price',
    });
  });
});

describe('valuePortfolio with shorts', () => {
  const ledger: PortfolioLedger = {
    cashCents: 1_000_000,
    startingCashCents: 1_000_000,
    netDepositsCents: 0,
    realizedPnlCents: 0,
    winningSells: 0,
    totalSells: 0,
    totalTrades: 2,
  };
  const mark = (p: number) => ({ priceCents: p, previousCloseCents: p - 100 });

  it('values the portfolio as cash + longs − shorts, each at its mark, and the buying power net of them', () => {
    const v = valuePortfolio(
      ledger,
      [
        { symbol: 'AAPL', quantity: 10, costBasisCents: 150_000 },
        { symbol: 'TSLA', quantity: -5, costBasisCents: -100_000 },
      ],
      new Map([
        ['AAPL', mark(20_000)],
        ['TSLA', mark(30_000)],
      ]),
      10_000,
    );
    expect(v).toMatchObject({
      marketValueCents: 200_000 - 150_000,
      totalValueCents: 1_050_000,
      unrealizedPnlCents: 50_000 - 50_000,
      shortMarketValueCents: 150_000,
      reservedCashCents: 10_000,
      // cash − reserved − 150 % of the shorts
      buyingPowerCents: 1_000_000 - 10_000 - 225_000,
      shortSellingPowerCents: (765_000 * 100) / 50,
    });
    expect(v.positions[1]).toMatchObject({
      symbol: 'TSLA',
      quantity: -5,
      averagePriceCents: 20_000,
      marketValueCents: -150_000,
      unrealizedPnlCents: -50_000,
      unrealizedPnlPercent: -50,
      dayChangeCents: -500,
      // TSLA rose from $299 to $300: the short lost that day, and its percent says so too.
      dayChangePercent: -(100 / 29_900) * 100,
    });
  });

  it('values a short without a mark at its proceeds', () => {
    const v = valuePortfolio(
      { ...ledger, cashCents: 0 },
      [{ symbol: 'X', quantity: -5, costBasisCents: -777 }],
      new Map(),
    );
    expect(v).toMatchObject({ shortMarketValueCents: 777, totalValueCents: -777, unrealizedPnlCents: 0 });
  });
});

describe('checkFillFunds with shorts', () => {
  // $100,000 start, 100 XYZ shorted at $500: cash $150,000. A $75,000 limit buy reserved the rest of the buying power.
  const snapshot = (xyzCents: number) => ({
    symbol: 'AAA',
    cashCents: 15_000_000,
    reservedCashCents: 7_500_000,
    shortMarketValueCents: 100 * xyzCents,
    longQuantity: 0,
    shortQuantity: 0,
    reservedLongQuantity: 0,
    reservedShortQuantity: 0,
  });
  const buy = { side: 'buy' as const, quantity: 750, priceCents: 10_000 };
  const reservation = { cashCents: 7_500_000, shares: 0 };

  it('fills a limit buy within its reservation while the shorts leave the buying power at 0', () => {
    expect(checkFillFunds(snapshot(50_000), buy, reservation)).toEqual({ ok: true });
  });

  it('rejects it once rising shorts ate into the cash held for them, rather than fill into a margin call', () => {
    // XYZ at $600: 150 % of $60,000 = $90,000 held; $150,000 − $75,000 − $90,000 = −$15,000 of buying power.
    expect(checkFillFunds(snapshot(60_000), buy, reservation)).toMatchObject({
      ok: false,
      reason: 'insufficient-buying-power',
      neededCents: 7_500_000,
      availableCents: 6_000_000,
    });
  });
});
