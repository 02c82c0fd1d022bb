/** One record of a CSV file: its fields and the file line it starts on (1 = the first line). */
export interface CsvRecord {
  line: number;
  fields: string[];
}

/**
 * Reads CSV text as spreadsheets and school systems write it (RFC 4180 and its usual variations): a leading UTF-8
 * byte-order mark is dropped; records end with CRLF, LF or CR; a field in double quotes may hold the separator,
 * line breaks and doubled quotes; the separator is the first of comma, semicolon or tab found on the first line
 * outside quotes (European Excel writes semicolons). Records whose fields are all blank (empty lines, `,,,`) are left
 * out. An unclosed quote takes the rest of the file, as spreadsheets do.
 */
export function readCsvRecords(text: string): CsvRecord[] {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const separator = detectSeparator(body);
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  const endRecord = () => {
    fields.push(field);
    if (fields.some((f) => f.trim() !== '')) records.push({ line: recordLine, fields });
    fields = [];
    field = '';
  };
  for (let i = 0; i < body.length; i++) {
    const c = body[i] as string;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n' || (c === '\r' && body[i + 1] !== '\n')) line++;
        field += c;
      }
    } else if (c === '"' && field.trim() === '') {
      quoted = true;
      field = '';
    } else if (c === separator) {
      fields.push(field);
      field = '';
    } else if (c === '\r' || c === '\n') {
      if (c === '\r' && body[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else field += c;
  }
  if (field !== '' || fields.length > 0) endRecord();
  return records;
}

function detectSeparator(text: string): string {
  let quoted = false;
  for (const c of text) {
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === ',' || c === ';' || c === '\t')) return c;
    else if (!quoted && (c === '\n' || c === '\r')) break;
  }
  return ',';
}
