import { inviteText, joinLeagueLink } from './invite-links.ts';

/**
 * Shares a league (docs/product/competitions.md#invitations-and-sharing): the Web Share API where the browser has it, else the invite text goes to the
 * clipboard. 'shared' / 'copied'; 'cancelled' when the user closed the share sheet; throws when neither works.
 */
export async function shareLeague(league: {
  name: string;
  inviteCode: string;
}): Promise<'shared' | 'copied' | 'cancelled'> {
  const link = joinLeagueLink(league.inviteCode);
  const text = inviteText(league.name, league.inviteCode, link);
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: `Join ${league.name} on TradeArena`, text, url: link });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  await navigator.clipboard.writeText(text);
  return 'copied';
}
