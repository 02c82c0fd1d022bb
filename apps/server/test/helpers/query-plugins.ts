import type { KyselyPlugin } from 'kysely';

/**
 * Watches the queries run through `db.withPlugin(watch.plugin)`: `count` of those finished since the last `reset`,
 * and `failAt(n)` to make the n-th query from now fail with "connection lost" (once).
 */
export function watchQueries(): {
  plugin: KyselyPlugin;
  readonly count: number;
  reset(): void;
  failAt(n: number): void;
} {
  let count = 0;
  let untilFailure = 0;
  return {
    plugin: {
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        count++;
        if (untilFailure > 0 && --untilFailure === 0) throw new Error('connection lost');
        return args.result;
      },
    },
    get count() {
      return count;
    },
    reset() {
      count = 0;
    },
    failAt(n) {
      untilFailure = n;
    },
  };
}
