import { describe, expect, it } from 'vitest';
import { type MarginShort, marginCall } from './margin-call.ts';
import { shortMarginStatus } from './short-margin-status.ts';

const short = (symbol: string, quantity: number, soldAtCents: number, priceCents: number): MarginShort => ({
  symbol,
  quantity,
  costBasisCents: quantity * soldAtCents,
  priceCents,
});

describe('shortMarginStatus', () => {
  it.each<[string, number, number, object]>([
    ['no shorts: nothing required', 0, 0, { maintenanceRequirementCents: 0, belowMaintenance: false }],
    [
      'cash exactly 130 % of the shorts is not yet a call',
      130_000,
      100_000,
      { maintenanceRequirementCents: 130_000, belowMaintenance: false },
    ],
    ['a cent under 130 % is a call', 129_999, 100_000, { belowMaintenance: true, shortEquityCents: 29_999 }],
    ['150 % is the initial requirement', 150_000, 100_000, { initialRequirementCents: 150_000 }],
    ['requirements round up to the cent', 0, 1, { initialRequirementCents: 2, maintenanceRequirementCents: 2 }],
  ])('%s', (_, cash, value, expected) => expect(shortMarginStatus(cash, value)).toMatchObject(expected));
});

describe('marginCall', () => {
  it('does nothing while the cash is at least 130 % of the shorts', () => {
    // Shorted 100 at $100 with $5,000 of own cash: $15,000; the price rises to $115: 130.4 %.
    expect(
      marginCall({ cashCents: 1_500_000, shorts: [short('TSLA', 100, 10_000, 11_500)], openOrders: [] }),
    ).toBeNull();
  });

  it('covers whole shares of the short until the cash is 150 % of what stays short', () => {
    // $15,000 cash, 100 short at $120 = $12,000 → 125 %. Missing 150 % × 12,000 − 15,000 = $3,000; each share
    // covered at $120 gains $60, so 50 shares: cash $9,000, short $6,000 → exactly 150 %.
    const call = marginCall({ cashCents: 1_500_000, shorts: [short('TSLA', 100, 10_000, 12_000)], openOrders: [] });
    expect(call).toMatchObject({
      covers: [{ symbol: 'TSLA', quantity: 50, priceCents: 12_000 }],
      cancelOrderIds: [],
      restored: true,
    });
  });

  it('rounds the shares up so the call is fully met', () => {
    const call = marginCall({ cashCents: 1_500_000, shorts: [short('TSLA', 100, 10_000, 12_010)], openOrders: [] });
    // Missing 1.5 × 12,010 × 100 − 15,000 = $3,015.00; $60.05 a share → 50.2 → 51 shares.
    expect(call?.covers).toEqual([{ symbol: 'TSLA', quantity: 51, priceCents: 12_010 }]);
  });

  it('covers the biggest loser first and moves on to the next when it is not enough', () => {
    const shorts = [
      short('AAPL', 10, 10_000, 10_500),
      short('TSLA', 10, 10_000, 20_000),
      short('MSFT', 100, 1_000, 1_000),
    ];
    // Value $1,050 + $2,000 + $1,000 = $4,050; cash $5,000 < 130 % ($5,265).
    const call = marginCall({ cashCents: 500_000, shorts, openOrders: [] });
    expect(call?.covers.map((c) => [c.symbol, c.quantity])).toEqual([
      ['TSLA', 10],
      ['AAPL', 2],
    ]);
    expect(call?.restored).toBe(true);
  });

  it('cancels the open orders that hold cash or short shares, and keeps the sells', () => {
    const openOrders = [
      { id: 1, side: 'buy' as const },
      { id: 2, side: 'sell' as const },
      { id: 3, side: 'short' as const },
      { id: 4, side: 'cover' as const },
    ];
    const call = marginCall({ cashCents: 1_500_000, shorts: [short('TSLA', 100, 10_000, 12_000)], openOrders });
    expect(call?.cancelOrderIds).toEqual([1, 3, 4]);
  });

  it('covers what the cash can pay when a gap went through all of it, and says so', () => {
    // $15,000 cash, 100 short now at $200 = $20,000: only 75 shares can be bought back.
    const call = marginCall({ cashCents: 1_500_000, shorts: [short('TSLA', 100, 10_000, 20_000)], openOrders: [] });
    expect(call).toMatchObject({ covers: [{ symbol: 'TSLA', quantity: 75 }], restored: false });
    expect(call?.message).toContain('not enough to buy back every share');
  });

  it('explains the call to the student', () => {
    const call = marginCall({
      cashCents: 1_500_000,
      shorts: [short('TSLA', 100, 10_000, 12_000)],
      openOrders: [{ id: 9, side: 'buy' }],
    });
    expect(call?.message).toBe(
      'Margin call: your short positions are now worth $12,000.00 and your cash fell below the 130% maintenance ' +
        'requirement ($15,600.00). We cancelled your 1 open buy, short and cover order. We bought back 50 shares of ' +
        'TSLA at $120.00 to bring your cash back to 150% of what you still have sold short. A short loses money when ' +
        "the price rises. The sale's proceeds plus half of its value in your own cash are held so the shares can " +
        'always be bought back.',
    );
  });
});

describe('marginCall with a short that has no quote', () => {
  it('counts it at its proceeds and buys back only the priced ones', () => {
    // HALT: 100 sold at $100, no quote (its $10,000 proceeds count); TSLA 100 at $120. Cash $20,000 against
    // $22,000 of shorts: below 130 %. Only TSLA can be bought back.
    const halted = { ...short('HALT', 100, 10_000, 0), priced: false };
    const call = marginCall({
      cashCents: 2_000_000,
      shorts: [halted, short('TSLA', 100, 10_000, 12_000)],
      openOrders: [],
    });
    expect(call?.covers.map((c) => c.symbol)).toEqual(['TSLA']);
    expect(call?.message).toMatch(/^Margin call: your short positions are now worth \$22,000\.00/);
  });

  it('is not a call when the proceeds of the unpriced short and the priced ones stay covered', () => {
    const halted = { ...short('HALT', 100, 10_000, 0), priced: false };
    expect(marginCall({ cashCents: 1_300_000, shorts: [halted], openOrders: [] })).toBeNull();
  });
});
