/**
 * One order at a time per personal portfolio on this instance (docs/decisions/030-orders-one-lane-per-portfolio-and-sync-off-the-loop.md).
 * An order is decided against the portfolio as known in memory (fill-from-memory.ts); two orders of one portfolio
 * decided side by side would both start from the same state, and all but one would find it gone at the write and be
 * decided again under the row lock (a transaction of several round trips holding that lock). In a lane the next
 * order starts when the previous one is answered, from the state it left. Other portfolios' orders never wait.
 */
export interface PortfolioLanes {
  run<T>(key: number, work: () => Promise<T>): Promise<T>;
}

export function createPortfolioLanes(): PortfolioLanes {
  /** The last order queued per key, settled either way; a key leaves the map when its lane is empty. */
  const tails = new Map<number, Promise<void>>();
  const settled = () => undefined;
  return {
    run(key, work) {
      const before = tails.get(key);
      // Alone in its lane (the usual case): started now, without waiting a turn.
      const result = before ? before.then(work) : work();
      const tail = result.then(settled, settled);
      tails.set(key, tail);
      void tail.then(() => {
        if (tails.get(key) === tail) tails.delete(key);
      });
      return result;
    },
  };
}
