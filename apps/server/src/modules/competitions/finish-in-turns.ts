import { nextTurn } from '../../next-turn.ts';

/**
 * Runs a stepwise computation (a generator that yields between slices of work, e.g. the domain's
 * rankParticipantsInSteps) to its end, giving the event loop a turn at every yield, so requests served meanwhile
 * wait for one slice at most; resolves with what the generator returns.
 */
export async function finishInTurns<R>(steps: Generator<void, R>): Promise<R> {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
    await nextTurn();
  }
}
