import { idColumn, type Migration } from '../src/adapters/db/migrate.ts';

/**
 * The write probe of GET /api/health: each probe commits a fresh row and deletes the older ones, so
 * readiness fails when the database cannot take a write (disk full, read-only, I/O error).
 */
export const m005HealthProbe: Migration = {
  name: '005-health-probe',
  async up(db, kit) {
    await db.schema
      .createTable('health_probe')
      .addColumn(...idColumn(kit))
      .addColumn('checked_at', 'bigint', (c) => c.notNull())
      .addColumn('pad', kit.kind === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
      .execute();
  },
};
