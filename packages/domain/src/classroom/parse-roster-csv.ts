import type { RosterEntry } from './check-roster-students.ts';
import { readCsvRecords } from './read-csv-records.ts';

export type ParsedRosterCsv = { ok: true; entries: RosterEntry[] } | { ok: false; reason: string };

const COLUMNS = {
  firstName: ['first_name', 'firstname', 'first', 'given_name', 'givenname', 'student_first_name'],
  lastName: ['last_name', 'lastname', 'last', 'surname', 'family_name', 'familyname', 'student_last_name'],
  studentId: ['student_id', 'studentid', 'student_number', 'id', 'sis_id', 'local_id'],
} as const;

/** `First Name`, `first-name` and `FIRST_NAME` are the same column. */
function columnKey(header: string): string {
  return header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

/**
 * A roster file (header `first_name,last_name[,student_id]`, in any case, with spaces or dashes for underscores and
 * the usual synonyms school systems export, other columns ignored) read into entries numbered by their file line.
 * Refused whole when there is no header naming a first and a last name column.
 */
export function parseRosterCsv(text: string): ParsedRosterCsv {
  const [header, ...records] = readCsvRecords(text);
  if (!header) return { ok: false, reason: 'The file is empty' };
  const keys = header.fields.map(columnKey);
  const find = (names: readonly string[]) => keys.findIndex((k) => names.includes(k));
  const first = find(COLUMNS.firstName);
  const last = find(COLUMNS.lastName);
  const id = find(COLUMNS.studentId);
  if (first < 0 || last < 0) {
    return {
      ok: false,
      reason: 'The first line must name the columns first_name,last_name (and optionally student_id)',
    };
  }
  const entries = records.map(({ line, fields }): RosterEntry => {
    const studentId = id < 0 ? '' : (fields[id] ?? '');
    return {
      row: line,
      firstName: fields[first] ?? '',
      lastName: fields[last] ?? '',
      ...(studentId.trim() === '' ? {} : { studentId }),
    };
  });
  return { ok: true, entries };
}
