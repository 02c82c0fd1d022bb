import type { ClassAnalyticsResponse } from '@tradearena/contracts';
import { type ClassStudent, classAnalytics, classBenchmarkSummary } from '@tradearena/domain';
import { ok, type Result } from '../../app-error.ts';
import type { Educator } from '../accounts/index.ts';
import { competitionState, LEAGUE_SEASON } from '../competition-core/index.ts';
import { scorePlayers } from '../performance/index.ts';
import { percent2 } from '../portfolio/index.ts';
import type { ClassDeps } from './educator-deps.ts';
import { findOwnClassLeagues } from './find-own-class-leagues.ts';
import { type RosterStudent, readClassRoster } from './read-class-roster.ts';

/** The domain's view of one roster row: returns rounded to 2 decimals as the league stats show them. */
export function toClassStudent(s: RosterStudent): ClassStudent {
  return {
    userId: s.userId,
    name: s.displayName,
    returnPercent: percent2(s.returnFraction * 100),
    tradesToday: s.tradesToday,
    signedInToday: s.signedInToday,
    risk: {
      valueCents: s.valueCents,
      cashCents: s.cashCents,
      netDepositsCents: s.netDepositsCents,
      holdings: s.holdings,
      unitValue: s.unitValue,
      peakUnitValue: s.peakUnitValue,
      tradesLast7Days: s.tradesLast7Days,
    },
  };
}

/**
 * GET /api/educator/analytics/:leagueId (docs/product/educators.md#class-analytics; ADR 012): the dashboard's figures for one class, or for
 * every class not yet ended ('all'; a student in two classes counts in each). Top performer, most active, needs
 * guidance and the class average are the domain's classAnalytics over the same returns GET /api/leagues/:id/stats
 * shows; "today" starts at midnight in the educator's zone.
 */
export async function getClassAnalytics(
  deps: ClassDeps,
  input: { educator: Educator; leagueId: number | 'all' },
): Promise<Result<ClassAnalyticsResponse>> {
  const now = deps.clock.now();
  const leagues = await findOwnClassLeagues(deps.db.db, {
    educatorId: input.educator.id,
    ...(input.leagueId === 'all' ? {} : { leagueId: input.leagueId }),
  });
  if (!leagues.ok) return leagues;
  const running = leagues.value.filter((l) => competitionState(l, now) !== 'completed');
  const counted = input.leagueId === 'all' ? running : leagues.value;
  const students: ClassStudent[] = [];
  const classes: ClassAnalyticsResponse['classes'] = [];
  for (const league of counted) {
    const roster = await readClassRoster(deps, league, { now, timeZone: input.educator.timeZone });
    for (const s of roster) students.push(toClassStudent(s));
    classes.push(await againstBenchmark(deps, league, roster, now));
  }
  const a = classAnalytics(students);
  return ok({
    studentCount: a.students,
    activeLeagues: running.length,
    activeToday: a.activeToday,
    classAverage: a.classAverage === null ? null : percent2(a.classAverage),
    topPerformer: a.topPerformer && { name: a.topPerformer.name, returnPercent: a.topPerformer.returnPercent },
    mostActive: a.mostActive && { name: a.mostActive.name, tradesToday: a.mostActive.tradesToday },
    needsGuidance: a.needsGuidance,
    needsGuidanceStudents: a.studentsNeedingGuidance.map((s) => ({ name: s.name, reasons: s.reasons })),
    classes,
  });
}

/** One class against the S&P 500: its students' excess returns (the league leaderboard's) and concentration. */
async function againstBenchmark(
  deps: ClassDeps,
  league: { id: number | bigint; name: string },
  roster: RosterStudent[],
  now: Date,
): Promise<ClassAnalyticsResponse['classes'][number]> {
  const scores = await scorePlayers(deps, {
    context: { competitionId: Number(league.id), season: LEAGUE_SEASON },
    mode: 'excess',
    now,
    players: roster,
  });
  const summary = classBenchmarkSummary(
    roster.map((s) => ({
      userId: s.userId,
      name: s.displayName,
      excessReturnPct: scores.get(s.userId)!.excessReturnPct,
      risk: toClassStudent(s).risk,
    })),
  );
  const pct = (x: number | null) => (x === null ? null : percent2(x));
  return {
    leagueId: Number(league.id),
    name: league.name,
    studentCount: summary.students,
    beatingBenchmarkPercent: pct(summary.beatingBenchmarkPercent),
    medianExcessReturnPct: pct(summary.medianExcessReturnPct),
    mostConcentrated: summary.mostConcentrated.map((c) => ({
      name: c.name,
      symbol: c.symbol,
      positionPercent: percent2(c.positionPercent),
    })),
  };
}
