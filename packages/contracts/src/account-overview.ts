import { z } from 'zod';

/**
 * GET /api/user/overview: the account overview of settings (docs/product/accounts.md#profile-and-settings) in one call. Counts span every context
 * the user played in (personal portfolio, championships, leagues); XP is read fresh, with the level it makes.
 */
export const AccountOverviewSchema = z.object({
  /** ISO UTC instant the account was created. */
  memberSince: z.string(),
  experience: z.number().int(),
  level: z.number().int(),
  /** XP at which the current level began and the next one begins. */
  levelStartExperience: z.number().int(),
  nextLevelExperience: z.number().int(),
  totalTrades: z.number().int(),
  achievementsUnlocked: z.number().int(),
  achievementsTotal: z.number().int(),
  /** Friend and class leagues joined as a player (running or completed). */
  leaguesPlayed: z.number().int(),
  /** Weekly and monthly championship seasons joined. */
  championshipsPlayed: z.number().int(),
});
export type AccountOverview = z.infer<typeof AccountOverviewSchema>;
