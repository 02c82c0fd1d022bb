import type { CashFlow, ParticipantResult } from '@tradearena/domain';
import type { StandingPlayer } from './standing-types.ts';

/** A standing player valued at `valueCents`, in the shape the domain's ranking takes. */
export function toParticipantResult(p: StandingPlayer, valueCents: number): ParticipantResult {
  return {
    userId: p.userId,
    displayName: p.displayName,
    startingCashCents: p.startingCashCents,
    valueCents,
    flows: toCashFlows(p),
    tradeCount: p.totalTrades,
    canWin: p.canWin,
    joinedAt: new Date(p.joinedAt),
  };
}

/**
 * The flows with the portfolio's value just before each, as the bank transfer recorded it (ADR 011). A transfer
 * recorded before that value was kept (migration 009) assumes it: the starting cash plus the earlier flows, i.e. no
 * gain or loss before it — still never profit, but gains made before it are then spread over the money moved in.
 */
export function toCashFlows(p: Pick<StandingPlayer, 'startingCashCents' | 'flows'>): CashFlow[] {
  let assumedCents = p.startingCashCents;
  return [...p.flows]
    .sort((a, b) => a.at - b.at)
    .map((f) => {
      const flow = {
        amountCents: f.amountCents,
        at: new Date(f.at),
        valueBeforeCents: f.valueBeforeCents ?? assumedCents,
      };
      assumedCents = flow.valueBeforeCents + f.amountCents;
      return flow;
    });
}
