export type CsvCell = string | number | null;

/** Characters that make a spreadsheet read a text cell as a formula (OWASP "CSV Injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

function textField(text: string): string {
  const inert = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(inert) ? `"${inert.replaceAll('"', '""')}"` : inert;
}

function field(cell: CsvCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') {
    if (!Number.isFinite(cell)) throw new RangeError(`Not a finite number for CSV: ${cell}`);
    return String(cell === 0 ? 0 : cell);
  }
  return textField(cell);
}

/**
 * RFC 4180 CSV for spreadsheets: a UTF-8 byte-order mark first (send the string as UTF-8 and Excel opens it as
 * UTF-8), comma separators, every record ended by CRLF, a field quoted when it holds a comma, quote, CR or LF, quotes
 * doubled inside. Text cells starting with = + - @ tab or CR get a leading single quote (OWASP CSV-injection advice),
 * so `=HYPERLINK(...)` shows as text. The type tells data from text: a JavaScript number (−12.5 too) is written as
 * the number it is and never prefixed, a string always counts as text ('-12.5' becomes "'-12.5"). So pass figures as
 * numbers and names as strings. null is an empty field; NaN and ±Infinity throw RangeError.
 */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return `\uFEFF${rows.map((row) => `${row.map(field).join(',')}\r\n`).join('')}`;
}
