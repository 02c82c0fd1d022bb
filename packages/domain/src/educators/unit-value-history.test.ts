import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CashFlow, rankParticipants } from '../competitions/rank-participants.ts';
import { maxDrawdownPercent } from './max-drawdown-percent.ts';
import { unitValueHistory, type ValueObservation } from './unit-value-history.ts';

const START = 100_000_00;
const at = (minute: number) => new Date(Date.UTC(2026, 10, 19, 16, minute));
const flow = (minute: number, amountCents: number, valueBeforeCents: number): CashFlow => ({
  amountCents,
  at: at(minute),
  valueBeforeCents,
});
const seen = (valueCents: number, netDepositsCents = 0): ValueObservation => ({ valueCents, netDepositsCents });

describe('unitValueHistory', () => {
  it.each<[string, CashFlow[], ValueObservation[], number[]]>([
    ['no history: the starting cash alone', [], [], [1]],
    ['no deposits: value over the starting cash', [], [seen(110_000_00), seen(99_000_00)], [1, 1.1, 0.99]],
    [
      'a deposit alone never changes the unit value',
      [flow(10, 150_000_00, 110_000_00)],
      [seen(110_000_00), seen(260_000_00, 150_000_00)],
      [1, 1.1, 1.1, 1.1],
    ],
    [
      'deposited money earns the portfolio’s return: +10 % on $260,000 after +10 % on $100,000',
      [flow(10, 150_000_00, 110_000_00)],
      [seen(286_000_00, 150_000_00)],
      [1, 1.1, 1.21],
    ],
    [
      'a loss made just before a deposit stays in the history (the flow is a point of it)',
      [flow(10, 150_000_00, 99_871_00)],
      [seen(249_871_00, 150_000_00), seen(249_826_00, 150_000_00)],
      [1, 0.99871, 0.99871, (0.99871 * 249_826_00) / 249_871_00],
    ],
    [
      'a snapshot is placed after the deposits it saw, before the ones it did not',
      [flow(10, 50_000_00, 100_000_00), flow(20, 50_000_00, 165_000_00)],
      [seen(110_000_00, 0), seen(165_000_00, 50_000_00)],
      [1, 1.1, 1, 1.1, 1.1],
    ],
    [
      'flows after the last snapshot still end the history, in time order',
      [flow(20, 10_000_00, 90_000_00), flow(10, 10_000_00, 120_000_00)],
      [],
      [1, 1.2, (1.2 * 90_000_00) / 130_000_00],
    ],
    [
      'a snapshot that saw a deposit the history does not have (made after its end) is left out',
      [flow(10, 50_000_00, 100_000_00)],
      [seen(150_000_00, 50_000_00), seen(250_000_00, 150_000_00)],
      [1, 1, 1],
    ],
    [
      'a snapshot taken before a withdrawal (a reversal takes cash back) is placed before it, not after',
      [flow(10, 100_000_00, 100_000_00), flow(30, -30_000_00, 200_000_00), flow(50, 50_000_00, 170_000_00)],
      [seen(200_000_00, 100_000_00), seen(220_000_00, 120_000_00)],
      [1, 1, 1, 1, 1, 1],
    ],
    [
      'a fall seen between a deposit and a withdrawal stays in the history',
      [flow(10, 100_000_00, 100_000_00), flow(30, -30_000_00, 200_000_00)],
      [seen(150_000_00, 100_000_00), seen(170_000_00, 70_000_00)],
      [1, 1, 0.75, 1, 1],
    ],
    [
      'everything lost before a deposit: the unit value stays 0',
      [flow(10, 50_000_00, 0)],
      [seen(60_000_00, 50_000_00)],
      [1, 0, 0],
    ],
    [
      'a sub-period that starts at ≤ 0 leaves the unit value unchanged (as the ranking does)',
      [flow(10, 1_00, -5_00)],
      [seen(1_000_00, 1_00)],
      [1, (1 * -5_00) / START, (1 * -5_00) / START],
    ],
  ])('%s', (_, flows, observations, expected) => {
    const got = unitValueHistory(START, flows, observations);
    expect(got).toHaveLength(expected.length);
    expect(got).toEqual(expected.map((u) => expect.closeTo(u, 12)));
  });

  it('turns the hidden fall into a failed drawdown goal: 0.129 % on units, 0.018 % on raw values', () => {
    const flows = [flow(10, 150_000_00, 99_871_00)];
    const snapshots = [seen(249_871_00, 150_000_00), seen(249_826_00, 150_000_00)];
    const raw = maxDrawdownPercent([START, ...snapshots.map((s) => s.valueCents)]);
    expect(raw).toBeCloseTo(0.018, 3);
    const units = maxDrawdownPercent(unitValueHistory(START, flows, snapshots));
    expect(units).toBeGreaterThan(0.129);
    expect(units).toBeCloseTo(100 * (1 - (0.99871 * 249_826_00) / 249_871_00), 10);
  });

  it('ends at 1 + the ranking’s time-weighted return for the same flows and value (property)', () => {
    const flowArb = fc.record({
      minute: fc.integer({ min: 0, max: 59 }),
      amountCents: fc.integer({ min: 1, max: 1e9 }),
      valueBeforeCents: fc.integer({ min: 1, max: 1e9 }),
    });
    fc.assert(
      fc.property(fc.array(flowArb, { maxLength: 8 }), fc.integer({ min: 0, max: 1e9 }), (raw, valueCents) => {
        const flows = raw.map((f) => flow(f.minute, f.amountCents, f.valueBeforeCents));
        const net = flows.reduce((s, f) => s + f.amountCents, 0);
        const units = unitValueHistory(START, flows, [seen(valueCents, net)]);
        const [ranked] = rankParticipants(
          [
            {
              userId: 1,
              displayName: 'Ada',
              startingCashCents: START,
              valueCents,
              flows,
              tradeCount: 0,
              joinedAt: at(0),
            },
          ],
          { seasonStart: at(0), at: at(59) },
        );
        expect(units.at(-1)! - 1).toBeCloseTo(ranked!.returnFraction, 9);
      }),
    );
  });
});
