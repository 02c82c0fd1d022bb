import { describe, expect, it } from 'vitest';
import { coalesceSyncs } from '../../src/adapters/db/wal-sync.ts';

/** Many callers share one sync, but never one that started before they asked (adapters/db/wal-sync.ts). */
describe('coalesced syncs', () => {
  function controlledSync() {
    const runs: (() => void)[] = [];
    return {
      runs,
      syncOnce: () =>
        new Promise<void>((resolve) => {
          runs.push(resolve);
        }),
    };
  }

  it('waits for a sync started after the request, shared by every request made meanwhile', async () => {
    const { runs, syncOnce } = controlledSync();
    const sync = coalesceSyncs(syncOnce);
    const done: string[] = [];
    const a = sync().then(() => done.push('a'));
    expect(runs).toHaveLength(1);
    // Asked while the first sync runs: that one may have started before their writes, so they wait for the next.
    const b = sync().then(() => done.push('b'));
    const c = sync().then(() => done.push('c'));
    expect(runs).toHaveLength(1);
    runs[0]!();
    await a;
    await expect.poll(() => runs.length).toBe(2);
    expect(done).toEqual(['a']);
    runs[1]!();
    await Promise.all([b, c]);
    expect(done).toEqual(['a', 'b', 'c']);
    expect(runs).toHaveLength(2);
    // Idle again: the next request starts a sync at once.
    const d = sync();
    expect(runs).toHaveLength(3);
    runs[2]!();
    await d;
  });

  it('fails the requests of a failed sync and goes on with the next', async () => {
    let fail = true;
    const sync = coalesceSyncs(async () => {
      if (fail) throw new Error('EIO');
    });
    await expect(sync()).rejects.toThrow('EIO');
    fail = false;
    await expect(sync()).resolves.toBeUndefined();
  });
});
