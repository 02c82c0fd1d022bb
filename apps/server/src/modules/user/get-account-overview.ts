import type { AccountOverview } from '@tradearena/contracts';
import { ACHIEVEMENT_CATALOGUE, experienceForLevel, levelFromExperience } from '@tradearena/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';

/**
 * The settings account overview (docs/product/accounts.md#profile-and-settings): member since, XP and level, and what the user has done across every
 * context — trades in any portfolio, achievements unlocked, leagues and championship seasons joined as a player.
 */
export async function getAccountOverview(
  deps: { db: Kysely<Database> },
  input: { userId: number },
): Promise<AccountOverview> {
  const { db } = deps;
  const [user, trades, achievements, joined] = await Promise.all([
    db.selectFrom('users').select(['experience', 'created_at']).where('id', '=', input.userId).executeTakeFirst(),
    db
      .selectFrom('trades')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', input.userId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('user_achievements')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', input.userId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('competition_participants as p')
      .innerJoin('competitions as c', 'c.id', 'p.competition_id')
      .select(['c.kind', (eb) => eb.fn.countAll<number>().as('n')])
      .where('p.user_id', '=', input.userId)
      .groupBy('c.kind')
      .execute(),
  ]);
  if (!user) throw new Error(`signed-in user ${input.userId} not found`);
  const joinedOf = (kind: 'league' | 'championship') => Number(joined.find((r) => r.kind === kind)?.n ?? 0);
  const experience = Number(user.experience);
  const level = levelFromExperience(experience);
  return {
    memberSince: new Date(Number(user.created_at)).toISOString(),
    experience,
    level,
    levelStartExperience: experienceForLevel(level),
    nextLevelExperience: experienceForLevel(level + 1),
    totalTrades: Number(trades.n),
    achievementsUnlocked: Number(achievements.n),
    achievementsTotal: ACHIEVEMENT_CATALOGUE.length,
    leaguesPlayed: joinedOf('league'),
    championshipsPlayed: joinedOf('championship'),
  };
}
