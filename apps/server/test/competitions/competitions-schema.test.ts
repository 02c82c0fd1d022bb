import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../helpers/test-db.ts';

describe('competitions schema (migration 007)', () => {
  let db: Awaited<ReturnType<typeof createTestDb>>;
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(async () => {
    await db.destroy();
  });

  it('creates the weekly and monthly championships as competitions 1 and 2', async () => {
    const rows = await db.db
      .selectFrom('competitions')
      .select(['id', 'kind', 'championship_type', 'starting_cash_cents'])
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [Number(r.id), r.kind, r.championship_type, Number(r.starting_cash_cents)])).toEqual([
      [1, 'championship', 'weekly', 10_000_000],
      [2, 'championship', 'monthly', 10_000_000],
    ]);
  });

  it('gives the first friend league id 3', async () => {
    const row = await db.db
      .insertInto('competitions')
      .values({
        kind: 'league',
        name: 'Friends',
        title: 'Friends',
        created_by_user_id: null,
        max_participants: 12,
        starting_cash_cents: 10_000_000,
        championship_type: null,
        invite_code: 'ABCDEF',
        starts_at: 0,
        ends_at: 1,
        completed_at: null,
        created_at: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(Number(row.id)).toBe(3);
  });

  it('refuses a second league with the same invite code and a negative bank balance', async () => {
    const league = {
      kind: 'league' as const,
      name: 'Other',
      title: 'Other',
      created_by_user_id: null,
      max_participants: 12,
      starting_cash_cents: 10_000_000,
      championship_type: null,
      invite_code: 'ABCDEF',
      starts_at: 0,
      ends_at: 1,
      completed_at: null,
      created_at: 0,
    };
    await expect(db.db.insertInto('competitions').values(league).execute()).rejects.toThrow();
  });
});
