import { CLASS_LEAGUE_UNLIMITED_STUDENTS } from '@tradearena/domain';

/** Max students as shown: 999 or more is 'Unlimited' (spec 02 §9). */
export function maxStudentsLabel(max: number | null): string {
  return max === null || max >= CLASS_LEAGUE_UNLIMITED_STUDENTS ? 'Unlimited' : String(max);
}
