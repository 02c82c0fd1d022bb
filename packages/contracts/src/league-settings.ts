/**
 * PATCH /api/leagues/:id/settings (issue 17) refusals; the success message is ORDER_MESSAGES.leagueSettingsSaved and
 * the body/response schemas are LeagueSettingsBodySchema / LeagueSettingsResponseSchema (competitions.ts).
 */
export const LEAGUE_SETTINGS_MESSAGES = {
  notCreator: "Only the league's creator (a class's educator) can change its settings.",
  championship: 'Championships have the same rules for everyone: short selling is always allowed there.',
} as const;
