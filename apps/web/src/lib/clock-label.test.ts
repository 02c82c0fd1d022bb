import { describe, expect, it } from 'vitest';
import { clockLabel } from './clock-label.ts';

describe('clockLabel', () => {
  it.each([
    ['00:00', '12:00 AM'],
    ['09:30', '9:30 AM'],
    ['12:00', '12:00 PM'],
    ['23:59', '11:59 PM'],
  ])('shows %s as %s', (hhmm, label) => expect(clockLabel(hhmm)).toBe(label));
});
