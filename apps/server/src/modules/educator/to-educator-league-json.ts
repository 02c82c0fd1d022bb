import type { EducatorLeague } from '@tradearena/contracts';
import type { CompetitionRow } from '../competition-core/index.ts';
import { toCompetitionJson } from '../competition-core/index.ts';

/** A class league as its educator sees it: the competition shape, its invite code (to share) and its students. */
export function toEducatorLeagueJson(
  row: CompetitionRow,
  view: { now: Date; educatorId: number; studentCount: number },
): EducatorLeague {
  const league = toCompetitionJson(row, {
    now: view.now,
    userId: view.educatorId,
    participantCount: view.studentCount,
    isParticipant: false,
  });
  return { ...league, inviteCode: row.invite_code, studentCount: view.studentCount };
}
