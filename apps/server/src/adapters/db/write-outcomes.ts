/**
 * What the database answered to the app's real writes lately (observe-writes.ts records every one): readiness
 * (modules/health) reports a storage failure (disk full, I/O error, read-only database: storage-failure.ts) of the
 * last `windowMs` (default 30 s) until a write succeeds again. A write probe can still fit where a real write does not
 * (SQLite reuses the probe's own freed page), so the probe alone does not say whether the app can save its changes.
 */
export interface WriteOutcomes {
  /** A storage failure of a write. */
  failed(err: unknown): void;
  /** A write that took effect (committed, or a statement outside a transaction). */
  succeeded(): void;
  /** The error of the last storage failure when it is recent and no write has succeeded since; else null. */
  recentFailure(): unknown;
}

export function createWriteOutcomes(opts: { windowMs?: number; now?: () => number } = {}): WriteOutcomes {
  const windowMs = opts.windowMs ?? 30_000;
  const now = opts.now ?? (() => performance.now());
  let failure: { at: number; err: unknown } | null = null;
  return {
    failed(err) {
      failure = { at: now(), err };
    },
    succeeded() {
      failure = null;
    },
    recentFailure() {
      if (failure && now() - failure.at >= windowMs) failure = null;
      return failure ? failure.err : null;
    },
  };
}
