import { type ClassLeagueResponse, type CreateClassLeagueBody, EDUCATOR_MESSAGES } from '@tradearena/contracts';
import { classLeagueSettings } from '@tradearena/domain';
import { fail, ok, type Result } from '../../app-error.ts';
import type { Educator } from '../accounts/index.ts';
import { loadCompetition } from '../competition-core/index.ts';
import { createLeagueRecord, newInviteCode, withFreshInviteCode } from '../leagues/index.ts';
import type { EducatorDeps } from './educator-deps.ts';
import { toEducatorLeagueJson } from './to-educator-league-json.ts';

/**
 * POST /api/educator/leagues (docs/product/educators.md#class-leagues): a private class league starting at the chosen date and time in
 * the educator's own zone (or now, with `startNow`), with the class's starting balance and student limit (999 = unlimited). Educators are not
 * held to the 5 open leagues of players, and the educator is not a player: students join with the invite code
 * (POST /api/leagues/join) and get the class's starting cash. ONE transaction: the league and its season.
 */
export async function createClassLeague(
  deps: EducatorDeps,
  input: CreateClassLeagueBody & { educator: Educator },
  drawCode: () => string = newInviteCode,
): Promise<Result<ClassLeagueResponse>> {
  const now = deps.clock.now();
  const settings = classLeagueSettings({
    name: input.name,
    startDate: input.startDate,
    startTime: input.startTime,
    timeZone: input.educator.timeZone,
    durationDays: input.duration,
    maxStudents: input.maxParticipants,
    startingBalance: input.customStartingBalance,
    now,
    startNow: input.startNow,
  });
  if (!settings.ok) return fail('EDUCATOR_LEAGUE_INVALID', settings.message);
  const s = settings.value;
  const id = await withFreshInviteCode(drawCode, (inviteCode) =>
    deps.db.db.transaction().execute((trx) =>
      createLeagueRecord(trx, {
        name: s.name,
        description: input.description,
        createdByUserId: input.educator.id,
        maxParticipants: s.maxParticipants,
        startingCashCents: s.startingCashCents,
        inviteCode,
        startsAt: s.startsAt,
        endsAt: s.endsAt,
        isEducational: true,
        shortSellingAllowed: input.shortSellingAllowed,
        rankingMode: input.rankingMode,
        createdAt: now.getTime(),
      }),
    ),
  );
  const row = await loadCompetition(deps.db.db, id);
  if (!row) throw new Error(`class league ${id} vanished right after it was created`);
  const league = toEducatorLeagueJson(row, { now, educatorId: input.educator.id, studentCount: 0 });
  const { studentCount: _, ...competition } = league;
  return ok({
    success: true,
    message: EDUCATOR_MESSAGES.leagueCreated,
    league: competition,
    inviteCode: row.invite_code!,
  });
}
