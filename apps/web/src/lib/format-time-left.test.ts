import { describe, expect, it } from 'vitest';
import { formatTimeLeft } from './format-time-left.ts';

describe('time left', () => {
  it.each([
    [((2 * 24 + 14) * 60 + 5) * 60_000, '2d 14h'],
    [(5 * 60 + 7) * 60_000 + 30_000, '5h 07m'],
    [3 * 60_000 + 20_000, '3m 20s'],
    [999, '0m 00s'],
    [0, '0s'],
    [-5, '0s'],
  ])('%i ms reads %s', (ms, text) => {
    expect(formatTimeLeft(ms)).toBe(text);
  });
});
