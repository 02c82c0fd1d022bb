import {
  FRIEND_LEAGUE_DURATIONS,
  FRIEND_LEAGUE_MAX_PLAYERS,
  hasForbiddenCharacters,
  isValidEmail,
  MAX_ORDER_SHARES,
} from '@tradearena/domain';
import { z } from 'zod';
import { CHAMPIONSHIP_MAX_SHARES } from './constants.ts';
import type { ErrorCode } from './errors.ts';
import { HouseRulesSchema, JournalTextSchema } from './house-rules.ts';
import { oneOfIgnoringCase, shareQuantityField } from './lenient-fields.ts';
import { SymbolSchema } from './market.ts';
import { RankingModeSchema } from './ranking-mode.ts';

/**
 * Championships and friend leagues (docs/product/competitions.md#friend-leagues). Money at this edge is dollars with 2
 * decimals, instants are ISO UTC strings. Request schemas carry the forms' messages; an issue's `params.code` is the
 * error code the API answers with (else REQUEST_INVALID).
 */
export const COMPETITION_MESSAGES = {
  championshipJoined: "Success! You've joined the championship. Good luck!",
  championshipAlreadyJoined: 'You have already joined this championship',
  notFound: 'Competition not found',
  notParticipant: 'You are not a participant in this competition',
  notChampionship: 'Only the weekly and monthly championships can be joined here. Join a league with its invite code.',
  championshipQuantity:
    'Invalid Quantity: championship orders must be a whole number of shares from 1 to 9,999. Please enter a valid number of shares to trade.',
  portfolioTypeNeedsCompetition: 'Please choose the league or championship to trade in (competitionId)',
  portfolioTypeMismatch: 'This competition is not a portfolio of that type',
  leagueCreated: 'League Created!',
  leagueJoined: 'Joined League!',
  leagueEnded: 'League Ended',
  fillLeagueNameAndDisplayName: 'Please fill in league name and display name.',
  fillLeagueCodeAndDisplayName: 'Please fill in league code and display name.',
  leagueCodeUnknown: 'Failed to join league. Check the invite code and try again.',
  leagueFull: 'This league is full: every player slot is taken.',
  leagueCompleted: 'This league has ended.',
  seasonEnded: 'This championship season has ended. Join the new season to trade.',
  leaguePending: 'This league has not started yet. Trading opens at its scheduled start.',
  leagueAlreadyJoined: 'You are already in this league.',
  leagueNotCreator: 'Failed to end league. Only the creator can end a league early.',
  leagueTooManyOpen:
    'You can run at most 5 friend leagues at a time. End one, or wait for one to finish, before creating another.',
  leagueBadDuration: 'League duration must be 1, 3, 7, 14, 21 or 30 days.',
  leagueBadMaxParticipants: 'Max players must be 2, 3, 4, 5, 6, 8, 10 or 12.',
  leagueBadSchedule: 'Please choose a valid start date and time (today or later).',
  leagueBadStartDate: 'Please choose a valid start date.',
  leagueBadStartTime: 'The start time must be a half-hour step from 8:00 AM to 4:00 PM (US Central).',
  leagueStartInPast: 'The start date cannot be in the past.',
  leagueStartTooFar: 'The start date can be at most a year ahead.',
  leagueNotFound: 'League not found',
  nameTooLong: 'League names must be at most 100 characters and display names at most 50.',
  nameInvalid: 'Names cannot contain control characters, text-direction controls or broken characters',
  inviteMissing: 'Please select a league and enter an email address.',
  inviteInvalidEmail: 'Please enter a valid email address.',
  inviteSent: 'Invitation sent!',
  inviteNotCreator: 'Only the creator of a private league can send its invitations.',
  inviteFailed: 'Failed to Send Invitation. Please try again later.',
} as const;

type Ctx = z.RefinementCtx;
function report(ctx: Ctx, path: string, message: string, code?: ErrorCode): void {
  ctx.addIssue({ code: 'custom', path: [path], message, ...(code ? { params: { code } } : {}) });
}

/** `:id` of every competition and league route: a positive whole number (anything else is a 400). */
export const CompetitionIdParamsSchema = z.object({
  id: z.coerce.number({ error: 'Competition id must be a number' }).int().positive().max(Number.MAX_SAFE_INTEGER),
});
export type CompetitionIdParams = z.infer<typeof CompetitionIdParamsSchema>;

export const CompetitionKindSchema = z.enum(['championship', 'league']);
export const ChampionshipTypeSchema = z.enum(['weekly', 'monthly']);
export type ChampionshipType = z.infer<typeof ChampionshipTypeSchema>;

/** The league/competition entity of docs/product/competitions.md#the-trading-leagues-page, as the caller sees it. */
export const CompetitionSchema = z.object({
  id: z.number().int(),
  kind: CompetitionKindSchema,
  name: z.string(),
  title: z.string(),
  description: z.string(),
  isPrivate: z.boolean(),
  createdByUserId: z.number().int().nullable(),
  /** null = unlimited (championships). */
  maxParticipants: z.number().int().nullable(),
  /** Players in the current season (championships) or the league. */
  participantCount: z.number().int(),
  currentParticipants: z.number().int(),
  /** ISO: the league's scheduled start, or the current championship season's start. */
  scheduledStartDate: z.string(),
  /** ISO: the league's end, or the current championship season's end. */
  endDate: z.string().nullable(),
  isPendingStart: z.boolean(),
  isActive: z.boolean(),
  isCompleted: z.boolean(),
  isEducational: z.boolean(),
  /** Only shown to participants of a league; null for championships and everyone else. */
  inviteCode: z.string().nullable(),
  championshipType: ChampionshipTypeSchema.nullable(),
  /** The current season (championships); null for leagues. */
  seasonNumber: z.number().int().nullable(),
  /** ISO: when the current season ends (championships) or the league ends. */
  seasonEndsAt: z.string().nullable(),
  /** Dollars. */
  startingBalance: z.number(),
  /** Dollars; null for friend leagues (no cash prizes). */
  prizePool: z.number().nullable(),
  /** The caller plays in the current season / the league. */
  isParticipant: z.boolean(),
  isCreator: z.boolean(),
  /** ISO: when the league was completed (early or at its end); null otherwise. */
  completedAt: z.string().nullable(),
  /**
   * docs/product/trading.md#short-selling-and-margin (ADR 015): whether players may open short positions here. Championships always allow it; a friend
   * league's creator and a class's educator decide (covering an existing short is always allowed).
   */
  shortSellingAllowed: z.boolean(),
  /**
   * ADR 012: whether bank (store) cash may be transferred into this competition's portfolios. Championships and
   * friend leagues always; a class only when its educator allows it (off by default), so grades stay net of deposits.
   */
  allowBankTransfers: z.boolean(),
  /** ADR 023: what the official standings sort by (return for championships). */
  rankingMode: RankingModeSchema,
  /** ADR 026: a league's or class's house rules; null when it has none (always for championships). */
  rules: HouseRulesSchema.nullable(),
});
export type Competition = z.infer<typeof CompetitionSchema>;
export const CompetitionListSchema = z.array(CompetitionSchema);

/** GET /api/competition/:id/participation. canRejoin: played an earlier season, not the current one. */
export const ParticipationResponseSchema = z.object({ isParticipating: z.boolean(), canRejoin: z.boolean() });
export type ParticipationResponse = z.infer<typeof ParticipationResponseSchema>;

/** POST /api/competition/:id/join (championships). */
export const JoinCompetitionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  competition: CompetitionSchema,
});
export type JoinCompetitionResponse = z.infer<typeof JoinCompetitionResponseSchema>;

/**
 * POST /api/competition/:id/trade (docs/product/competitions.md#championships). Priced by the server; `price` and `totalValue` are what the user
 * saw and never used. `quantity` is checked by the order rules (1 to 9,999 in championships, docs/product/competitions.md#championships).
 */
export const CompetitionTradeBodySchema = z
  .object({
    symbol: SymbolSchema,
    side: z
      .string()
      .transform((s) => s.trim().toLowerCase())
      .pipe(z.enum(['buy', 'sell'], { message: 'must be "buy" or "sell"' }))
      .meta(oneOfIgnoringCase(['buy', 'sell'])),
    quantity: shareQuantityField(
      MAX_ORDER_SHARES,
      `Shares: a whole number from 1 to ${MAX_ORDER_SHARES}, and at most ${CHAMPIONSHIP_MAX_SHARES} in a championship`,
    ),
    price: z.union([z.string(), z.number()]).optional(),
    totalValue: z.union([z.string(), z.number()]).optional(),
    /** ADR 026: why the player trades (a league's house rules may require it). */
    note: JournalTextSchema.nullish(),
  })
  .meta({ required: ['symbol', 'side', 'quantity'] });
export type CompetitionTradeBody = z.infer<typeof CompetitionTradeBodySchema>;

/** docs/product/competitions.md#championships `portfolioType` of POST /api/trade-action; `league`, `weekly`, `monthly` need a competition. */
export const PortfolioTypeSchema = z.enum(['personal', 'league', 'weekly', 'monthly']);
export type PortfolioType = z.infer<typeof PortfolioTypeSchema>;

// ---------------------------------------------------------------- friend leagues

const requiredText = (missing: string) => z.string({ error: missing }).trim();

/** POST /api/leagues/create. Date/time validity (US Central, today or later) is the server's (domain rules). */
export const CreateLeagueBodySchema = z
  .object({
    name: requiredText(COMPETITION_MESSAGES.fillLeagueNameAndDisplayName).meta({ minLength: 1, maxLength: 100 }),
    displayName: requiredText(COMPETITION_MESSAGES.fillLeagueNameAndDisplayName).meta({ minLength: 1, maxLength: 50 }),
    description: z.string().trim().max(1000).optional(),
    /** YYYY-MM-DD in US Central time; blank = today. */
    startDate: z.string().trim().max(20).optional(),
    /** '8:00 AM' … '4:00 PM' in half-hour steps (US Central); blank = 12:30 PM. */
    startTime: z.string().trim().max(20).optional(),
    durationDays: z.coerce
      .number({ error: COMPETITION_MESSAGES.leagueBadDuration })
      .int(COMPETITION_MESSAGES.leagueBadDuration)
      .default(30)
      .meta({ enum: [...FRIEND_LEAGUE_DURATIONS] }),
    maxParticipants: z.coerce
      .number({ error: COMPETITION_MESSAGES.leagueBadMaxParticipants })
      .int(COMPETITION_MESSAGES.leagueBadMaxParticipants)
      .default(12)
      .meta({ enum: [...FRIEND_LEAGUE_MAX_PLAYERS] }),
    /** docs/product/trading.md#short-selling-and-margin: players may sell short (default: yes). */
    shortSellingAllowed: z.boolean().default(true),
    /** ADR 023: what the standings sort by (default: return). */
    rankingMode: RankingModeSchema.default('return'),
  })
  .superRefine((v, ctx) => {
    if (v.name === '' || v.displayName === '')
      return report(ctx, v.name === '' ? 'name' : 'displayName', COMPETITION_MESSAGES.fillLeagueNameAndDisplayName);
    if (v.name.length > 100 || v.displayName.length > 50) return report(ctx, 'name', COMPETITION_MESSAGES.nameTooLong);
    if (hasForbiddenCharacters(v.name) || hasForbiddenCharacters(v.displayName))
      return report(ctx, 'name', COMPETITION_MESSAGES.nameInvalid);
    if (!FRIEND_LEAGUE_DURATIONS.includes(v.durationDays))
      return report(ctx, 'durationDays', COMPETITION_MESSAGES.leagueBadDuration);
    if (!FRIEND_LEAGUE_MAX_PLAYERS.includes(v.maxParticipants))
      report(ctx, 'maxParticipants', COMPETITION_MESSAGES.leagueBadMaxParticipants);
  });
export type CreateLeagueBody = z.infer<typeof CreateLeagueBodySchema>;

/** POST /api/leagues/join. The code is 6 characters, compared upper-case. */
export const JoinLeagueBodySchema = z
  .object({
    inviteCode: requiredText(COMPETITION_MESSAGES.fillLeagueCodeAndDisplayName).transform((s) => s.toUpperCase()),
    displayName: requiredText(COMPETITION_MESSAGES.fillLeagueCodeAndDisplayName),
  })
  .superRefine((v, ctx) => {
    if (v.inviteCode === '' || v.displayName === '')
      return report(
        ctx,
        v.inviteCode === '' ? 'inviteCode' : 'displayName',
        COMPETITION_MESSAGES.fillLeagueCodeAndDisplayName,
      );
    if (v.displayName.length > 50) return report(ctx, 'displayName', COMPETITION_MESSAGES.nameTooLong);
    if (hasForbiddenCharacters(v.displayName)) report(ctx, 'displayName', COMPETITION_MESSAGES.nameInvalid);
  });
export type JoinLeagueBody = z.infer<typeof JoinLeagueBodySchema>;

/** POST /api/leagues/create and /join answer the league (with its inviteCode: the caller is a participant). */
export const LeagueResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  league: CompetitionSchema,
  inviteCode: z.string(),
});
export type LeagueResponse = z.infer<typeof LeagueResponseSchema>;

/**
 * PATCH /api/leagues/:id/settings (docs/product/competitions.md#league-settings): the league's creator (a class's educator) switches short selling on or
 * off. Off stops new shorts only: open short positions stay and may be covered.
 */
/** PATCH /api/leagues/:id/settings: the switches to change (at least one); `allowBankTransfers` is a class's only. */
export const LeagueSettingsBodySchema = z
  .object({
    shortSellingAllowed: z.boolean().optional(),
    allowBankTransfers: z.boolean().optional(),
    /** The whole set of house rules (ADR 026): replaces the saved set; null clears it. */
    rules: HouseRulesSchema.nullable().optional(),
  })
  .refine((b) => b.shortSellingAllowed !== undefined || b.allowBankTransfers !== undefined || b.rules !== undefined, {
    message: 'Name a setting to change: shortSellingAllowed, allowBankTransfers or rules',
  });
export type LeagueSettingsBody = z.infer<typeof LeagueSettingsBodySchema>;

/** POST /api/leagues/:id/end. */
export const EndLeagueResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  league: CompetitionSchema,
});
export type EndLeagueResponse = z.infer<typeof EndLeagueResponseSchema>;

/** PATCH /api/leagues/:id/settings answers the league with its message, as /end does. */
export const LeagueSettingsResponseSchema = EndLeagueResponseSchema;
export type LeagueSettingsResponse = z.infer<typeof LeagueSettingsResponseSchema>;

/** GET /api/leagues/:id/participants. */
export const LeagueParticipantSchema = z.object({
  displayName: z.string(),
  username: z.string(),
  /** ISO. */
  joinedAt: z.string(),
});
export type LeagueParticipant = z.infer<typeof LeagueParticipantSchema>;
export const LeagueParticipantsSchema = z.array(LeagueParticipantSchema);

/** GET /api/leagues/:id/stats (docs/product/competitions.md#league-standings-and-history). */
export const LeagueStatsRowSchema = z.object({
  displayName: z.string(),
  username: z.string(),
  /** Dollars. */
  portfolioValue: z.number(),
  /** Dollars of profit, net of deposits. */
  totalReturn: z.number(),
  /** Percent. */
  returnPercentage: z.number(),
  totalTrades: z.number().int(),
  /** A fraction 0..1 (docs/product/competitions.md#league-standings-and-history league win %). */
  winRate: z.number(),
  rank: z.number().int(),
});
export type LeagueStatsRow = z.infer<typeof LeagueStatsRowSchema>;
export const LeagueStatsSchema = z.array(LeagueStatsRowSchema);

/**
 * GET /api/user/leagues: the caller's friend leagues, newest first — {id, name, isCompleted} plus the rest
 * of the competition entity the My Leagues cards show (state, start and end, player count, isCreator, inviteCode).
 */
export const UserLeagueSchema = CompetitionSchema;
export type UserLeague = z.infer<typeof UserLeagueSchema>;
export const UserLeaguesSchema = z.array(UserLeagueSchema);

export const FinalStandingSchema = z.object({
  userId: z.number().int(),
  displayName: z.string(),
  /** Percent. */
  totalReturn: z.number(),
  rank: z.number().int(),
  isYou: z.boolean(),
});
export type FinalStanding = z.infer<typeof FinalStandingSchema>;

/** GET /api/leagues/history: completed leagues and closed championship seasons the caller played. */
export const LeagueHistoryItemSchema = z.object({
  id: z.number().int(),
  competitionName: z.string(),
  /** null for leagues. */
  seasonNumber: z.number().int().nullable(),
  totalParticipants: z.number().int(),
  /** ISO. */
  endDate: z.string(),
  createdByUserId: z.number().int().nullable(),
  finalStandings: z.array(FinalStandingSchema),
});
export type LeagueHistoryItem = z.infer<typeof LeagueHistoryItemSchema>;
export const LeagueHistorySchema = z.array(LeagueHistoryItemSchema);

/** POST /api/competitions/:id/invite. */
export const InviteBodySchema = z
  .object({
    email: requiredText(COMPETITION_MESSAGES.inviteMissing).meta({ format: 'email' }),
    customMessage: z.string().trim().max(500, 'Your message can be at most 500 characters.').optional(),
  })
  .superRefine((v, ctx) => {
    if (v.email === '') return report(ctx, 'email', COMPETITION_MESSAGES.inviteMissing);
    if (!isValidEmail(v.email)) report(ctx, 'email', COMPETITION_MESSAGES.inviteInvalidEmail);
  });
export type InviteBody = z.infer<typeof InviteBodySchema>;

export const SuccessMessageSchema = z.object({ success: z.literal(true), message: z.string() });
export type SuccessMessage = z.infer<typeof SuccessMessageSchema>;
