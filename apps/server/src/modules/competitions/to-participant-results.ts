import type { ParticipantResult } from '@tradearena/domain';
import type { StandingPlayer } from './standing-types.ts';
import { toParticipantResult } from './to-participant-result.ts';

/** Players converted between two yields to the event loop (a season close converts 100,000). */
const SLICE = 5_000;
const nextTurn = () => new Promise<void>((r) => setImmediate(r));

/** Every player valued at `values[i]`, in the shape the domain's ranking takes; in slices, like their valuation. */
export async function toParticipantResults(players: StandingPlayer[], values: number[]): Promise<ParticipantResult[]> {
  const results = new Array<ParticipantResult>(players.length);
  for (let i = 0; i < players.length; i++) {
    if (i > 0 && i % SLICE === 0) await nextTurn();
    results[i] = toParticipantResult(players[i]!, values[i]!);
  }
  return results;
}
