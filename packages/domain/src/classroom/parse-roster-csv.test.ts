import { describe, expect, it } from 'vitest';
import { checkRosterStudents } from './check-roster-students.ts';
import { parseRosterCsv } from './parse-roster-csv.ts';

function entries(text: string) {
  const parsed = parseRosterCsv(text);
  if (!parsed.ok) throw new Error(parsed.reason);
  return parsed.entries;
}

describe('parseRosterCsv on exports of school systems', () => {
  it('reads an Excel "CSV UTF-8" export: byte-order mark, CRLF, accented names', () => {
    const file = '\uFEFFfirst_name,last_name,student_id\r\nAda,Lovelace,1001\r\nZoë,Müller,1002\r\n';
    expect(entries(file)).toEqual([
      { row: 2, firstName: 'Ada', lastName: 'Lovelace', studentId: '1001' },
      { row: 3, firstName: 'Zoë', lastName: 'Müller', studentId: '1002' },
    ]);
  });

  it('keeps commas, quotes and line breaks inside quoted fields, and counts the lines they span', () => {
    const file = [
      'First Name,Last Name,Student ID',
      '"Mary, Jr.","O\'Brien",7',
      '"Jean ""JJ""","Van\nder Berg",8',
      'Li,Wei,9',
    ].join('\n');
    expect(entries(file)).toEqual([
      { row: 2, firstName: 'Mary, Jr.', lastName: "O'Brien", studentId: '7' },
      { row: 3, firstName: 'Jean "JJ"', lastName: 'Van\nder Berg', studentId: '8' },
      { row: 5, firstName: 'Li', lastName: 'Wei', studentId: '9' },
    ]);
  });

  it('skips blank lines and rows of empty cells (a spreadsheet saved with trailing rows), keeping file line numbers', () => {
    const file = 'last_name,first_name\n\nCurie,Marie\r\n,\n  \nTuring,Alan\n\n';
    expect(entries(file)).toEqual([
      { row: 3, firstName: 'Marie', lastName: 'Curie' },
      { row: 6, firstName: 'Alan', lastName: 'Turing' },
    ]);
  });

  it('reads a semicolon export (European Excel), a tab export and old Mac CR line ends, ignoring extra columns', () => {
    expect(entries('Grade;First_Name;Last_Name\r\n7;Ada;Lovelace')).toEqual([
      { row: 2, firstName: 'Ada', lastName: 'Lovelace' },
    ]);
    expect(entries('first_name\tlast_name\nAda\tLovelace\n')).toEqual([
      { row: 2, firstName: 'Ada', lastName: 'Lovelace' },
    ]);
    expect(entries('first_name,last_name\rAda,Lovelace\rAlan,Turing')).toEqual([
      { row: 2, firstName: 'Ada', lastName: 'Lovelace' },
      { row: 3, firstName: 'Alan', lastName: 'Turing' },
    ]);
  });

  it('refuses a file without the name columns or an empty one, saying what the first line must be', () => {
    expect(parseRosterCsv('name,email\nAda Lovelace,ada@example.com')).toEqual({
      ok: false,
      reason: 'The first line must name the columns first_name,last_name (and optionally student_id)',
    });
    expect(parseRosterCsv('\uFEFF\r\n\r\n')).toEqual({ ok: false, reason: 'The file is empty' });
  });

  it('reads all 201 rows of a big file (the import, not the parser, limits the count)', () => {
    const rows = Array.from({ length: 201 }, (_, i) => `Student,Number ${i + 1},${i + 1}`);
    const parsed = entries(['first_name,last_name,student_id', ...rows].join('\r\n'));
    expect(parsed).toHaveLength(201);
    expect(parsed[200]).toEqual({ row: 202, firstName: 'Student', lastName: 'Number 201', studentId: '201' });
  });
});

describe('checkRosterStudents', () => {
  it('skips rows without a name, with a too long name, control characters or a repeated student id', () => {
    const checked = checkRosterStudents([
      { row: 2, firstName: ' Ada ', lastName: 'Lovelace', studentId: 'A1' },
      { row: 3, firstName: '', lastName: 'Nobody' },
      { row: 4, firstName: 'Solo', lastName: '  ' },
      { row: 5, firstName: 'X'.repeat(101), lastName: 'Long' },
      { row: 6, firstName: 'Bad\u202Ename', lastName: 'Bidi' },
      { row: 7, firstName: 'Ada', lastName: 'Twin', studentId: 'a1' },
      { row: 8, firstName: '', lastName: '' },
    ]);
    expect(checked.students).toEqual([{ row: 2, firstName: 'Ada', lastName: 'Lovelace', studentId: 'A1' }]);
    expect(checked.skipped).toEqual([
      { row: 3, reason: 'First name is missing' },
      { row: 4, reason: 'Last name is missing' },
      { row: 5, reason: 'A name is longer than 100 characters' },
      { row: 6, reason: 'A name holds characters that are not allowed' },
      { row: 7, reason: 'Student id a1 appears on an earlier row' },
      { row: 8, reason: 'First and last name are missing' },
    ]);
  });
});
