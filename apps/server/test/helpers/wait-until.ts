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
