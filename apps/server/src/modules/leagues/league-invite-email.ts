import { escapeHtml } from '../../adapters/mail/escape-html.ts';
import type { MailMessage } from '../../ports/mailer.ts';

export interface LeagueInviteEmailInput {
  to: string;
  /** The inviting player's display name in the league. */
  inviterName: string;
  leagueName: string;
  inviteCode: string;
  /** PUBLIC_URL/competitions?join=CODE: opens the Join League dialog with the code filled in. */
  link: string;
  /** The inviter's own words (optional, at most 500 characters): user input, escaped in the HTML part. */
  customMessage?: string | undefined;
}

/** The league invitation: a plain-text and an HTML part with the code and the join link. */
export function buildLeagueInviteEmail(m: LeagueInviteEmailInput): MailMessage {
  const note = m.customMessage?.trim() ?? '';
  const text = [
    'Hi,',
    '',
    `${m.inviterName} invited you to join the friend league "${m.leagueName}" on TradeArena, the virtual stock-trading game.`,
    ...(note ? ['', `${m.inviterName} wrote:`, note] : []),
    '',
    `Your invite code: ${m.inviteCode}`,
    'Open this link to join (sign in or create a free account first):',
    '',
    m.link,
    '',
    'Every player starts with $100,000 in virtual cash. No real money is involved.',
    '',
    '— TradeArena',
  ].join('\n');
  const href = escapeHtml(m.link);
  const muted = 'font-size: 13px; color: #475569';
  const quote = note
    ? `<p>${escapeHtml(m.inviterName)} wrote:</p>
<blockquote style="margin: 0 0 16px; padding: 8px 12px; border-left: 3px solid #cbd5e1; white-space: pre-line">${escapeHtml(note)}</blockquote>\n`
    : '';
  const html = `<!doctype html>
<html lang="en"><body style="font-family: system-ui, sans-serif; color: #0f172a; line-height: 1.5">
<p>Hi,</p>
<p>${escapeHtml(m.inviterName)} invited you to join the friend league <strong>${escapeHtml(m.leagueName)}</strong> on TradeArena, the virtual stock-trading game.</p>
${quote}<p>Your invite code: <strong style="font-size: 18px; letter-spacing: 2px">${escapeHtml(m.inviteCode)}</strong></p>
<p><a href="${href}" style="display: inline-block; padding: 10px 18px; background: #2563eb; color: #fff; border-radius: 6px; text-decoration: none">Join the league</a></p>
<p style="${muted}">Or paste this address into your browser:<br>${href}</p>
<p style="${muted}">Every player starts with $100,000 in virtual cash. No real money is involved.</p>
<p>— TradeArena</p>
</body></html>`;
  return { to: m.to, subject: `${m.inviterName} invited you to a TradeArena league: ${m.leagueName}`, text, html };
}
