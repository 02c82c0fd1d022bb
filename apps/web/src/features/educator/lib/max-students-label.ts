import { CLASS_LEAGUE_UNLIMITED_STUDENTS } from '@tradearena/domain';
import { countOf } from '@/lib/count-of.ts';

/** Max students as shown: 999 or more is 'Unlimited' (docs/product/educators.md#class-leagues). */
export function maxStudentsLabel(max: number | null): string {
  return max === null || max >= CLASS_LEAGUE_UNLIMITED_STUDENTS ? 'Unlimited' : String(max);
}

/** The hint under the Max students field, in plain English: 'Up to 15 students; 999 means no limit'. */
export function maxStudentsHint(max: number): string {
  if (max >= CLASS_LEAGUE_UNLIMITED_STUDENTS) return 'No limit on students';
  const limit =
    Number.isInteger(max) && max >= 1 ? `Up to ${countOf(max, 'student', 'students')}` : 'From 1 student up';
  return `${limit}; ${CLASS_LEAGUE_UNLIMITED_STUDENTS} means no limit`;
}
