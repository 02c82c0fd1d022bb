import { escapeHtml } from '../../adapters/mail/escape-html.ts';
import type { MailMessage } from '../../ports/mailer.ts';

export interface LinkEmailInput {
  to: string;
  subject: string;
  firstName: string;
  /** Why the email came, one sentence. */
  reason: string;
  /** What the link does and how long it works, without final punctuation. */
  action: string;
  buttonLabel: string;
  link: string;
  /** What happens when the reader ignores the email. */
  ignoreNote: string;
}

/** An email whose point is one link (password reset, new-address confirmation): a plain-text and an HTML part. */
export function buildLinkEmail(m: LinkEmailInput): MailMessage {
  const text = [
    `Hi ${m.firstName},`,
    '',
    m.reason,
    `${m.action}:`,
    '',
    m.link,
    '',
    m.ignoreNote,
    '',
    '— TradeArena',
  ].join('\n');
  const href = escapeHtml(m.link);
  const muted = 'font-size: 13px; color: #475569';
  const html = `<!doctype html>
<html lang="en"><body style="font-family: system-ui, sans-serif; color: #0f172a; line-height: 1.5">
<p>Hi ${escapeHtml(m.firstName)},</p>
<p>${escapeHtml(m.reason)}
${escapeHtml(m.action)}.</p>
<p><a href="${href}" style="display: inline-block; padding: 10px 18px; background: #2563eb; color: #fff; border-radius: 6px; text-decoration: none">${escapeHtml(m.buttonLabel)}</a></p>
<p style="${muted}">Or paste this address into your browser:<br>${href}</p>
<p style="${muted}">${escapeHtml(m.ignoreNote)}</p>
<p>— TradeArena</p>
</body></html>`;
  return { to: m.to, subject: m.subject, text, html };
}
