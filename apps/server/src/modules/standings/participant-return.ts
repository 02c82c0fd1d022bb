import { rankParticipants } from '@tradearena/domain';
import type { StandingPlayer } from './standing-types.ts';
import { toCashFlows } from './to-participant-result.ts';

/** What a return needs of a player (a competition participant or a personal portfolio on the global leaderboard). */
export type ReturnInputs = Pick<StandingPlayer, 'startingCashCents' | 'flows'>;

/**
 * The player's return net of deposits as the domain's ranking computes it (time-weighted, ADR 011). Without flows that is
 * profit over starting cash, computed here directly so valuing 100,000 players allocates nothing; a player with
 * transfers in or out is valued by the domain itself.
 */
export function participantReturn(
  p: ReturnInputs,
  profitCents: number,
  period: { seasonStart: Date; at: Date },
): number {
  if (p.flows.length === 0) return p.startingCashCents > 0 ? profitCents / p.startingCashCents : 0;
  const value = p.startingCashCents + profitCents + p.flows.reduce((s, f) => s + f.amountCents, 0);
  const row = {
    userId: 0,
    displayName: 'player',
    startingCashCents: p.startingCashCents,
    valueCents: value,
    flows: toCashFlows(p),
    tradeCount: 0,
    joinedAt: period.seasonStart,
  };
  return rankParticipants([row], period)[0]?.returnFraction ?? 0;
}
