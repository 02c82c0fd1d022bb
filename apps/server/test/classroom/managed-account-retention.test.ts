import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eraseLapsedManagedAccounts } from '../../src/modules/classroom/erase-lapsed-managed-accounts.ts';
import { buildClass, removeStudent } from '../educator/class-builders.ts';
import { createFakeMarketData } from '../helpers/fake-market-data.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { WEDNESDAY } from '../leagues/league-builders.ts';
import { importRoster, signInByUsername } from './roster-builders.ts';

const DAY = 24 * 60 * 60 * 1000;
const silent = { info() {}, warn() {}, error() {} };

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ now: WEDNESDAY, deps: { marketData: createFakeMarketData({ AAPL: 100_00 }) } });
});
afterEach(async () => {
  await t.close();
});

const erase = () => eraseLapsedManagedAccounts({ ...t.deps, db: t.deps.db.db, log: silent }, t.clock.now());

async function classWithTwo() {
  const c = await buildClass(t, ['Sam']);
  const res = await importRoster(t.app, c.teacher, c.leagueId, {
    students: [
      { firstName: 'Ada', lastName: 'Lovelace' },
      { firstName: 'Alan', lastName: 'Turing' },
    ],
  });
  const [ada, alan] = res.json().created as { userId: number; username: string; temporaryPassword: string }[];
  return { ...c, ada: ada!, alan: alan! };
}

const liveIds = async () =>
  (await t.deps.db.db.selectFrom('users').select('id').where('deleted_at', 'is', null).execute()).map((r) =>
    Number(r.id),
  );

describe('the retention rule of managed student accounts (docs/product/educators.md)', () => {
  it('erases an account 30 days after its teacher removed it from their last class, not before', async () => {
    const c = await classWithTwo();
    expect((await removeStudent(t.app, c.teacher, c.leagueId, c.ada.userId)).statusCode).toBe(200);
    t.clock.set(new Date(Date.parse(WEDNESDAY) + 29 * DAY));
    expect(await erase()).toEqual([]);
    t.clock.set(new Date(Date.parse(WEDNESDAY) + 30 * DAY + 1));
    expect(await erase()).toEqual([c.ada.userId]);
    const row = await t.deps.db.db
      .selectFrom('users')
      .select(['first_name', 'username', 'deleted_at'])
      .where('id', '=', c.ada.userId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ first_name: 'Deleted', username: `deleted-${c.ada.userId}` });
    expect((await signInByUsername(t.app, c.ada.username, c.ada.temporaryPassword)).statusCode).toBe(401);
    // The student still in the class, the self-registered one and the teacher stay.
    const live = await liveIds();
    expect(live).toEqual(expect.arrayContaining([c.alan.userId, c.students[0]!.id, c.teacher.id]));
    expect(await erase()).toEqual([]);
  });

  it('erases every account of a teacher whose Educator Pro ended more than 90 days ago', async () => {
    const c = await classWithTwo();
    await t.deps.db.db
      .updateTable('educator_subscriptions')
      .set({ status: 'expired', current_period_end: Date.parse(WEDNESDAY) })
      .where('user_id', '=', c.teacher.id)
      .execute();
    t.clock.set(new Date(Date.parse(WEDNESDAY) + 89 * DAY));
    expect(await erase()).toEqual([]);
    t.clock.set(new Date(Date.parse(WEDNESDAY) + 90 * DAY));
    expect((await erase()).sort()).toEqual([c.ada.userId, c.alan.userId].sort());
    expect(await liveIds()).toEqual(expect.arrayContaining([c.students[0]!.id, c.teacher.id]));
  });
});
