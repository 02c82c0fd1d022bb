import {
  CLASSROOM_MESSAGES,
  COMPETITION_MESSAGES,
  type RosterImportJson,
  type RosterImportResponse,
} from '@tradearena/contracts';
import { checkRosterStudents, parseRosterCsv, ROSTER_MAX_STUDENTS, type RosterEntry } from '@tradearena/domain';
import { lockRowForUpdate } from '../../adapters/db/lock-row-for-update.ts';
import { isUniqueViolation } from '../../adapters/db/unique-violation.ts';
import { type Failure, fail, ok, type Result } from '../../app-error.ts';
import { competitionState, LEAGUE_SEASON } from '../competition-core/index.ts';
import type { EducatorDeps } from '../educator/index.ts';
import { findOwnClassLeague } from '../educator/index.ts';
import { type PlannedAccount, planRosterAccounts } from './plan-roster-accounts.ts';
import { seatClassStudent } from './seat-class-student.ts';

/** Attempts when a concurrent import took a username this one picked (the unique index refuses the second). */
const ATTEMPTS = 3;

/** The roster as sent: CSV text, or the JSON list (rows numbered from 1). */
export type RosterBody = string | RosterImportJson;

function readEntries(body: RosterBody): Result<RosterEntry[]> {
  if (typeof body !== 'string') {
    return ok(body.students.map((s, i) => ({ ...s, row: i + 1 })));
  }
  const parsed = parseRosterCsv(body);
  return parsed.ok ? ok(parsed.entries) : fail('EDUCATOR_ROSTER_INVALID', parsed.reason);
}

/**
 * POST /api/educator/leagues/:leagueId/roster (ADR 024): managed student accounts for the rows of a roster, placed
 * in the educator's own class at once. Refused whole: another educator's or an unknown class (404), a roster that
 * cannot be read, is empty or has more than ROSTER_MAX_STUDENTS rows (400), a completed class or one without room
 * for every new student (409). Rows with a bad name or a repeated student id, or whose student id already has an
 * account of this educator, are skipped with the reason. Every account, portfolio and seat is written in ONE
 * transaction: nothing is half-created.
 */
export async function importRoster(
  deps: EducatorDeps,
  input: { educatorId: number; leagueId: number; body: RosterBody },
): Promise<Result<RosterImportResponse>> {
  const db = deps.db.db;
  const league = await findOwnClassLeague(db, { leagueId: input.leagueId, educatorId: input.educatorId });
  if (!league.ok) return league;
  const entries = readEntries(input.body);
  if (!entries.ok) return entries;
  if (entries.value.length === 0) return fail('EDUCATOR_ROSTER_INVALID', CLASSROOM_MESSAGES.rosterEmpty);
  if (entries.value.length > ROSTER_MAX_STUDENTS) {
    return fail('EDUCATOR_ROSTER_TOO_LARGE', CLASSROOM_MESSAGES.rosterTooLarge);
  }
  const checked = checkRosterStudents(entries.value);
  const known = await knownStudentIds(deps, input.educatorId, checked.students);
  const skipped = [...checked.skipped];
  const students = checked.students.filter((s) => {
    const username = s.studentId === null ? undefined : known.get(s.studentId.toLowerCase());
    if (username !== undefined)
      skipped.push({ row: s.row, reason: `Student id ${s.studentId} already has the account ${username}` });
    return username === undefined;
  });
  skipped.sort((a, b) => a.row - b.row);
  for (let attempt = 1; ; attempt++) {
    const planned = await planRosterAccounts(db, students);
    try {
      const seated = await seatAll(deps, input, planned);
      if ('failure' in seated) return { ok: false, error: seated.failure };
      return ok({
        created: planned.map((p, i) => ({
          userId: seated.userIds[i] as number,
          firstName: p.firstName,
          lastName: p.lastName,
          studentId: p.studentId,
          username: p.username,
          temporaryPassword: p.temporaryPassword,
        })),
        skipped,
      });
    } catch (err) {
      if (attempt >= ATTEMPTS || !isUniqueViolation(err)) throw err;
    }
  }
}

async function seatAll(
  deps: EducatorDeps,
  input: { educatorId: number; leagueId: number },
  planned: readonly PlannedAccount[],
): Promise<{ userIds: number[] } | { failure: Failure }> {
  const now = deps.clock.now();
  return deps.db.db.transaction().execute(async (trx) => {
    const league = await lockRowForUpdate(
      deps.db.kind,
      trx.selectFrom('competitions').selectAll().where('id', '=', input.leagueId),
    ).executeTakeFirstOrThrow();
    if (competitionState(league, now) === 'completed') {
      return { failure: { code: 'LEAGUE_COMPLETED', message: COMPETITION_MESSAGES.leagueCompleted } };
    }
    const seated = await trx
      .selectFrom('competition_participants')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('competition_id', '=', input.leagueId)
      .where('season', '=', LEAGUE_SEASON)
      .where('removed_at', 'is', null)
      .executeTakeFirstOrThrow();
    const room = league.max_participants === null ? Infinity : Number(league.max_participants) - Number(seated.n);
    if (planned.length > room) {
      const message = CLASSROOM_MESSAGES.classFull(Math.max(room, 0), planned.length);
      return { failure: { code: 'LEAGUE_FULL', message } };
    }
    const userIds: number[] = [];
    for (const p of planned) {
      userIds.push(
        await seatClassStudent(trx, {
          educatorId: input.educatorId,
          league: { id: input.leagueId, startingCashCents: Number(league.starting_cash_cents) },
          student: p,
          passwordHash: p.passwordHash,
          now: now.getTime(),
        }),
      );
    }
    return { userIds };
  });
}

/** Student ids of the roster that already have a live account this educator manages, to that account's username. */
async function knownStudentIds(
  deps: EducatorDeps,
  educatorId: number,
  students: readonly { studentId: string | null }[],
): Promise<Map<string, string>> {
  const ids = students.flatMap((s) => (s.studentId === null ? [] : [s.studentId]));
  if (ids.length === 0) return new Map();
  const rows = await deps.db.db
    .selectFrom('users')
    .select(['student_id', 'username'])
    .where('managed_by', '=', educatorId)
    .where('deleted_at', 'is', null)
    .where('student_id', 'is not', null)
    .execute();
  const wanted = new Set(ids.map((id) => id.toLowerCase()));
  return new Map(
    rows
      .filter((r) => r.student_id !== null && wanted.has(r.student_id.toLowerCase()))
      .map((r) => [(r.student_id as string).toLowerCase(), r.username]),
  );
}
