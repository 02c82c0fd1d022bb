import { describe, expect, it } from 'vitest';
import { formatTimeAgo } from './format-time-ago.ts';

describe('formatTimeAgo', () => {
  it('says how long ago in the largest whole unit, in English plurals', () => {
    expect(formatTimeAgo(0)).toBe('just now');
    expect(formatTimeAgo(59_999)).toBe('just now');
    expect(formatTimeAgo(-5_000)).toBe('just now');
    expect(formatTimeAgo(60_000)).toBe('1 minute ago');
    expect(formatTimeAgo(59 * 60_000)).toBe('59 minutes ago');
    expect(formatTimeAgo(3_600_000)).toBe('1 hour ago');
    expect(formatTimeAgo(2 * 3_600_000 + 5 * 60_000)).toBe('2 hours ago');
    expect(formatTimeAgo(86_400_000)).toBe('1 day ago');
    expect(formatTimeAgo(9 * 86_400_000)).toBe('9 days ago');
  });
});
