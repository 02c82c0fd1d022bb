import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrationKitFor } from '../../src/adapters/db/migrate.ts';
import { earlyLeague, emptyDatabase, insertEarlyUser, migrate } from '../helpers/empty-database.ts';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

describe('migration 020: short selling switched per league', () => {
  it('leaves championships and friend leagues on and switches classes that already exist off', async () => {
    const handle = await emptyDatabase(cleanups);
    // biome-ignore lint/suspicious/noExplicitAny: rows written under the schema before 020.
    const db = handle.db as Kysely<any>;
    const kit = migrationKitFor(handle.kind);
    await migrate(db, kit, (n) => n < '020');
    const t = Date.parse('2026-11-18T15:00:00Z');
    const user = await insertEarlyUser(db, t);
    const league = (name: string, educational: boolean) => earlyLeague(name, educational, user.id, t);
    await db
      .insertInto('competitions')
      .values([league('friends', false), league('period', true)])
      .execute();

    await migrate(db, kit, (n) => n.startsWith('020'));

    const rows = await db
      .selectFrom('competitions')
      .select(['kind', 'name', 'short_selling_allowed'])
      .orderBy('id')
      .execute();
    const flag = (name: string) => Number(rows.find((r) => r.name === name)?.short_selling_allowed);
    expect(flag('friends')).toBe(1);
    expect(flag('period')).toBe(0);
    const championships = rows.filter((r) => r.kind === 'championship');
    expect(championships.length).toBeGreaterThan(0);
    for (const c of championships) expect(Number(c.short_selling_allowed)).toBe(1);
    // New rows get the column's default (on); classes are created with their educator's choice.
    await db.insertInto('competitions').values(league('later', false)).execute();
    expect(
      Number(
        (
          await db
            .selectFrom('competitions')
            .select('short_selling_allowed')
            .where('name', '=', 'later')
            .executeTakeFirst()
        )?.short_selling_allowed,
      ),
    ).toBe(1);
  });
});
