import { ROSTER_MAX_STUDENTS } from '@tradearena/domain';
import { z } from 'zod';
import { ASSIGNMENT_MESSAGES } from './educator-assignments.ts';
import { EDUCATOR_MESSAGES } from './educator-messages.ts';
import { positiveWholeNumber } from './positive-whole-number.ts';

/** Student accounts managed by the teacher (ADR 024): messages the API and the web share. */
export const CLASSROOM_MESSAGES = {
  rosterTooLarge: `At most ${ROSTER_MAX_STUDENTS} students can be imported at once: split the list and import each part`,
  rosterEmpty: 'The roster has no students',
  classFull: (room: number, students: number) =>
    `This class has room for ${room} more students and the roster has ${students}: raise the class size or import fewer`,
  studentNotManaged:
    'This student created their own account: they can reset their password from the sign-in page with their email',
  passwordChangeRequired: 'Please choose a new password before you continue',
  managedNoPayments: 'Class accounts cannot make purchases or payments. Ask your teacher if you need more.',
  managedNoReviews: 'Class accounts cannot post public reviews.',
  managedNoEmail: 'Class accounts have no email address: your teacher manages your account details.',
  managedClassOnly: 'Class accounts trade in their class only.',
} as const;

const rosterText = z.string().max(1000).optional();

const CLASSROOM_ROSTER_SHAPE =
  'Send JSON { students: [{ firstName, lastName, studentId? }] } or a CSV file whose first line is first_name,last_name';

/** One student of a JSON roster: names as typed (checkRosterStudents trims and checks them row by row). */
export const RosterStudentInputSchema = z.object({
  firstName: z.string().max(1000),
  lastName: z.string().max(1000),
  studentId: rosterText,
});

/**
 * POST /api/educator/leagues/:leagueId/roster as JSON. A CSV body (`text/csv`, header `first_name,last_name[,student_id]`)
 * is the other form. Up to ROSTER_MAX_STUDENTS rows; more is refused whole (EDUCATOR_ROSTER_TOO_LARGE).
 */
export const RosterImportJsonSchema = z.object({
  students: z.array(RosterStudentInputSchema, { error: 'Send { students: [{ firstName, lastName, studentId? }] }' }),
});
export type RosterImportJson = z.infer<typeof RosterImportJsonSchema>;

/** The body of the roster import: the JSON list, or the CSV file's text (`text/csv`). */
export const RosterImportBodySchema = z.union([RosterImportJsonSchema, z.string()], {
  error: CLASSROOM_ROSTER_SHAPE,
});

export const RosterImportParamsSchema = z.object({ leagueId: positiveWholeNumber(EDUCATOR_MESSAGES.leagueNotFound) });

export const RosterCreatedStudentSchema = z.object({
  userId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  studentId: z.string().nullable(),
  username: z.string(),
  /** Shown only in this answer and on the printable login cards: the server keeps only its hash. */
  temporaryPassword: z.string(),
});
export type RosterCreatedStudent = z.infer<typeof RosterCreatedStudentSchema>;

export const RosterSkippedRowSchema = z.object({ row: z.number().int(), reason: z.string() });
export type RosterSkippedRow = z.infer<typeof RosterSkippedRowSchema>;

/** 201: the accounts created (already in the class) and the rows skipped with their reason. */
export const RosterImportResponseSchema = z.object({
  created: z.array(RosterCreatedStudentSchema),
  skipped: z.array(RosterSkippedRowSchema),
});
export type RosterImportResponse = z.infer<typeof RosterImportResponseSchema>;

export const ResetStudentPasswordParamsSchema = z.object({
  userId: positiveWholeNumber(ASSIGNMENT_MESSAGES.studentNotFound),
});

/** POST /api/educator/students/:userId/reset-password: a new temporary password, shown once. */
export const ResetStudentPasswordResponseSchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  temporaryPassword: z.string(),
});
export type ResetStudentPasswordResponse = z.infer<typeof ResetStudentPasswordResponseSchema>;
