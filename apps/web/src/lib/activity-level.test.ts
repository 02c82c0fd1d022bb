import { describe, expect, it } from 'vitest';
import { activityIntervalMs, activityLevelAt } from './activity-level.ts';

describe('activity level', () => {
  const now = 10_000_000;
  it.each([
    [0, 'active'],
    [30_000, 'active'],
    [30_001, 'base'],
    [5 * 60_000, 'base'],
    [5 * 60_000 + 1, 'inactive'],
  ] as const)('is %s ms idle → %s', (idle, level) => {
    expect(activityLevelAt(now, now - idle)).toBe(level);
  });

  it('refreshes every 3 s when active, 30 s at base and 60 s when inactive', () => {
    expect(activityIntervalMs('active')).toBe(3_000);
    expect(activityIntervalMs('base')).toBe(30_000);
    expect(activityIntervalMs('inactive')).toBe(60_000);
  });
});
