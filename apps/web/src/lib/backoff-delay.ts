/** Delay before reconnect attempt `attempt` (1-based): `initialDelayMs` doubling each time, at most `maxDelayMs`. */
export function backoffDelayMs(attempt: number, backoff: { initialDelayMs: number; maxDelayMs: number }): number {
  return Math.min(backoff.initialDelayMs * 2 ** Math.max(0, attempt - 1), backoff.maxDelayMs);
}
