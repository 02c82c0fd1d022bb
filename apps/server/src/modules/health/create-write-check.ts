import type { Kysely } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';
import type { WriteOutcomes } from '../../adapters/db/write-outcomes.ts';
import { fail, ok, type Result } from '../../app-error.ts';
import type { Clock } from '../../ports/clock.ts';
import { probeWritePath } from './probe-write-path.ts';

export interface WriteCheckDeps {
  db: Kysely<Database>;
  /** The real writes' outcomes (the database handle's `writes`). */
  writes: WriteOutcomes;
  clock: Clock;
  log: { error(obj: object, msg: string): void };
}

/** Whether the database takes writes: `ok`, or HEALTH_WRITE_FAILED. */
export type WriteCheck = () => Promise<Result<'ok'>>;

export const WRITE_FAILED_MESSAGE = 'Not ready: the database cannot save changes (see the server log)';

/**
 * Readiness's write check: the write probe must commit, and the app's real writes must not have failed for want of
 * storage lately without one succeeding since (write-outcomes.ts): a probe can fit where real writes do not (on a full
 * disk SQLite reuses the page the probe freed), so its success alone does not make the check pass. The probe (left
 * out of that record by the database adapter, observe-writes.ts) runs at most once per `ttlMs` (default 1 s) whatever the rate of health checks,
 * so they cannot be used to hammer the disk: within that time every caller gets the last outcome, and callers
 * arriving while a probe runs share it. A failed probe is logged with the database's own error (one line a probe).
 */
export function createWriteCheck(deps: WriteCheckDeps, opts: { ttlMs?: number } = {}): WriteCheck {
  const ttlMs = opts.ttlMs ?? 1_000;
  let last: { at: number; result: Result<'ok'> } | null = null;
  let running: Promise<Result<'ok'>> | null = null;

  async function probe(at: number): Promise<Result<'ok'>> {
    try {
      await probeWritePath(deps.db, at);
      return ok('ok');
    } catch (err) {
      deps.log.error({ err }, 'health: the database write probe failed');
      return fail('HEALTH_WRITE_FAILED', WRITE_FAILED_MESSAGE);
    }
  }

  function probeAtMostOncePerTtl(): Promise<Result<'ok'>> {
    const now = deps.clock.now().getTime();
    if (last && now >= last.at && now - last.at < ttlMs) return Promise.resolve(last.result);
    if (!running) {
      running = probe(now).then((result) => {
        last = { at: now, result };
        running = null;
        return result;
      });
    }
    return running;
  }

  return async () => {
    const probed = await probeAtMostOncePerTtl();
    return deps.writes.recentFailure() === null ? probed : fail('HEALTH_WRITE_FAILED', WRITE_FAILED_MESSAGE);
  };
}
