/**
 * PATCH /api/leagues/:id/settings (docs/product/competitions.md#league-settings) refusals; the success message is ORDER_MESSAGES.leagueSettingsSaved and
 * the body/response schemas are LeagueSettingsBodySchema / LeagueSettingsResponseSchema (competitions.ts).
 */
export const LEAGUE_SETTINGS_MESSAGES = {
  notCreator: "Only the league's creator (a class's educator) can change its settings.",
  championship: 'Championships have the same rules for everyone: short selling is always allowed there.',
  /** ADR 012: only a class's educator decides whether bank or store cash may enter its portfolios. */
  bankTransfersClassOnly: 'Bank transfers are a class setting: friend leagues and championships always accept them.',
} as const;
