import type { KyselyPlugin } from 'kysely';
import type { StatementsNow } from '../../src/adapters/db/statements-now.ts';

/**
 * Watches the queries run through `db.withPlugin(watch.plugin)` and, on SQLite, through `watch.statementsNow(…)` (the
 * group commit's statements run at once): `count` of those finished since the last `reset`, and `failAt(n)` to make
 * the n-th query from now fail with "connection lost" (once).
 */
export function watchQueries(): {
  plugin: KyselyPlugin;
  statementsNow(statements: StatementsNow | undefined): StatementsNow | undefined;
  readonly count: number;
  reset(): void;
  failAt(n: number): void;
} {
  let count = 0;
  let untilFailure = 0;
  const counted = () => {
    count++;
    if (untilFailure > 0 && --untilFailure === 0) throw new Error('connection lost');
  };
  return {
    statementsNow: (statements) =>
      statements && {
        run(query) {
          const result = statements.run(query);
          counted();
          return result;
        },
        committed: () => statements.committed(),
      },
    plugin: {
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        counted();
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
