import type { Compilable, CompiledQuery, InferResult, Kysely, QueryResult } from 'kysely';
import type { Database } from './schema.ts';

type Db = Kysely<Database>;

/**
 * A hot query built with Kysely's typed builder once per dialect and then reused with fresh parameter values:
 * building and compiling costs ~100 µs a call, more than SQLite takes to run it. `build` receives placeholder
 * arguments; every parameter equal to a placeholder is swapped for the real argument at run time, other
 * (constant) parameters stay as built.
 */
export function preparedQuery<Args extends readonly (string | number)[], Q extends Compilable<unknown>>(
  arity: Args['length'],
  build: (db: Db, ...args: Args) => Q,
): (db: Db, ...args: Args) => Promise<QueryResult<InferResult<Q>[number]>> {
  const placeholders = Array.from({ length: arity }, (_, i) => `\u0000prepared-arg-${i}\u0000`);
  const byAdapter = new Map<unknown, { compiled: CompiledQuery; slots: number[] }>();
  return async (db, ...args) => {
    const adapter = db.getExecutor().adapter.constructor;
    let entry = byAdapter.get(adapter);
    if (!entry) {
      const compiled = build(db, ...(placeholders as unknown as Args)).compile();
      const slots = compiled.parameters.map((p) => (typeof p === 'string' ? placeholders.indexOf(p) : -1));
      entry = { compiled, slots };
      byAdapter.set(adapter, entry);
    }
    const { compiled, slots } = entry;
    const parameters = compiled.parameters.map((p, i) => (slots[i]! >= 0 ? args[slots[i]!] : p));
    return db.executeQuery({ ...compiled, parameters } as CompiledQuery<InferResult<Q>[number]>);
  };
}
