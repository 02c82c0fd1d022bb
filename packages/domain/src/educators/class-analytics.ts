import { type GuidanceReason, needsGuidance, type StudentRisk } from './needs-guidance.ts';

/** One student of a class league as the educator's analytics read it. */
export interface ClassStudent {
  userId: number;
  /** The name the educator sees (display name in the league). */
  name: string;
  /** Return since the start, in percent (rankParticipants' returnFraction × 100), net of deposits. */
  returnPercent: number;
  /** Trades since the start of today in the educator's zone (startOfDayInZone). */
  tradesToday: number;
  /** Signed in at or after the start of today in the educator's zone. */
  signedInToday: boolean;
  risk: StudentRisk;
}

export interface ClassAnalytics {
  topPerformer: { userId: number; name: string; returnPercent: number } | null;
  mostActive: { userId: number; name: string; tradesToday: number } | null;
  /** How many students the needs-guidance rule flags. */
  needsGuidance: number;
  /** The flagged students, in the input order, with the rule's reasons. */
  studentsNeedingGuidance: { userId: number; name: string; reasons: GuidanceReason[] }[];
  /** Plain mean of the students' returns in percent; null for an empty class. */
  classAverage: number | null;
  /** Students who signed in or traded today. */
  activeToday: number;
  students: number;
}

/** Name A→Z by UTF-16 code units after lower-casing (no locale data, the same on every machine), then user id. */
function byNameThenId(a: ClassStudent, b: ClassStudent): number {
  const x = a.name.toLowerCase();
  const y = b.name.toLowerCase();
  if (x !== y) return x < y ? -1 : 1;
  return a.userId - b.userId;
}

/**
 * The dashboard's Student Performance Analytics (docs/product/educators.md#class-analytics) from real figures (ADR 012):
 * - topPerformer: highest return; ties by name A→Z, then lower user id. Null for an empty class.
 * - mostActive: most trades today; ties likewise. Null when nobody traded today.
 * - classAverage: the mean return, kept within [lowest, highest] return against floating-point drift.
 * - activeToday: signed in or at least one trade today.
 */
export function classAnalytics(students: readonly ClassStudent[]): ClassAnalytics {
  const flagged = students
    .map((s) => ({ userId: s.userId, name: s.name, reasons: needsGuidance(s.risk).reasons }))
    .filter((s) => s.reasons.length > 0);
  const top = [...students].sort((a, b) => b.returnPercent - a.returnPercent || byNameThenId(a, b))[0];
  const busiest = students
    .filter((s) => s.tradesToday > 0)
    .sort((a, b) => b.tradesToday - a.tradesToday || byNameThenId(a, b))[0];
  const returns = students.map((s) => s.returnPercent);
  const mean = returns.reduce((sum, r) => sum + r, 0) / returns.length;
  const lowest = returns.reduce((m, r) => Math.min(m, r), Number.POSITIVE_INFINITY);
  const highest = returns.reduce((m, r) => Math.max(m, r), Number.NEGATIVE_INFINITY);
  return {
    topPerformer: top ? { userId: top.userId, name: top.name, returnPercent: top.returnPercent } : null,
    mostActive: busiest ? { userId: busiest.userId, name: busiest.name, tradesToday: busiest.tradesToday } : null,
    needsGuidance: flagged.length,
    studentsNeedingGuidance: flagged,
    classAverage: returns.length === 0 ? null : Math.min(Math.max(mean, lowest), highest),
    activeToday: students.filter((s) => s.signedInToday || s.tradesToday > 0).length,
    students: students.length,
  };
}
