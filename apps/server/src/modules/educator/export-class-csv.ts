import { type CsvCell, civilDateInZone, toCsv } from '@tradearena/domain';
import { ok, type Result } from '../../app-error.ts';
import type { Educator } from '../accounts/index.ts';
import { LEAGUE_SEASON } from '../competition-core/index.ts';
import { dollars, percent2, sumDividendsByUser } from '../portfolio/index.ts';
import type { ClassDeps } from './educator-deps.ts';
import { findOwnClassLeague } from './find-own-class-league.ts';
import { readClassRoster } from './read-class-roster.ts';

export interface ClassCsv {
  filename: string;
  csv: string;
}

export const CLASS_CSV_HEADER = [
  'First Name',
  'Display Name',
  'Portfolio Value ($)',
  'Return (%)',
  'Trades',
  'Win Rate (%)',
  'Rank',
] as const;

/**
 * GET /api/educator/export/:leagueId (docs/product/educators.md#csv-export): one row per current student of the educator's own class
 * (by rank; hidden names, never ranked, last), with the figures of GET /api/leagues/:id/stats — value in dollars,
 * return % net of deposits, trades, the league win rate in percent, rank — then one column per assignment with a
 * goal: 'Met', 'Not met', or empty before it is graded, then the dividends credited in the class (ADR 029) in dollars,
 * and last the student's latest order note (ADR 026) as text. The domain's toCsv (RFC 4180, BOM, formula-looking text made
 * inert); figures go in as numbers, names as text. File name: class-data-league-{id}-{YYYY-MM-DD}.csv, the date in
 * the educator's zone.
 */
export async function exportClassCsv(
  deps: ClassDeps,
  input: { educator: Educator; leagueId: number },
): Promise<Result<ClassCsv>> {
  const db = deps.db.db;
  const now = deps.clock.now();
  const league = await findOwnClassLeague(db, { leagueId: input.leagueId, educatorId: input.educator.id });
  if (!league.ok) return league;
  const roster = await readClassRoster(deps, league.value, { now, timeZone: input.educator.timeZone });
  const assignments = await db
    .selectFrom('assignments')
    .select(['id', 'title'])
    .where('competition_id', '=', input.leagueId)
    .where('goal_kind', 'is not', null)
    .orderBy('due_at')
    .orderBy('id')
    .execute();
  const results = assignments.length
    ? await db
        .selectFrom('assignment_results')
        .select(['assignment_id', 'user_id', 'met'])
        .where(
          'assignment_id',
          'in',
          assignments.map((a) => Number(a.id)),
        )
        .execute()
    : [];
  const met = new Map(results.map((r) => [`${r.assignment_id}:${r.user_id}`, Number(r.met) === 1]));
  const notes = await latestNotes(db, input.leagueId);
  const dividends = await sumDividendsByUser(db, { competitionId: input.leagueId, season: LEAGUE_SEASON });
  const rows: CsvCell[][] = [
    [...CLASS_CSV_HEADER, ...assignments.map((a) => a.title), DIVIDENDS_HEADER, LATEST_NOTE_HEADER],
  ];
  const ordered = [...roster].sort(
    (a, b) =>
      (a.rank ?? Number.MAX_SAFE_INTEGER) - (b.rank ?? Number.MAX_SAFE_INTEGER) ||
      a.joinedAt - b.joinedAt ||
      a.userId - b.userId,
  );
  for (const s of ordered) {
    rows.push([
      s.firstName,
      s.displayName,
      dollars(s.valueCents),
      percent2(s.returnFraction * 100),
      s.tradeCount,
      percent2(s.winRate * 100),
      s.rank,
      ...assignments.map((a) => {
        const m = met.get(`${a.id}:${s.userId}`);
        return m === undefined ? null : m ? 'Met' : 'Not met';
      }),
      dollars(dividends.get(s.userId) ?? 0),
      notes.get(s.userId) ?? null,
    ]);
  }
  const date = civilDateInZone(now, input.educator.timeZone);
  return ok({ filename: `class-data-league-${input.leagueId}-${date}.csv`, csv: toCsv(rows) });
}

/** The last column of the class CSV (ADR 026): the student's most recent note, as typed. */
export const LATEST_NOTE_HEADER = 'Latest Note';
/** The class CSV's column after the assignments (ADR 029): dividends credited in the class, net of shorts' charges. */
export const DIVIDENDS_HEADER = 'Dividends ($)';

/** Each student's most recent trade note in the class league. */
async function latestNotes(db: ClassDeps['db']['db'], leagueId: number): Promise<Map<number, string>> {
  const rows = await db
    .selectFrom('trades as t')
    .innerJoin('portfolios as pf', 'pf.id', 't.portfolio_id')
    .select(['t.user_id', 't.note'])
    .where('pf.competition_id', '=', leagueId)
    .where('t.note', 'is not', null)
    .orderBy('t.id', 'desc')
    .execute();
  const notes = new Map<number, string>();
  for (const r of rows) if (r.note !== null && !notes.has(Number(r.user_id))) notes.set(Number(r.user_id), r.note);
  return notes;
}
