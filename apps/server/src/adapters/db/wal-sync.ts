import { open } from 'node:fs/promises';

/**
 * Many callers share one sync, but a caller is never answered by a sync that started before it asked (that one may
 * not cover what the caller just wrote): a request made while a sync runs waits for the next one, which starts when
 * the running one ends and serves every request made meanwhile. A failed sync fails its requests only.
 */
export function coalesceSyncs(syncOnce: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  const start = (): Promise<void> => {
    const run = syncOnce().finally(() => {
      if (running === run) running = null;
    });
    running = run;
    return run;
  };
  return () => {
    if (next) return next;
    if (!running) return start();
    const after = running.then(
      () => undefined,
      () => undefined,
    );
    next = after.then(() => {
      next = null;
      return start();
    });
    return next;
  };
}

/**
 * Syncs SQLite's WAL file to disk from libuv's thread pool, off the event loop (group-commit.ts). Every frame a
 * COMMIT wrote before the sync started is on disk when it resolves: what SQLite's `synchronous = FULL` does inside
 * the COMMIT, where it holds the whole event loop for the fsync.
 */
export function walSyncer(databaseFile: string): () => Promise<void> {
  const wal = `${databaseFile}-wal`;
  return coalesceSyncs(async () => {
    // Opened per sync: SQLite may remove and recreate the file when its last connection closes.
    const file = await open(wal, 'r');
    try {
      await file.datasync();
    } finally {
      await file.close();
    }
  });
}
