import type { Kysely } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';

/**
 * A row as big as a database page: writing it needs a free page, so the probe fails when the database cannot grow
 * (a disk with no space left), not only when it cannot change a row in place. One probe a second at most
 * (create-write-check.ts) writes ~4 KB.
 */
const PAD = Buffer.alloc(4096);

/**
 * Proves the database takes a write: one transaction commits a fresh probe row and deletes the earlier ones, as an
 * order commits (on SQLite through the WAL and its sync). Throws the database's error when it cannot.
 */
export async function probeWritePath(db: Kysely<Database>, nowMs: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('health_probe').values({ checked_at: nowMs, pad: PAD }).execute();
    await trx
      .deleteFrom('health_probe')
      .where('id', '<', (eb) => eb.selectFrom('health_probe').select((s) => s.fn.max('id').as('id')))
      .execute();
  });
}
