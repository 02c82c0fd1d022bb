import type { Replay } from '@tradearena/contracts';
import { replayClock } from '@tradearena/domain';
import type { Selectable } from 'kysely';
import type { ReplayEventsTable } from '../../adapters/db/schema-replay.ts';

export type ReplayRow = Selectable<ReplayEventsTable>;

export function scheduleOf(row: ReplayRow) {
  return { startsAt: Number(row.starts_at), days: Number(row.days), minutesPerDay: Number(row.minutes_per_day) };
}

/** A replay event as the API shows it: nothing of it names the real period (its start date and seed stay here). */
export function toReplayJson(row: ReplayRow, now: Date): Replay {
  return {
    id: Number(row.id),
    competitionId: Number(row.competition_id),
    status: replayClock(scheduleOf(row), now.getTime()).status,
    days: Number(row.days),
    minutesPerDay: Number(row.minutes_per_day),
    startsAt: new Date(Number(row.starts_at)).toISOString(),
    endsAt: new Date(Number(row.ends_at)).toISOString(),
  };
}
