import {
  ASSIGNMENT_GOAL_KINDS,
  ASSIGNMENT_TYPES,
  type AssignmentDueInstant,
  CLASS_LEAGUE_DEFAULT_DURATION_DAYS,
  CLASS_LEAGUE_DEFAULT_MAX_STUDENTS,
  CLASS_LEAGUE_MESSAGES,
  hasForbiddenCharacters,
  TRADE_SIDES,
} from '@tradearena/domain';
import { z } from 'zod';
import { COMPETITION_MESSAGES, CompetitionSchema, LeagueResponseSchema } from './competitions.ts';
import type { ErrorCode } from './errors.ts';
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

export const ANNOUNCEMENT_LIMITS = { titleLength: 200, messageLength: 5000 } as const;

export const EDUCATOR_MESSAGES = {
  educatorRequired: 'Educator access required',
  leagueNotFound: 'League not found',
  leagueCreated: 'League created successfully!',
  descriptionTooLong: 'Learning objectives must be at most 1000 characters',
  messageRequired: 'Please enter both title and message',
  titleTooLong: `The title must be at most ${ANNOUNCEMENT_LIMITS.titleLength} characters`,
  messageTooLong: `The message must be at most ${ANNOUNCEMENT_LIMITS.messageLength.toLocaleString('en-US')} characters`,
  textInvalid: 'Text cannot contain control characters, text-direction controls or broken characters',
  priorityInvalid: 'Priority must be urgent, high or normal',
  messageSent: 'Message sent to class successfully!',
  leagueIdInvalid: 'Please select a specific class to message',
  announcementNotFound: 'Announcement not found',
  announcementRead: 'Announcement marked as read',
} as const;

const M = EDUCATOR_MESSAGES;

/** A whole number given as a number or a form's digits ('30'); absent or blank is the default. */
const formNumber = (fallback: number, invalid: string) =>
  z.preprocess(
    (v) => {
      if (v === undefined || v === null) return fallback;
      if (typeof v !== 'string') return v;
      const s = v.trim();
      return s === '' ? fallback : /^-?\d{1,9}$/.test(s) ? Number(s) : v;
    },
    z.number({ error: invalid }),
  );

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

// ---------------------------------------------------------------------------------------------------------------
// Assignments, students, analytics, activity, export (docs/product/educators.md#assignments "Classes"; docs/product/educators.md#assignments; ADR 012).

export const ASSIGNMENT_LIMITS = {
  titleLength: 200,
  textLength: 5000,
  maxScore: 1000,
  /** Upper bounds of goal targets (ours): sectors held, trades, points above the class average. */
  maxSectors: 20,
  maxTrades: 10_000,
  maxPointsAboveAverage: 1000,
} as const;

export const ASSIGNMENT_MESSAGES = {
  titleRequired: 'Assignment title is required',
  dueDateRequired: 'Due date is required',
  leagueRequired: 'Please select a league for this assignment',
  created: 'Assignment created successfully!',
  titleTooLong: `The title must be at most ${ASSIGNMENT_LIMITS.titleLength} characters`,
  textTooLong: `Each text must be at most ${ASSIGNMENT_LIMITS.textLength.toLocaleString('en-US')} characters`,
  typeInvalid: 'Assignment type must be portfolio_analysis, risk_assessment, market_research or trading_strategy',
  maxScoreInvalid: `Max score must be a whole number from 1 to ${ASSIGNMENT_LIMITS.maxScore.toLocaleString('en-US')}`,
  badDueDate: 'Due date must be a date like 2026-09-01',
  badDueTime: 'Due time must be 09:00 to 23:30 in 30-minute steps, or 23:59',
  badTimeZone: 'Your time zone setting is not a valid IANA zone: fix it in Settings',
  dueInPast: 'Due date cannot be in the past',
  goalKindInvalid: 'Goal must be min_sectors, min_trades, beat_class_average or max_drawdown',
  goalTargetInvalid: 'Goal target is out of range for this kind of goal',
  studentNotFound: 'Student not found in this class',
  studentRemoved: 'Student removed from the class',
  leagueEnded: 'This class league has ended: assignments can only be added to a league that has not ended',
} as const;

/** Each failure of the domain's assignmentDueInstant as an error code and the message the create dialog shows. */
export const ASSIGNMENT_DUE_FAILURES: Record<
  Extract<AssignmentDueInstant, { ok: false }>['reason'],
  { code: ErrorCode; message: string }
> = {
  bad_date: { code: 'ASSIGNMENT_DUE_INVALID', message: ASSIGNMENT_MESSAGES.badDueDate },
  bad_time: { code: 'ASSIGNMENT_DUE_INVALID', message: ASSIGNMENT_MESSAGES.badDueTime },
  bad_time_zone: { code: 'ASSIGNMENT_DUE_INVALID', message: ASSIGNMENT_MESSAGES.badTimeZone },
  in_the_past: { code: 'ASSIGNMENT_DUE_IN_PAST', message: ASSIGNMENT_MESSAGES.dueInPast },
};

const AssignmentGoalKindSchema = z.enum(ASSIGNMENT_GOAL_KINDS, { error: ASSIGNMENT_MESSAGES.goalKindInvalid });

/** A goal's target range per kind (ADR 012): sectors and trades whole numbers ≥ 1, points ≥ 0, drawdown 0–100 %. */
function goalTargetOk(kind: (typeof ASSIGNMENT_GOAL_KINDS)[number], target: number): boolean {
  switch (kind) {
    case 'min_sectors':
      return Number.isInteger(target) && target >= 1 && target <= ASSIGNMENT_LIMITS.maxSectors;
    case 'min_trades':
      return Number.isInteger(target) && target >= 1 && target <= ASSIGNMENT_LIMITS.maxTrades;
    case 'beat_class_average':
      return target >= 0 && target <= ASSIGNMENT_LIMITS.maxPointsAboveAverage;
    case 'max_drawdown':
      return target >= 0 && target <= 100;
  }
}

export const AssignmentGoalSchema = z
  .object({
    kind: AssignmentGoalKindSchema,
    target: z.coerce.number({ error: ASSIGNMENT_MESSAGES.goalTargetInvalid }).finite(),
  })
  .refine((g) => goalTargetOk(g.kind, g.target), ASSIGNMENT_MESSAGES.goalTargetInvalid);
export type AssignmentGoalBody = z.infer<typeof AssignmentGoalSchema>;

const assignmentText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, ASSIGNMENT_MESSAGES.textTooLong)
    .refine((v) => !hasForbiddenCharacters(v.replace(/[\n\r\t]/g, ' ')), M.textInvalid)
    .nullish()
    .transform((v) => v ?? '');

/**
 * POST /api/educator/assignments (docs/product/educators.md#assignments). The form's checks come first, in its order: title, due date, league.
 * dueDate 'YYYY-MM-DD' and dueTime 'HH:MM' (one of ASSIGNMENT_DUE_TIMES, default 23:59) are the educator's wall clock
 * in the educator's zone; the server turns them into the due instant (assignmentDueInstant). An ISO instant given as
 * dueDate (as older clients send it) is read as its first 10 characters. createdByUserId is ignored: the session decides.
 */
export const CreateAssignmentBodySchema = z.object({
  title: z
    .string({ error: ASSIGNMENT_MESSAGES.titleRequired })
    .trim()
    .min(1, ASSIGNMENT_MESSAGES.titleRequired)
    .max(ASSIGNMENT_LIMITS.titleLength, ASSIGNMENT_MESSAGES.titleTooLong)
    .refine((v) => !hasForbiddenCharacters(v), M.textInvalid),
  dueDate: z
    .string({ error: ASSIGNMENT_MESSAGES.dueDateRequired })
    .trim()
    .min(1, ASSIGNMENT_MESSAGES.dueDateRequired)
    .max(40, ASSIGNMENT_MESSAGES.badDueDate)
    .transform((v) => (/^\d{4}-\d{2}-\d{2}T/.test(v) ? v.slice(0, 10) : v)),
  competitionId: positiveWholeNumber(ASSIGNMENT_MESSAGES.leagueRequired),
  description: assignmentText(ASSIGNMENT_LIMITS.textLength),
  instructions: assignmentText(ASSIGNMENT_LIMITS.textLength),
  requirements: assignmentText(ASSIGNMENT_LIMITS.textLength),
  assignmentType: z.enum(ASSIGNMENT_TYPES, { error: ASSIGNMENT_MESSAGES.typeInvalid }).default('portfolio_analysis'),
  maxScore: formNumber(100, ASSIGNMENT_MESSAGES.maxScoreInvalid).refine(
    (v) => Number.isInteger(v) && v >= 1 && v <= ASSIGNMENT_LIMITS.maxScore,
    ASSIGNMENT_MESSAGES.maxScoreInvalid,
  ),
  dueTime: z
    .string({ error: ASSIGNMENT_MESSAGES.badDueTime })
    .max(10, ASSIGNMENT_MESSAGES.badDueTime)
    .nullish()
    .transform((v) => v ?? ''),
  goal: AssignmentGoalSchema.nullish().transform((v) => v ?? null),
});
export type CreateAssignmentBody = z.infer<typeof CreateAssignmentBodySchema>;

/** A student's graded goal: `actual` is sectors, trades, points above the class average or drawdown percent. */
export const AssignmentResultSchema = z.object({ met: z.boolean(), actual: z.number(), target: z.number() });
export type AssignmentResult = z.infer<typeof AssignmentResultSchema>;

/**
 * The assignment entity (docs/product/educators.md#assignments) plus its goal. dueDate is the due INSTANT (ISO); the client shows the due
 * status with the domain's assignmentDueStatus in the viewer's zone. myResult is the caller's own graded result
 * (null before grading, without a goal, and for the educator).
 */
export const AssignmentSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  instructions: z.string(),
  requirements: z.string(),
  assignmentType: z.enum(ASSIGNMENT_TYPES),
  maxScore: z.number().int(),
  /** ISO instant. */
  dueDate: z.string(),
  competitionId: z.number().int(),
  leagueName: z.string(),
  createdByUserId: z.number().int().nullable(),
  /** ISO instant. */
  createdAt: z.string(),
  goal: z.object({ kind: z.enum(ASSIGNMENT_GOAL_KINDS), target: z.number() }).nullable(),
  /** ISO instant the goal was graded (the due time has passed and the grading job ran); null before. */
  gradedAt: z.string().nullable(),
  myResult: AssignmentResultSchema.nullable(),
});
export type Assignment = z.infer<typeof AssignmentSchema>;
export const AssignmentsSchema = z.array(AssignmentSchema);

/** GET /api/educator/assignments: each assignment with every graded student's result (empty before grading). */
export const EducatorAssignmentSchema = AssignmentSchema.extend({
  results: z.array(AssignmentResultSchema.extend({ userId: z.number().int(), displayName: z.string() })),
});
export type EducatorAssignment = z.infer<typeof EducatorAssignmentSchema>;
export const EducatorAssignmentsSchema = z.array(EducatorAssignmentSchema);

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
