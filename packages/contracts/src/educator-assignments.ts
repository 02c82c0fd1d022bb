import {
  ASSIGNMENT_GOAL_KINDS,
  ASSIGNMENT_TYPES,
  type AssignmentDueInstant,
  hasForbiddenCharacters,
} from '@tradearena/domain';
import { z } from 'zod';
import { formNumber, EDUCATOR_MESSAGES as M } from './educator-messages.ts';
import type { ErrorCode } from './errors.ts';
import { positiveWholeNumber } from './positive-whole-number.ts';

/** Class assignments: their limits, messages, goals and results (docs/product/educators.md#assignments; ADR 012). */

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
