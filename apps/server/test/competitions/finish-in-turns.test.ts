import { describe, expect, it } from 'vitest';
import { finishInTurns } from '../../src/modules/competitions/finish-in-turns.ts';

describe('finishInTurns', () => {
  it('lets work waiting on the event loop run between the steps, and resolves with the result', async () => {
    const events: string[] = [];
    function* steps(): Generator<void, string> {
      for (let i = 1; i <= 3; i++) {
        events.push(`step ${i}`);
        yield;
      }
      return 'done';
    }
    setImmediate(() => events.push('a request'));
    await expect(finishInTurns(steps())).resolves.toBe('done');
    expect(events).toEqual(['step 1', 'a request', 'step 2', 'step 3']);
  });
});
