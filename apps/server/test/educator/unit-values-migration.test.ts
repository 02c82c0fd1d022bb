import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrationKitFor } from '../../src/adapters/db/migrate.ts';
import { earlyLeague, emptyDatabase, insertEarlyUser, migrate } from '../helpers/empty-database.ts';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

describe('migration 025: class values net of deposits, bank cash into classes off', () => {
  it('records the transfers each existing snapshot includes and switches existing classes off', async () => {
    const handle = await emptyDatabase(cleanups);
    // biome-ignore lint/suspicious/noExplicitAny: rows written under the schema before 025.
    const db = handle.db as Kysely<any>;
    const kit = migrationKitFor(handle.kind);
    await migrate(db, kit, (n) => n < '025');
    const t = Date.parse('2026-11-19T16:00:00Z');
    const user = await insertEarlyUser(db, t);
    const insertLeague = (name: string, educational: boolean) =>
      db
        .insertInto('competitions')
        .values(earlyLeague(name, educational, user.id, t))
        .returning('id')
        .executeTakeFirstOrThrow();
    const friends = await insertLeague('friends', false);
    const period = await insertLeague('period', true);
    const portfolio = await db
      .insertInto('portfolios')
      .values({
        user_id: user.id,
        competition_id: period.id,
        season: 1,
        cash_cents: 17_500_000,
        starting_cash_cents: 2_500_000,
        net_deposits_cents: 15_000_000,
        created_at: t,
        updated_at: t,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const bank = await db
      .insertInto('bank_transactions')
      .values({ user_id: user.id, type: 'transfer', amount_cents: -15_000_000, created_at: t + 10 * 60_000 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('portfolio_transfers')
      .values({
        portfolio_id: portfolio.id,
        bank_transaction_id: bank.id,
        amount_cents: 15_000_000,
        value_before_cents: 2_500_000,
        cash_after_cents: 17_500_000,
        created_at: t + 10 * 60_000,
      })
      .execute();
    await db
      .insertInto('portfolio_value_snapshots')
      .values([
        { portfolio_id: portfolio.id, taken_at: t, value_cents: 2_500_000 },
        { portfolio_id: portfolio.id, taken_at: t + 15 * 60_000, value_cents: 17_500_000 },
      ])
      .execute();

    await migrate(db, kit, (n) => n.startsWith('025'));

    const snapshots = await db
      .selectFrom('portfolio_value_snapshots')
      .select(['taken_at', 'net_deposits_cents'])
      .orderBy('taken_at')
      .execute();
    expect(snapshots.map((s) => Number(s.net_deposits_cents))).toEqual([0, 15_000_000]);
    const flags = await db.selectFrom('competitions').select(['id', 'kind', 'bank_transfers_allowed']).execute();
    const flagOf = (id: unknown) => Number(flags.find((c) => Number(c.id) === Number(id))?.bank_transfers_allowed);
    expect(flagOf(friends.id)).toBe(1);
    expect(flagOf(period.id)).toBe(0);
    for (const c of flags.filter((c) => c.kind === 'championship')) expect(Number(c.bank_transfers_allowed)).toBe(1);
  });
});
