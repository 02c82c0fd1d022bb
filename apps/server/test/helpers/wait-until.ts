/** Asks `check` every `everyMs` until it returns a value other than undefined/false; throws `what` at the deadline. */
export async function waitUntil<T>(
  what: string,
  check: () => Promise<T | undefined | false> | T | undefined | false,
  opts: { timeoutMs?: number; everyMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + (opts.timeoutMs ?? 20_000);
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const v = await check();
      if (v !== undefined && v !== false) return v;
    } catch (err) {
      last = err;
    }
    await new Promise((r) => setTimeout(r, opts.everyMs ?? 100));
  }
  throw new Error(`timed out waiting until ${what}${last ? ` (last error: ${String(last)})` : ''}`);
}

/**
 * The waits of a test client that records what it receives: `waitFor(pred)` resolves once `pred` holds, checked
 * again at every `check()` (call it after each recording); a wait rejects after `timeoutMs` with `timedOut()`.
 */
export function recordedWaits(timedOut: () => string) {
  const waiters: { pred: () => boolean; resolve: () => void }[] = [];
  return {
    check(): void {
      for (const w of [...waiters]) {
        if (w.pred()) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve();
        }
      }
    },
    waitFor(pred: () => boolean, timeoutMs: number): Promise<void> {
      if (pred()) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(timedOut())), timeoutMs);
        waiters.push({
          pred,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        });
      });
    },
  };
}
