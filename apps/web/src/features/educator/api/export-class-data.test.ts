import { describe, expect, it } from 'vitest';
import { exportFilename } from './export-class-data.ts';

describe('exportFilename', () => {
  it.each([
    ['attachment; filename="class-data-league-21-2026-03-10.csv"', 'class-data-league-21-2026-03-10.csv'],
    ["attachment; filename*=UTF-8''class%20data.csv", 'class data.csv'],
    ['attachment; filename=plain.csv', 'plain.csv'],
    [null, 'class-data-league-21-2026-03-11.csv'],
  ])('reads %s as %s', (disposition, expected) => {
    expect(exportFilename(disposition, 21, '2026-03-11')).toBe(expected);
  });
});
