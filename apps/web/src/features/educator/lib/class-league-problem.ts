import { type ClassLeagueField, classLeagueSettings } from '@tradearena/domain';
import type { CreateClassLeagueInput } from '../api/create-class-league.ts';

/** A problem of the Create New League form and the field it belongs to. */
export interface ClassLeagueProblem {
  field: ClassLeagueField;
  message: string;
}

/**
 * The first problem of the Create New League form, with the form's texts (docs/product/educators.md#class-leagues: 'League name is required',
 * 'Start date and time are required', 'Start date must be in the future'), checked by the same domain rule the
 * server applies; null when the form may be sent.
 */
export function classLeagueProblem(
  form: CreateClassLeagueInput,
  timeZone: string,
  now: Date,
): ClassLeagueProblem | null {
  const result = classLeagueSettings({
    name: form.name,
    startDate: form.startDate,
    startTime: form.startTime,
    timeZone,
    durationDays: form.duration,
    maxStudents: form.maxParticipants,
    startingBalance: form.customStartingBalance,
    now,
    startNow: form.startNow,
  });
  return result.ok ? null : { field: result.field, message: result.message };
}
