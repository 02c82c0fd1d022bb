import { getAchievement } from '@tradearena/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockPortfolio } from '../../src/modules/portfolio/order-statements.ts';
import { unlockAchievements } from '../../src/modules/portfolio/unlock-achievements.ts';
import { createTestDb, testDatabaseUrl } from '../helpers/test-db.ts';
import { buildTrader } from './trading-builders.ts';

/**
 * A trade that unlocks (portfolio row locked first) and the daily job unlocking for the same user at the same time
 * (PostgreSQL: two connections; SQLite runs one transaction at a time). Both lock the portfolio before the user
 * row, so one waits for the other instead of PostgreSQL aborting one with "deadlock detected".
 */
describe.runIf(testDatabaseUrl)('unlocking achievements while a trade holds the portfolio', () => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  beforeAll(async () => {
    h = await createTestDb();
  });
  afterAll(() => h.destroy());

  it('lets both finish, each achievement unlocked once with its XP', async () => {
    const trader = await buildTrader(h.db);
    const now = new Date('2026-11-18T15:00:00Z');
    let tradeHasLock!: () => void;
    const locked = new Promise<void>((r) => {
      tradeHasLock = r;
    });
    let jobStarted!: () => void;
    const started = new Promise<void>((r) => {
      jobStarted = r;
    });
    const trade = h.db.transaction().execute(async (trx) => {
      await lockPortfolio(trx, now.getTime(), trader.id, 0, 0);
      tradeHasLock();
      await started;
      await new Promise((r) => setTimeout(r, 200)); // the job is now waiting on a lock
      return unlockAchievements(trx, trader.id, [1], now);
    });
    await locked;
    const job = h.db.transaction().execute(async (trx) => {
      jobStarted();
      return unlockAchievements(trx, trader.id, [7], now);
    });
    const [tradeResult, jobResult] = await Promise.allSettled([trade, job]);
    expect(tradeResult.status).toBe('fulfilled');
    expect(jobResult.status).toBe('fulfilled');
    const rows = await h.db
      .selectFrom('user_achievements')
      .select('achievement_id')
      .where('user_id', '=', trader.id)
      .orderBy('achievement_id')
      .execute();
    expect(rows.map((r) => Number(r.achievement_id))).toEqual([1, 7]);
    const user = await h.db
      .selectFrom('users')
      .select('experience')
      .where('id', '=', trader.id)
      .executeTakeFirstOrThrow();
    expect(Number(user.experience)).toBe(getAchievement(1)!.xp + getAchievement(7)!.xp);
  });
});
