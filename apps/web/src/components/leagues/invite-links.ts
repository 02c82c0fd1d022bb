import { paths } from '@/lib/paths.ts';

/** The link an invitation carries: the Trading Leagues page with the Join League dialog filled in. */
export function joinLeagueLink(inviteCode: string, origin: string = window.location.origin): string {
  return `${origin}${paths.competitions.getHref(inviteCode)}`;
}

/** The text shared with a league's invite code and link. */
export function inviteText(leagueName: string, inviteCode: string, link: string): string {
  return `Join my trading league "${leagueName}" on TradeArena! Use invite code ${inviteCode} or open ${link}`;
}

/** Share links for WhatsApp, Telegram, X (Twitter) and email, each carrying the invite text. */
export function shareTargets(leagueName: string, inviteCode: string, link: string) {
  const text = inviteText(leagueName, inviteCode, link);
  const e = encodeURIComponent;
  return [
    { name: 'WhatsApp', href: `https://wa.me/?text=${e(text)}` },
    { name: 'Telegram', href: `https://t.me/share/url?url=${e(link)}&text=${e(text)}` },
    { name: 'X (Twitter)', href: `https://twitter.com/intent/tweet?text=${e(text)}` },
    { name: 'Email', href: `mailto:?subject=${e(`Join my league "${leagueName}" on TradeArena`)}&body=${e(text)}` },
  ] as const;
}
