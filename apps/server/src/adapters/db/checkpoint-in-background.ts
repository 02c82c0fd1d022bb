import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** What better-sqlite3's Database offers that this needs. */
interface PragmaDatabase {
  pragma(source: string): unknown;
}

// Plain JavaScript run by the worker thread: its own connection to the file, a passive checkpoint every `everyMs`
// (it never waits for, nor blocks, the app's connection), a last one when told to stop.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
const checkpoint = () => { try { db.pragma('wal_checkpoint(PASSIVE)'); } catch {} };
const timer = setInterval(checkpoint, workerData.everyMs);
parentPort.on('message', () => {
  clearInterval(timer);
  checkpoint();
  db.close();
  parentPort.close();
});
`;

/**
 * Moves SQLite's WAL checkpoints off the request path. By default the connection that commits checkpoints the WAL
 * every 1,000 pages, and with synchronous=NORMAL that includes two fsyncs: better-sqlite3 is synchronous, so the
 * whole event loop stood still for it (order p99 of tens of ms). Here the app's connection never checkpoints and a
 * worker thread does it every `everyMs` (5 s); the WAL file is cut back to `walLimitBytes` when it restarts. If the
 * worker fails, the connection checkpoints by itself again. Returns the way to stop (a last checkpoint first).
 */
export function checkpointInBackground(
  database: PragmaDatabase,
  file: string,
  opts: { everyMs?: number; walLimitBytes?: number } = {},
): () => Promise<void> {
  database.pragma(`journal_size_limit = ${opts.walLimitBytes ?? 64 * 1024 * 1024}`);
  database.pragma('wal_autocheckpoint = 0');
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  // Every 5 s rather than every 500 ms: a checkpoint copies each page the WAL holds once, however often it was
  // rewritten, so the orders' hot pages (ledgers, positions, index leaves) reach the database file a tenth as often, and
  // the database file's fsync competes a tenth as often with the WAL syncs every answer waits for (order p99 14 ms
  // against 30 ms in alternated bench/http runs, docs/benchmarks.md). The WAL grows meanwhile (tens of MB under a full
  // orders load) and is cut back to `walLimitBytes` when it restarts.
  const everyMs = opts.everyMs ?? 5_000;
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file, driver, everyMs } });
  worker.unref();
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  worker.once('error', () => {
    try {
      database.pragma('wal_autocheckpoint = 1000');
    } catch {
      // Already closed.
    }
  });
  return async () => {
    // Held again while it stops: unref'd, the process could end before the last checkpoint (and close() never return).
    worker.ref();
    worker.postMessage('stop');
    await exited;
  };
}
