import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CsvCell, toCsv } from './to-csv.ts';

/** A strict RFC 4180 reader (CRLF records, quoted fields with doubled quotes) after the UTF-8 byte-order mark. */
function parseCsv(text: string): string[][] {
  if (!text.startsWith('\uFEFF')) throw new Error('no byte-order mark');
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 1;
  while (i < text.length) {
    let value = '';
    if (text[i] === '"') {
      i++;
      for (;;) {
        if (i >= text.length) throw new Error('unterminated quoted field');
        if (text[i] === '"' && text[i + 1] === '"') {
          value += '"';
          i += 2;
        } else if (text[i] === '"') {
          i++;
          break;
        } else value += text[i++];
      }
    } else {
      while (i < text.length && text[i] !== ',' && text[i] !== '\r') {
        if (text[i] === '"' || text[i] === '\n') throw new Error(`bare ${JSON.stringify(text[i])} at ${i}`);
        value += text[i++];
      }
    }
    row.push(value);
    if (text[i] === ',') i++;
    else if (text.startsWith('\r\n', i)) {
      rows.push(row);
      row = [];
      i += 2;
    } else throw new Error(`expected , or CRLF at ${i}`);
  }
  if (row.length > 0) throw new Error('last record without CRLF');
  return rows;
}

/** What a reader should get back for a cell: numbers as written, text with the inert prefix when needed. */
const expected = (cell: CsvCell): string =>
  cell === null ? '' : typeof cell === 'number' ? String(cell) : /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;

describe('toCsv', () => {
  it('writes a byte-order mark, commas and CRLF record ends', () => {
    expect(
      toCsv([
        ['name', 'value'],
        ['Ana', 101_234.5],
      ]),
    ).toBe('\uFEFFname,value\r\nAna,101234.5\r\n');
    expect(toCsv([])).toBe('\uFEFF');
  });

  it('quotes fields with a comma, quote, CR or LF and doubles the quotes', () => {
    expect(toCsv([['a,b', 'say "hi"', 'two\nlines', 'cr\r', 'plain']])).toBe(
      '\uFEFF"a,b","say ""hi""","two\nlines","cr\r",plain\r\n',
    );
  });

  it('makes formula-looking text inert but writes negative numbers as numbers', () => {
    expect(toCsv([['=HYPERLINK("http://x")', '+1', '-2', '@SUM(A1)', '\tTab', -12.5, 0, null]])).toBe(
      '\uFEFF"\'=HYPERLINK(""http://x"")",\'+1,\'-2,\'@SUM(A1),\'\tTab,-12.5,0,\r\n',
    );
  });

  it('refuses numbers a spreadsheet cannot hold', () => {
    expect(() => toCsv([[Number.NaN]])).toThrow(RangeError);
    expect(() => toCsv([[Number.POSITIVE_INFINITY]])).toThrow(RangeError);
  });

  it('reads back field for field: quotes, commas, newlines, unicode and an injection attempt', () => {
    const rows: CsvCell[][] = [
      ['Name', 'Display name', 'Value', 'Return %', 'Trades'],
      ['Zoë "Z" O’Brien', 'zoë, the 1st', 101_234.56, -3.25, 12],
      ['李雷', '🚀 to the moon\r\nand back', 99_000, 0, 0],
      ['=HYPERLINK("http://x","click")', "-@cmd|' /C calc'!A0", null, 1e21, -0],
    ];
    expect(parseCsv(toCsv(rows))).toEqual(rows.map((row) => row.map(expected)));
  });

  it('reads back any table of text, numbers and blanks (property)', () => {
    const text = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.string({ unit: fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', '"', ',', ' ', 'a', 'é') }),
    );
    const cell = fc.oneof(text, fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer(), fc.constant(null));
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 1, maxLength: 6 }), { maxLength: 6 }), (rows) => {
        expect(parseCsv(toCsv(rows))).toEqual(rows.map((row) => row.map(expected)));
      }),
    );
  });
});
