import type { CashFlow } from '../competitions/rank-participants.ts';

/** A recorded total value of a portfolio (a value snapshot) with the money moved into it by then. */
export interface ValueObservation {
  /** Cash + holdings at that instant's prices, integer cents. */
  valueCents: number;
  /** The bank transfers into the portfolio that `valueCents` includes, added up (integer cents). */
  netDepositsCents: number;
}

function byTime(a: CashFlow, b: CashFlow): number {
  return a.at.getTime() - b.at.getTime();
}

/**
 * The portfolio's unit value (ADR 012) at each point of its history, 1 at the starting cash: the starting cash buys
 * units at 1, and each deposit buys units at the unit value of that instant (its `valueBeforeCents` over the units
 * held), so a deposit by itself never changes the unit value; gains and losses do. It is the time-weighted index of
 * ADR 011: the last unit value − 1 is rankParticipants' return for the same flows and final value, and a sub-period
 * that starts at ≤ 0 leaves it unchanged, as there.
 *
 * Returns, in time order: 1 (the starting cash), then each observation (in the given time order) and each flow's
 * value just before it — a flow is a point of the history too, so a loss made just before a deposit is never hidden
 * by the money that arrives. An observation belongs after the first flows from the previous one on whose running
 * total equals its `netDepositsCents` (transfers in are positive, migration 009; a reversal's withdrawal negative,
 * bank/withdraw-from-portfolios.ts), which orders a snapshot against a transfer made in the same instant by what the
 * snapshot actually saw; one whose total no run of the flows given reaches (a transfer after the history's end, such
 * as a snapshot taken just after a due time) is left out. Flows come in any order.
 */
export function unitValueHistory(
  startingCashCents: number,
  flows: readonly CashFlow[],
  observations: readonly ValueObservation[],
): number[] {
  const sorted = [...flows].sort(byTime);
  const out = [1];
  let unitAtStart = 1;
  let start = startingCashCents;
  let moved = 0;
  let next = 0;
  const unitValue = (valueCents: number) => (start > 0 ? (unitAtStart * valueCents) / start : unitAtStart);
  const passFlow = () => {
    const f = sorted[next++]!;
    unitAtStart = unitValue(f.valueBeforeCents);
    out.push(unitAtStart);
    start = f.valueBeforeCents + f.amountCents;
    moved += f.amountCents;
  };
  for (const o of observations) {
    let reach = next;
    let total = moved;
    while (total !== o.netDepositsCents && reach < sorted.length) total += sorted[reach++]!.amountCents;
    if (total !== o.netDepositsCents) continue;
    while (next < reach) passFlow();
    out.push(unitValue(o.valueCents));
  }
  while (next < sorted.length) passFlow();
  return out;
}
