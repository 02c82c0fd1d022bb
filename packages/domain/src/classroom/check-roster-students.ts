import { hasForbiddenCharacters } from '../account-identity.ts';
import { ROSTER_NAME_MAX_LENGTH, ROSTER_STUDENT_ID_MAX_LENGTH } from './roster-constants.ts';

/** A roster row as typed: `row` is the line of the file (CSV) or the position in the list from 1 (JSON). */
export interface RosterEntry {
  row: number;
  firstName: string;
  lastName: string;
  studentId?: string;
}

export interface RosterStudent {
  row: number;
  firstName: string;
  lastName: string;
  studentId: string | null;
}

export interface RosterSkip {
  row: number;
  reason: string;
}

/**
 * The rows a roster import creates accounts for, names trimmed, and the rows it skips with the reason a teacher
 * can act on: a missing name, a name too long or holding characters names may not carry, a student id seen on an
 * earlier row of the same file.
 */
export function checkRosterStudents(entries: readonly RosterEntry[]): {
  students: RosterStudent[];
  skipped: RosterSkip[];
} {
  const students: RosterStudent[] = [];
  const skipped: RosterSkip[] = [];
  const seenIds = new Set<string>();
  for (const entry of entries) {
    const firstName = entry.firstName.trim();
    const lastName = entry.lastName.trim();
    const studentId = entry.studentId?.trim() || null;
    const reason = refusal(firstName, lastName, studentId, seenIds);
    if (reason) {
      skipped.push({ row: entry.row, reason });
      continue;
    }
    if (studentId) seenIds.add(studentId.toLowerCase());
    students.push({ row: entry.row, firstName, lastName, studentId });
  }
  return { students, skipped };
}

function refusal(firstName: string, lastName: string, studentId: string | null, seenIds: Set<string>): string | null {
  if (firstName === '' && lastName === '') return 'First and last name are missing';
  if (firstName === '') return 'First name is missing';
  if (lastName === '') return 'Last name is missing';
  if (firstName.length > ROSTER_NAME_MAX_LENGTH || lastName.length > ROSTER_NAME_MAX_LENGTH) {
    return `A name is longer than ${ROSTER_NAME_MAX_LENGTH} characters`;
  }
  if (hasForbiddenCharacters(firstName) || hasForbiddenCharacters(lastName)) {
    return 'A name holds characters that are not allowed';
  }
  if (studentId !== null) {
    if (studentId.length > ROSTER_STUDENT_ID_MAX_LENGTH || hasForbiddenCharacters(studentId)) {
      return 'The student id is not valid';
    }
    if (seenIds.has(studentId.toLowerCase())) return `Student id ${studentId} appears on an earlier row`;
  }
  return null;
}
