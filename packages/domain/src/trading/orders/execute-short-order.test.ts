import { describe, expect, it } from 'vitest';
import { executeShortOrder } from './execute-short-order.ts';
import { valueWithShorts } from './value-with-shorts.ts';

describe('executeShortOrder', () => {
  it('credits a short sale to cash and records its proceeds as the basis', () => {
    expect(
      executeShortOrder({ cashCents: 1_000_000, short: null, side: 'short', quantity: 10, priceCents: 10_000 }),
    ).toEqual({
      ok: true,
      fill: {
        side: 'short',
        quantity: 10,
        priceCents: 10_000,
        amountCents: 100_000,
        realizedPnlCents: 0,
        cashAfterCents: 1_100_000,
        shortAfter: { quantity: 10, costBasisCents: 100_000 },
      },
    });
  });

  it.each<[string, number, number, number, { quantity: number; costBasisCents: number } | null]>([
    ['covering lower realizes a profit', 10, 8_000, 20_000, null],
    ['covering higher realizes a loss', 10, 12_500, -25_000, null],
    ['a partial cover takes its share of the basis', 4, 9_000, 4_000, { quantity: 6, costBasisCents: 60_000 }],
  ])('%s', (_, quantity, priceCents, realized, after) => {
    const r = executeShortOrder({
      cashCents: 1_100_000,
      short: { quantity: 10, costBasisCents: 100_000 },
      side: 'cover',
      quantity,
      priceCents,
    });
    expect(r.ok && r.fill.realizedPnlCents).toBe(realized);
    expect(r.ok && r.fill.cashAfterCents).toBe(1_100_000 - quantity * priceCents);
    expect(r.ok && r.fill.shortAfter).toEqual(after);
  });

  it('averages the proceeds of shorts added at different prices', () => {
    const r = executeShortOrder({
      cashCents: 0,
      short: { quantity: 10, costBasisCents: 100_000 },
      side: 'short',
      quantity: 10,
      priceCents: 12_000,
    });
    expect(r.ok && r.fill.shortAfter).toEqual({ quantity: 20, costBasisCents: 220_000 });
  });

  it('refuses to cover more than is short, or with more than the cash', () => {
    const short = { quantity: 5, costBasisCents: 50_000 };
    expect(executeShortOrder({ cashCents: 1e9, short, side: 'cover', quantity: 6, priceCents: 100 })).toEqual({
      ok: false,
      reason: 'insufficient-short-shares',
      shortQuantity: 5,
    });
    expect(executeShortOrder({ cashCents: 499, short, side: 'cover', quantity: 5, priceCents: 100 })).toEqual({
      ok: false,
      reason: 'insufficient-cash',
      costCents: 500,
      cashCents: 499,
    });
    expect(executeShortOrder({ cashCents: 0, short: null, side: 'short', quantity: 0, priceCents: 100 })).toEqual({
      ok: false,
      reason: 'invalid-quantity',
    });
    expect(executeShortOrder({ cashCents: 0, short: null, side: 'short', quantity: 1, priceCents: 0 })).toEqual({
      ok: false,
      reason: 'invalid-price',
    });
  });
});

describe('valueWithShorts', () => {
  it('values the portfolio as cash + longs − shorts, each at its mark', () => {
    const marks = new Map([
      ['AAPL', 20_000],
      ['TSLA', 30_000],
    ]);
    const v = valueWithShorts(
      1_000_000,
      [{ symbol: 'AAPL', quantity: 10, costBasisCents: 150_000 }],
      [{ symbol: 'TSLA', quantity: 5, costBasisCents: 100_000 }],
      marks,
    );
    expect(v).toEqual({
      longMarketValueCents: 200_000,
      shortMarketValueCents: 150_000,
      totalValueCents: 1_050_000,
      unrealizedPnlCents: 50_000 - 50_000,
    });
  });

  it('values a position without a mark at its basis', () => {
    const v = valueWithShorts(0, [], [{ symbol: 'X', quantity: 5, costBasisCents: 777 }], new Map());
    expect(v).toMatchObject({ shortMarketValueCents: 777, totalValueCents: -777, unrealizedPnlCents: 0 });
  });
});
