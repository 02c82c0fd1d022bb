import type { Generated } from 'kysely';

/** A replay event (migration 035, ADR 025): what makes its competition a replay of real S&P 500 days. */
export interface ReplayEventsTable {
  id: Generated<number>;
  competition_id: number;
  /** The class it was run for; null for a public event. */
  class_league_id: number | null;
  created_by_user_id: number | null;
  /** The first real day replayed (YYYY-MM-DD): secret until the event ends. */
  start_date: string;
  days: number;
  minutes_per_day: number;
  /** Seed of the intraday paths: secret (it would let anyone compute the prices ahead). */
  seed: string;
  /** Wall instants (epoch ms) of Day 1 09:30 and of the last close. */
  starts_at: number;
  ends_at: number;
  created_at: number;
}
