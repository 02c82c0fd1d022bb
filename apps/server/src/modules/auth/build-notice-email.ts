import { escapeHtml } from '../../adapters/mail/escape-html.ts';
import type { MailMessage } from '../../ports/mailer.ts';

export interface NoticeEmailInput {
  to: string;
  subject: string;
  firstName: string;
  /** What changed on the account, one or two sentences. */
  notice: string;
  /** What to do if the reader did not make the change. */
  ifNotYou: string;
}

/**
 * An email telling the account's owner about a change to it (email, password), so a takeover does not go unnoticed:
 * a plain-text and an HTML part.
 */
export function buildNoticeEmail(m: NoticeEmailInput): MailMessage {
  const text = [
    `Hi ${m.firstName},`,
    '',
    m.notice,
    '',
    'If this was you, there is nothing to do.',
    `If this wasn't you, ${m.ifNotYou}`,
    '',
    '— TradeArena',
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="font-family: system-ui, sans-serif; color: #0f172a; line-height: 1.5">
<p>Hi ${escapeHtml(m.firstName)},</p>
<p>${escapeHtml(m.notice)}</p>
<p>If this was you, there is nothing to do.</p>
<p><strong>If this wasn't you</strong>, ${escapeHtml(m.ifNotYou)}</p>
<p>— TradeArena</p>
</body></html>`;
  return { to: m.to, subject: m.subject, text, html };
}
