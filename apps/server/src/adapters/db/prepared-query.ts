import type { Compilable, CompiledQuery, InferResult, Kysely, QueryResult } from 'kysely';
import type { Database } from './schema.ts';

type Db = Kysely<Database>;

/** A prepared query: run on `db`, or only compiled with its arguments, to run elsewhere (statements-now.ts). */
export interface PreparedQuery<Args extends readonly (string | number)[], R> {
  (db: Db, ...args: Args): Promise<QueryResult<R>>;
  compiled(db: Db, ...args: Args): CompiledQuery<R>;
}

/**
 * A hot query built with Kysely's typed builder once per dialect and then reused with fresh parameter values:
 * building and compiling costs ~100 µs a call, more than SQLite takes to run it. `build` receives placeholder
 * arguments; every parameter equal to a placeholder is swapped for the real argument at run time, other
 * (constant) parameters stay as built.
 */
export function preparedQuery<Args extends readonly (string | number)[], Q extends Compilable<unknown>>(
  arity: Args['length'],
  build: (db: Db, ...args: Args) => Q,
): PreparedQuery<Args, InferResult<Q>[number]> {
  type R = InferResult<Q>[number];
  const placeholders = Array.from({ length: arity }, (_, i) => `\u0000prepared-arg-${i}\u0000`);
  const byAdapter = new Map<unknown, { compiled: CompiledQuery; slots: number[] }>();
  const compiled = (db: Db, ...args: Args): CompiledQuery<R> => {
    const adapter = db.getExecutor().adapter.constructor;
    let entry = byAdapter.get(adapter);
    if (!entry) {
      const built = build(db, ...(placeholders as unknown as Args)).compile();
      const slots = built.parameters.map((p) => (typeof p === 'string' ? placeholders.indexOf(p) : -1));
      entry = { compiled: built, slots };
      byAdapter.set(adapter, entry);
    }
    const { slots } = entry;
    const parameters = entry.compiled.parameters.map((p, i) => (slots[i]! >= 0 ? args[slots[i]!] : p));
    return { ...entry.compiled, parameters } as CompiledQuery<R>;
  };
  const run = async (db: Db, ...args: Args) => db.executeQuery(compiled(db, ...args));
  return Object.assign(run, { compiled });
}
