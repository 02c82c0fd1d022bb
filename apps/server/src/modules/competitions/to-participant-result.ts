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
 * The ranking needs the portfolio's value just before each flow (ADR 011), which bank transfers do not record yet
 * (issue 13 must): until then it is taken as the starting cash plus the earlier flows — no gain or loss before a
 * transfer — so a transfer is still never profit, but gains made before it are spread over the money moved in.
 */
function toCashFlows(p: StandingPlayer): CashFlow[] {
  let valueBeforeCents = p.startingCashCents;
  return [...p.flows]
    .sort((a, b) => a.at - b.at)
    .map((f) => {
      const flow = { amountCents: f.amountCents, at: new Date(f.at), valueBeforeCents };
      valueBeforeCents += f.amountCents;
      return flow;
    });
}
