import { shareTargets } from './invite-links.ts';

/** Share via WhatsApp, Telegram, X (Twitter) and email, each with the invite text (docs/product/competitions.md#invitations-and-sharing). */
export function ShareLinks({ leagueName, inviteCode, link }: { leagueName: string; inviteCode: string; link: string }) {
  return (
    <nav aria-label="Share the invitation" className="flex flex-wrap gap-2">
      {shareTargets(leagueName, inviteCode, link).map((t) => (
        <a
          key={t.name}
          href={t.href}
          target={t.href.startsWith('https:') ? '_blank' : undefined}
          rel="noopener noreferrer"
          className="inline-flex h-9 items-center rounded-lg border border-slate-700 bg-slate-900/40 px-3 text-sm font-semibold text-slate-100 hover:border-slate-600 hover:bg-slate-800"
        >
          {t.name}
        </a>
      ))}
    </nav>
  );
}
