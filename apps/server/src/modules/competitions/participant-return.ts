import { rankParticipants } from '@tradearena/domain';
import type { StandingPlayer } from './standing-types.ts';
import { toParticipantResult } from './to-participant-result.ts';

/**
 * The player's return net of deposits as the domain's ranking computes it (time-weighted, ADR 011). Without flows that is
 * profit over starting cash, computed here directly so valuing 100,000 players allocates nothing; a player with
 * transfers in or out is valued by the domain itself.
 */
export function participantReturn(
  p: StandingPlayer,
  profitCents: number,
  period: { seasonStart: Date; at: Date },
): number {
  if (p.flows.length === 0) return p.startingCashCents > 0 ? profitCents / p.startingCashCents : 0;
  const value = p.startingCashCents + profitCents + p.flows.reduce((s, f) => s + f.amountCents, 0);
  return rankParticipants([toParticipantResult(p, value)], period)[0]?.returnFraction ?? 0;
}
