import type { UserAchievement } from '@tradearena/contracts';
import { getAchievement } from '@tradearena/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';

/** The user's unlocked achievements in catalogue order, with name, description, XP and when. */
export async function listUserAchievements(db: Kysely<Database>, userId: number): Promise<UserAchievement[]> {
  const rows = await db
    .selectFrom('user_achievements')
    .select(['achievement_id', 'unlocked_at'])
    .where('user_id', '=', userId)
    .orderBy('achievement_id')
    .execute();
  return rows.flatMap((r) => {
    const def = getAchievement(Number(r.achievement_id));
    return def
      ? [
          {
            id: def.id,
            name: def.name,
            description: def.description,
            xp: def.xp,
            unlockedAt: new Date(Number(r.unlocked_at)).toISOString(),
          },
        ]
      : [];
  });
}
