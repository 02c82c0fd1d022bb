import { describe, expect, it } from 'vitest';
import { countOf } from './count-of.ts';

describe('countOf', () => {
  it('uses the singular for exactly one and the plural otherwise', () => {
    expect(countOf(1, 'student', 'students')).toBe('1 student');
    expect(countOf(0, 'student', 'students')).toBe('0 students');
    expect(countOf(25, 'student', 'students')).toBe('25 students');
  });
});
