import {
  CLASS_LEAGUE_DEFAULT_DURATION_DAYS,
  CLASS_LEAGUE_DEFAULT_MAX_STUDENTS,
  CLASS_LEAGUE_MESSAGES,
  hasForbiddenCharacters,
  TRADE_SIDES,
} from '@tradearena/domain';
import { z } from 'zod';
import { COMPETITION_MESSAGES, CompetitionSchema, LeagueResponseSchema } from './competitions.ts';
import { ASSIGNMENT_MESSAGES } from './educator-assignments.ts';
import { ANNOUNCEMENT_LIMITS, EDUCATOR_MESSAGES, formNumber } from './educator-messages.ts';
import { positiveWholeNumber } from './positive-whole-number.ts';
import { RankingModeSchema } from './ranking-mode.ts';

export {
  ASSIGNMENT_DUE_TIMES,
  ASSIGNMENT_DUE_WARNING_DAYS,
  ASSIGNMENT_GOAL_KINDS,
  ASSIGNMENT_TYPES,
  type AssignmentGoalKind,
  type AssignmentType,
  DEFAULT_ASSIGNMENT_DUE_TIME,
  GUIDANCE_MAX_DRAWDOWN_PERCENT,
  GUIDANCE_MAX_POSITION_PERCENT,
  GUIDANCE_MAX_TRADES_PER_DAY,
  GUIDANCE_TRADE_WINDOW_DAYS,
} from '@tradearena/domain';

/**
 * Educator class leagues and announcements (docs/product/educators.md#announcements). Range rules of the create form are
 * the domain's (classLeagueSettings): this schema only shapes the body, so a 400 carries the form's own message.
 */
export const ANNOUNCEMENT_PRIORITIES = ['urgent', 'high', 'normal'] as const;
export type AnnouncementPriority = (typeof ANNOUNCEMENT_PRIORITIES)[number];

const M = EDUCATOR_MESSAGES;

/** POST /api/educator/leagues: start date and time are in the educator's own time zone (users.timezone). */
export const CreateClassLeagueBodySchema = z.object({
  name: z
    .string({ error: CLASS_LEAGUE_MESSAGES.nameRequired })
    .max(1000, CLASS_LEAGUE_MESSAGES.nameTooLong)
    .refine((v) => !hasForbiddenCharacters(v), COMPETITION_MESSAGES.nameInvalid)
    .default(''),
  /** Learning objectives. */
  description: z
    .string()
    .trim()
    .max(1000, M.descriptionTooLong)
    .refine((v) => !hasForbiddenCharacters(v.replace(/[\n\r\t]/g, ' ')), M.textInvalid)
    .nullish()
    .transform((v) => v ?? ''),
  /** Days. */
  duration: formNumber(CLASS_LEAGUE_DEFAULT_DURATION_DAYS, CLASS_LEAGUE_MESSAGES.badDuration),
  /** 1..999; 999 = unlimited. */
  maxParticipants: formNumber(CLASS_LEAGUE_DEFAULT_MAX_STUDENTS, CLASS_LEAGUE_MESSAGES.badMaxStudents),
  /** 'YYYY-MM-DD' in the educator's zone. */
  startDate: z
    .string({ error: CLASS_LEAGUE_MESSAGES.startRequired })
    .max(40, CLASS_LEAGUE_MESSAGES.badStartDate)
    .default(''),
  /** Start at once (the date and time are then not read); default: at the chosen date and time. */
  startNow: z.boolean({ error: CLASS_LEAGUE_MESSAGES.startNowNotBoolean }).default(false),
  /** 'HH:MM' (24-hour) in the educator's zone. */
  startTime: z
    .string({ error: CLASS_LEAGUE_MESSAGES.startRequired })
    .max(40, CLASS_LEAGUE_MESSAGES.badStartTime)
    .default(''),
  /** Whole dollars; not a number (blank, absent) means the default $100,000 (docs/product/educators.md). */
  customStartingBalance: z
    .union([z.number(), z.string().max(40)], { error: CLASS_LEAGUE_MESSAGES.balanceStep })
    .nullish(),
  /** docs/product/trading.md#short-selling-and-margin: students may sell short (default: no; the educator can switch it on later). */
  shortSellingAllowed: z.boolean().default(false),
  /** ADR 023: what the class standings sort by (default: return above the S&P 500). */
  rankingMode: RankingModeSchema.default('excess'),
});
export type CreateClassLeagueBody = z.infer<typeof CreateClassLeagueBodySchema>;

/** 201 of POST /api/educator/leagues: the league and its invite code (the educator is not one of its players). */
export const ClassLeagueResponseSchema = LeagueResponseSchema;
export type ClassLeagueResponse = z.infer<typeof ClassLeagueResponseSchema>;

/** GET /api/educator/leagues: the educator's class leagues, invite code included, with the number of students. */
export const EducatorLeagueSchema = CompetitionSchema.extend({ studentCount: z.number().int() });
export type EducatorLeague = z.infer<typeof EducatorLeagueSchema>;
export const EducatorLeaguesSchema = z.array(EducatorLeagueSchema);

const messageText = (max: number, tooLong: string) =>
  z
    .string({ error: M.messageRequired })
    .trim()
    .min(1, M.messageRequired)
    .max(max, tooLong)
    .refine((v) => !hasForbiddenCharacters(v.replace(/[\n\r\t]/g, ' ')), M.textInvalid);

/** POST /api/educator/message. */
export const ClassMessageBodySchema = z.object({
  leagueId: z.coerce
    .number({ error: M.leagueIdInvalid })
    .int(M.leagueIdInvalid)
    .positive(M.leagueIdInvalid)
    .max(Number.MAX_SAFE_INTEGER, M.leagueIdInvalid),
  title: messageText(ANNOUNCEMENT_LIMITS.titleLength, M.titleTooLong),
  message: messageText(ANNOUNCEMENT_LIMITS.messageLength, M.messageTooLong),
  priority: z.enum(ANNOUNCEMENT_PRIORITIES, { error: M.priorityInvalid }).default('normal'),
});
export type ClassMessageBody = z.infer<typeof ClassMessageBodySchema>;

/** The announcement entity of docs/product/educators.md#announcements as a student sees it (`isRead` is that student's). */
export const AnnouncementSchema = z.object({
  id: z.number().int(),
  competitionId: z.number().int(),
  leagueName: z.string(),
  title: z.string(),
  message: z.string(),
  priority: z.enum(ANNOUNCEMENT_PRIORITIES),
  isRead: z.boolean(),
  /** ISO instant. */
  createdAt: z.string(),
});
export type Announcement = z.infer<typeof AnnouncementSchema>;
export const AnnouncementsSchema = z.array(AnnouncementSchema);

export const ClassMessageResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  announcement: AnnouncementSchema,
});
export type ClassMessageResponse = z.infer<typeof ClassMessageResponseSchema>;

/** `:id` of POST /api/student/announcements/:id/read. */
export const AnnouncementIdParamsSchema = z.object({ id: positiveWholeNumber('Announcement id must be a number') });
export type AnnouncementIdParams = z.infer<typeof AnnouncementIdParamsSchema>;

/** `?leagueId=` of GET /api/educator/students and /activity: one class; absent (or 'all') = every class. */
export const EducatorLeagueFilterQuerySchema = z.object({
  leagueId: z
    .union([z.literal('all'), positiveWholeNumber(M.leagueNotFound)])
    .optional()
    .transform((v) => (v === 'all' ? undefined : v)),
});
export type EducatorLeagueFilterQuery = z.infer<typeof EducatorLeagueFilterQuerySchema>;

/**
 * GET /api/educator/students: one row per student per class (removed students are left out). isOnline: a session of
 * the student was used in the last EDUCATOR_ONLINE_WINDOW_MINUTES minutes.
 */
export const EDUCATOR_ONLINE_WINDOW_MINUTES = 5;
export const EducatorStudentSchema = z.object({
  userId: z.number().int(),
  firstName: z.string(),
  displayName: z.string(),
  isOnline: z.boolean(),
  leagueId: z.number().int(),
  leagueName: z.string(),
  /** ISO instant. */
  joinedAt: z.string(),
  /** An account the teacher created from a roster (ADR 024): the teacher can reset its password. */
  managed: z.boolean(),
  /** Its username, for a managed account (what the student signs in with); null otherwise. */
  username: z.string().nullable(),
  /** The last name the teacher imported, for a managed account (its login card); null otherwise. */
  lastName: z.string().nullable(),
});
export type EducatorStudent = z.infer<typeof EducatorStudentSchema>;
export const EducatorStudentsSchema = z.array(EducatorStudentSchema);

/** `:leagueId/students/:userId` of DELETE /api/educator/leagues/:leagueId/students/:userId. */
export const RemoveStudentParamsSchema = z.object({
  leagueId: positiveWholeNumber(M.leagueNotFound),
  userId: positiveWholeNumber(ASSIGNMENT_MESSAGES.studentNotFound),
});
export type RemoveStudentParams = z.infer<typeof RemoveStudentParamsSchema>;

/** `:leagueId` of GET /api/educator/analytics/:leagueId ('all' = every class) and /api/educator/export/:leagueId. */
export const AnalyticsParamsSchema = z.object({
  leagueId: z.union([z.literal('all'), positiveWholeNumber(M.leagueNotFound)], { error: M.leagueNotFound }),
});
export type AnalyticsParams = z.infer<typeof AnalyticsParamsSchema>;
export const ExportParamsSchema = z.object({ leagueId: positiveWholeNumber(M.leagueNotFound) });
export type ExportParams = z.infer<typeof ExportParamsSchema>;

export const GUIDANCE_REASONS = ['concentrated', 'deep_drawdown', 'overtrading'] as const;

/**
 * GET /api/educator/analytics/:leagueId (docs/product/educators.md#class-analytics; ADR 012): real figures. returnPercent and classAverage in
 * percent (2 decimals); "today" since midnight in the educator's zone; activeToday = signed in or traded today.
 */
export const ClassAnalyticsResponseSchema = z.object({
  studentCount: z.number().int(),
  activeLeagues: z.number().int(),
  activeToday: z.number().int(),
  classAverage: z.number().nullable(),
  topPerformer: z.object({ name: z.string(), returnPercent: z.number() }).nullable(),
  mostActive: z.object({ name: z.string(), tradesToday: z.number().int() }).nullable(),
  needsGuidance: z.number().int(),
  needsGuidanceStudents: z.array(z.object({ name: z.string(), reasons: z.array(z.enum(GUIDANCE_REASONS)) })),
  /** Per class counted: its students against the S&P 500 (docs/decisions/023-performance-benchmark-and-attribution.md). */
  classes: z.array(
    z.object({
      leagueId: z.number().int(),
      name: z.string(),
      studentCount: z.number().int(),
      /** Percent of the students whose return is above the S&P 500's over the class; null without students. */
      beatingBenchmarkPercent: z.number().nullable(),
      /** Median return above the S&P 500, percent; null without students. */
      medianExcessReturnPct: z.number().nullable(),
      /** The portfolios whose largest stock weighs most (percent of the invested capital), heaviest first. */
      mostConcentrated: z.array(z.object({ name: z.string(), symbol: z.string(), positionPercent: z.number() })),
    }),
  ),
});
export type ClassAnalyticsResponse = z.infer<typeof ClassAnalyticsResponseSchema>;

/** GET /api/educator/activity: the latest student trades (price in dollars per share). */
export const EDUCATOR_ACTIVITY_LIMIT = 5;
export const ClassActivityItemSchema = z.object({
  displayName: z.string(),
  leagueName: z.string(),
  symbol: z.string(),
  /**
   * docs/product/trading.md#short-selling-and-margin: shorts and covers too; ADR 029: `dividend` (credited, or charged
   * to a short) and `split` entries of the students' class portfolios, with their `text`.
   */
  side: z.enum([...TRADE_SIDES, 'dividend', 'split']),
  /** Trades: the shares; a dividend: the shares it was paid on; a split: the shares after it. */
  quantity: z.number().int(),
  /** Trades: the fill price; a dividend or split: the cash it moved (dollars, negative when charged). */
  price: z.number(),
  /** ADR 029: a dividend's or split's ledger text ("Dividend: 100 KO × $0.51"); absent for a trade. */
  text: z.string().optional(),
  /** ISO instant. */
  executedAt: z.string(),
  /** ADR 026: the student's note on the order, as typed; null without one. */
  note: z.string().nullish(),
});
export type ClassActivityItem = z.infer<typeof ClassActivityItemSchema>;
export const ClassActivitySchema = z.array(ClassActivityItemSchema);
