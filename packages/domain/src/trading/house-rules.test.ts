import { describe, expect, it } from 'vitest';
import { commissionCents, evaluateHouseRules, type HouseRuleOrder, type HouseRuleState } from './house-rules.ts';
import { isWithinMarketSession, wallClockIn } from './trading-hours.ts';

const order = (o: Partial<HouseRuleOrder> = {}): HouseRuleOrder => ({
  symbol: 'AAPL',
  side: 'buy',
  priceCents: 10_000,
  note: null,
  ...o,
});
const state = (s: Partial<HouseRuleState> = {}): HouseRuleState => ({
  localTime: '11:00',
  timeZone: 'America/Chicago',
  tradesToday: 0,
  positionAfter: { holdingValueCents: 2_000_000, portfolioValueCents: 10_000_000 },
  noun: 'class',
  ...s,
});

describe('evaluateHouseRules', () => {
  it.each([
    ['no rules', {}, order(), state(), null],
    [
      'a holding over the cap',
      { maxPositionPct: 25 },
      order(),
      state({ positionAfter: { holdingValueCents: 3_100_000, portfolioValueCents: 10_000_000 } }),
      'position-limit',
    ],
    [
      'a holding exactly at the cap',
      { maxPositionPct: 25 },
      order(),
      state({ positionAfter: { holdingValueCents: 2_500_000, portfolioValueCents: 10_000_000 } }),
      null,
    ],
    [
      'a short over the cap',
      { maxPositionPct: 25 },
      order({ side: 'short' }),
      state({ positionAfter: { holdingValueCents: 2_600_000, portfolioValueCents: 10_000_000 } }),
      'position-limit',
    ],
    [
      'a sell of a holding over the cap',
      { maxPositionPct: 25 },
      order({ side: 'sell' }),
      state({ positionAfter: { holdingValueCents: 9_000_000, portfolioValueCents: 10_000_000 } }),
      null,
    ],
    ['the cap of trades reached', { maxTradesPerDay: 3 }, order(), state({ tradesToday: 3 }), 'trades-per-day'],
    [
      'a sell past the cap of trades',
      { maxTradesPerDay: 3 },
      order({ side: 'sell' }),
      state({ tradesToday: 3 }),
      'trades-per-day',
    ],
    ['one trade under the cap', { maxTradesPerDay: 3 }, order(), state({ tradesToday: 2 }), null],
    ['a buy under the minimum price', { minPriceCents: 500 }, order({ priceCents: 499 }), state(), 'min-price'],
    [
      'a short under the minimum price',
      { minPriceCents: 500 },
      order({ side: 'short', priceCents: 100 }),
      state(),
      'min-price',
    ],
    ['a sell under the minimum price', { minPriceCents: 500 }, order({ side: 'sell', priceCents: 100 }), state(), null],
    [
      'a cover under the minimum price',
      { minPriceCents: 500 },
      order({ side: 'cover', priceCents: 100 }),
      state(),
      null,
    ],
    ['a buy at the minimum price', { minPriceCents: 500 }, order({ priceCents: 500 }), state(), null],
    ['a blocked symbol', { blockedSymbols: ['AAPL'] }, order(), state(), 'symbol-not-allowed'],
    ['a sell of a blocked symbol', { blockedSymbols: ['AAPL'] }, order({ side: 'sell' }), state(), null],
    ['a symbol outside the allowed list', { allowedSymbols: ['MSFT'] }, order(), state(), 'symbol-not-allowed'],
    ['a symbol on the allowed list', { allowedSymbols: ['MSFT', 'AAPL'] }, order(), state(), null],
    ['an empty allowed list', { allowedSymbols: [] }, order(), state(), null],
    [
      'before the trading hours',
      { tradingHours: { start: '09:00', end: '14:00' } },
      order(),
      state({ localTime: '08:59' }),
      'outside-trading-hours',
    ],
    [
      'at the end of the trading hours',
      { tradingHours: { start: '09:00', end: '14:00' } },
      order({ side: 'sell' }),
      state({ localTime: '14:00' }),
      'outside-trading-hours',
    ],
    [
      'inside the trading hours',
      { tradingHours: { start: '09:00', end: '14:00' } },
      order(),
      state({ localTime: '09:00' }),
      null,
    ],
    ['no note where one is required', { requireNote: true }, order({ note: '  ' }), state(), 'note-required'],
    [
      'a sell without a note where one is required',
      { requireNote: true },
      order({ side: 'sell' }),
      state(),
      'note-required',
    ],
    ['a note where one is required', { requireNote: true }, order({ note: 'Earnings beat' }), state(), null],
  ] as const)('%s', (_name, rules, o, s, broken) => {
    const verdict = evaluateHouseRules(rules, o, s);
    expect(verdict.ok ? null : verdict.rule).toBe(broken);
  });

  it('names the rule and its value in the message', () => {
    const over = evaluateHouseRules(
      { maxPositionPct: 25 },
      order(),
      state({ positionAfter: { holdingValueCents: 3_100_000, portfolioValueCents: 10_000_000 } }),
    );
    expect(over).toEqual({
      ok: false,
      rule: 'position-limit',
      message: 'This class allows at most 25 % of your portfolio in one stock (AAPL would be 31 %).',
    });
    const cap = evaluateHouseRules({ maxTradesPerDay: 3 }, order(), state({ tradesToday: 3, noun: 'league' }));
    expect(cap.ok || cap.message).toBe('This league allows at most 3 trades a day (New York trading day).');
    const min = evaluateHouseRules({ minPriceCents: 500 }, order({ symbol: 'XYZ', priceCents: 320 }), state());
    expect(min.ok || min.message).toBe(
      'This class does not allow buying or shorting stocks under $5.00 (XYZ is at $3.20).',
    );
    const allowed = evaluateHouseRules({ allowedSymbols: ['MSFT', 'KO'] }, order(), state());
    expect(allowed.ok || allowed.message).toBe('This class only allows trading MSFT, KO.');
    const hours = evaluateHouseRules(
      { tradingHours: { start: '09:00', end: '14:00' } },
      order(),
      state({ localTime: '15:00' }),
    );
    expect(hours.ok || hours.message).toBe('This class trades only from 09:00 to 14:00 (America/Chicago time).');
  });
});

describe('commissionCents', () => {
  it.each([
    [null, 100_000, 0],
    [{ perTradeCents: 500, percentBasisPoints: 0 }, 100_000, 500],
    [{ perTradeCents: 0, percentBasisPoints: 10 }, 100_000, 100],
    // 0.1 % of $12.345 = 1.2345 cents: rounds half up to 1; of $12.35 = 1.235 → 1; of $15.00 → 1.5 → 2.
    [{ perTradeCents: 0, percentBasisPoints: 10 }, 1_234, 1],
    [{ perTradeCents: 0, percentBasisPoints: 10 }, 1_500, 2],
    [{ perTradeCents: 199, percentBasisPoints: 25 }, 1_000_000, 199 + 2_500],
  ] as const)('%o on %i cents is %i cents', (commission, amount, expected) => {
    expect(commissionCents(commission, amount)).toBe(expected);
  });
});

describe('trading hours', () => {
  const winter = new Date('2026-01-15T17:00:00Z');
  it('reads the wall clock in the zone', () => {
    expect(wallClockIn(winter, 'America/Chicago')).toBe('11:00');
    expect(wallClockIn(winter, 'America/New_York')).toBe('12:00');
  });
  it.each([
    [{ start: '08:30', end: '15:00' }, 'America/Chicago', true],
    [{ start: '08:00', end: '15:00' }, 'America/Chicago', false],
    [{ start: '09:30', end: '16:00' }, 'America/New_York', true],
    [{ start: '09:30', end: '16:01' }, 'America/New_York', false],
    [{ start: '12:00', end: '11:00' }, 'America/New_York', false],
    [{ start: '15:30', end: '22:00' }, 'Europe/Paris', true],
  ] as const)('%o in %s inside the session: %s', (hours, zone, inside) => {
    expect(isWithinMarketSession(hours, zone, winter)).toBe(inside);
  });
});
