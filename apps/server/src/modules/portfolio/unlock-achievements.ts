import type { UserAchievement } from '@tradearena/contracts';
import { getAchievement } from '@tradearena/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';
import { PERSONAL } from './trading-deps.ts';

/**
 * Unlocks achievements for a user, each at most once (the primary key decides, also under concurrency), and adds
 * each newly unlocked one's XP to `users.experience`. Returns only those unlocked now. Touches the personal
 * portfolio's `updated_at` (the row's last change), before anything else: see the lock order below.
 */
export async function unlockAchievements(
  trx: Transaction<Database> | Kysely<Database>,
  userId: number,
  ids: readonly number[],
  now: Date,
): Promise<UserAchievement[]> {
  const unlocked: UserAchievement[] = [];
  if (!ids.some((id) => getAchievement(id))) return unlocked;
  const t = now.getTime();
  // Lock order, the same on every path: the personal portfolio row first, then the user's achievements and user
  // row. A trade has its portfolio locked already (this is a no-op lock then); the daily job, which comes here
  // first, used to lock the user row and then wait for the portfolio — a deadlock on PostgreSQL against a trade
  // doing the reverse. (Callers pass only achievements the user lacks, so this write is rare.)
  await trx
    .updateTable('portfolios')
    .set({ updated_at: t })
    .where('user_id', '=', userId)
    .where('competition_id', '=', PERSONAL.competitionId)
    .where('season', '=', PERSONAL.season)
    .execute();
  for (const id of ids) {
    const def = getAchievement(id);
    if (!def) continue;
    const result = await trx
      .insertInto('user_achievements')
      .values({ user_id: userId, achievement_id: id, unlocked_at: t })
      .onConflict((oc) => oc.columns(['user_id', 'achievement_id']).doNothing())
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0n) === 0) continue;
    await trx
      .updateTable('users')
      .set((eb) => ({ experience: eb('experience', '+', def.xp) }))
      .where('id', '=', userId)
      .execute();
    unlocked.push({
      id: def.id,
      name: def.name,
      description: def.description,
      xp: def.xp,
      unlockedAt: now.toISOString(),
    });
  }
  return unlocked;
}
