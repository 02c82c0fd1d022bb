import type { Generated } from 'kysely';

/**
 * Table types of classes (inquiries, announcements, assignments, value history) and learning (feedback,
 * education progress).
 * Conventions are schema.ts's (ids, epoch-ms `*_at`, `*_cents`, 0/1 booleans); `Database` there lists every table.
 */

/** A district pricing inquiry (migration 011), kept whether or not the operators' email went out. */
export interface DistrictInquiriesTable {
  id: Generated<number>;
  name: string;
  email: string;
  institution: string;
  number_of_schools: number;
  estimated_educators: number;
  district: string | null;
  current_solution: string | null;
  timeline: string;
  message: string | null;
  /** The sender's rate-limit key (clientAddressKey). */
  client_address: string;
  user_id: number | null;
  created_at: number;
}

/** An educator's message to one class league (migration 012). `priority`: urgent, high or normal. */
export interface AnnouncementsTable {
  id: Generated<number>;
  competition_id: number;
  created_by_user_id: number | null;
  title: string;
  message: string;
  priority: string;
  created_at: number;
}

/** A student who has read an announcement (one row per reader). */
export interface AnnouncementReadsTable {
  announcement_id: number;
  user_id: number;
  read_at: number;
}

/** An assignment of a class league (migration 013); the goal is optional, graded once at `due_at`. */
export interface AssignmentsTable {
  id: Generated<number>;
  competition_id: number;
  created_by_user_id: number | null;
  title: string;
  description: string;
  instructions: string;
  requirements: string;
  assignment_type: string;
  max_score: number;
  due_at: number;
  goal_kind: string | null;
  goal_target: number | null;
  /** Set in the transaction that wrote the results (null: not graded yet, or no goal and not yet due). */
  graded_at: number | null;
  created_at: number;
}

/** One student's graded goal (once per assignment and student). `met` 0/1. */
export interface AssignmentResultsTable {
  assignment_id: number;
  user_id: number;
  met: number;
  actual: number;
  target: number;
  graded_at: number;
}

/** A league portfolio's total value at an instant (the value history drawdowns are measured on). */
export interface PortfolioValueSnapshotsTable {
  portfolio_id: number;
  taken_at: number;
  value_cents: number;
  /** Migration 025: the bank transfers into the portfolio that value_cents includes (ADR 012 unit value). */
  net_deposits_cents: Generated<number>;
  /** Migration 031 (ADR 023): SPY's price, the portfolio's beta and invested weight at the same instant. */
  benchmark_cents: Generated<number | null>;
  beta: Generated<number | null>;
  invested_weight: Generated<number | null>;
}

/** A player's review (migration 015): `status` pending, approved or rejected; only approved ones are public. */
export interface FeedbackTable {
  id: Generated<number>;
  user_id: number;
  rating: number;
  title: string;
  message: string;
  status: Generated<string>;
  created_at: number;
  /** The operator who approved or rejected it last, and when (null while pending). */
  moderated_by: number | null;
  moderated_at: number | null;
}

/** A symbol a player follows (migration 027), in the order added. */
export interface WatchlistItemsTable {
  user_id: number;
  symbol: string;
  created_at: number;
}

/** A section of an education module a user has read (migration 016; ids from apps/server/content/education). */
export interface EducationSectionReadsTable {
  user_id: number;
  module_id: number;
  section_id: string;
  read_at: number;
}

/** A user's best quiz score in one module (migration 016); attempts counts every scored submission. */
export interface EducationQuizResultsTable {
  user_id: number;
  module_id: number;
  best_score: number;
  question_count: number;
  attempts: number;
  best_at: number;
  last_at: number;
}
