import { COMPETITION_MESSAGES, type InviteBody, type SuccessMessage } from '@tradearena/contracts';
import { isTrue } from '../../adapters/db/open-database.ts';
import { fail, ok, type Result } from '../../app-error.ts';
import type { Mailer } from '../../ports/mailer.ts';
import { competitionState, LEAGUE_SEASON, loadCompetition } from '../competition-core/index.ts';
import type { LeagueDeps } from './league-deps.ts';
import { buildLeagueInviteEmail } from './league-invite-email.ts';

/**
 * POST /api/competitions/:id/invite (docs/product/competitions.md#invitations-and-sharing): the creator of a private league emails its invite code and
 * the join link PUBLIC_URL/competitions?join=CODE to one address, with an optional message. Not for a completed or
 * full league (nobody could join). The email is sent before answering, so a failure shows as 'Failed to Send
 * Invitation' (503) rather than a false success.
 */
export async function sendLeagueInvite(
  deps: Pick<LeagueDeps, 'db' | 'clock'> & { mailer: Mailer; publicUrl: string },
  input: InviteBody & { leagueId: number; userId: number },
): Promise<Result<SuccessMessage>> {
  const db = deps.db.db;
  const league = await loadCompetition(db, input.leagueId);
  if (league?.kind !== 'league') return fail('COMPETITION_NOT_FOUND', COMPETITION_MESSAGES.leagueNotFound);
  if (!isTrue(league.is_private) || league.created_by_user_id === null || !league.invite_code)
    return fail('LEAGUE_NOT_CREATOR', COMPETITION_MESSAGES.inviteNotCreator);
  if (Number(league.created_by_user_id) !== input.userId)
    return fail('LEAGUE_NOT_CREATOR', COMPETITION_MESSAGES.inviteNotCreator);
  if (competitionState(league, deps.clock.now()) === 'completed')
    return fail('LEAGUE_COMPLETED', COMPETITION_MESSAGES.leagueCompleted);
  const players = await db
    .selectFrom('competition_participants')
    .select(['user_id', 'display_name', 'removed_at'])
    .where('competition_id', '=', input.leagueId)
    .where('season', '=', LEAGUE_SEASON)
    .execute();
  // A student removed by the educator no longer holds a seat (as in join-league.ts).
  const seated = players.filter((p) => p.removed_at === null).length;
  if (league.max_participants !== null && seated >= Number(league.max_participants))
    return fail('LEAGUE_FULL', COMPETITION_MESSAGES.leagueFull);
  const inviter = players.find((p) => Number(p.user_id) === input.userId)?.display_name ?? 'A friend';
  const link = `${deps.publicUrl}/competitions?join=${encodeURIComponent(league.invite_code)}`;
  try {
    await deps.mailer.send(
      buildLeagueInviteEmail({
        to: input.email,
        inviterName: inviter,
        leagueName: league.name,
        inviteCode: league.invite_code,
        link,
        customMessage: input.customMessage,
      }),
    );
  } catch {
    return fail('LEAGUE_INVITE_FAILED', COMPETITION_MESSAGES.inviteFailed);
  }
  return ok({ success: true, message: COMPETITION_MESSAGES.inviteSent });
}
