import type { MailMessage } from '../../ports/mailer.ts';
import { escapeHtml } from '../auth/escape-html.ts';

/** Sent to the NEW address of an email change: the link that makes it the account's email (24 hours, once). */
export function buildConfirmNewEmailEmail(to: string, firstName: string, link: string): MailMessage {
  const subject = 'Confirm your new TradeArena email address';
  const text = [
    `Hi ${firstName},`,
    '',
    'Someone (hopefully you) asked to use this address for a TradeArena account.',
    'Open this link to confirm it. It expires in 24 hours and works once:',
    '',
    link,
    '',
    'If you did not ask for this, ignore this email: nothing changes.',
    '',
    '— TradeArena',
  ].join('\n');
  const href = escapeHtml(link);
  const html = `<!doctype html>
<html lang="en"><body style="font-family: system-ui, sans-serif; color: #0f172a; line-height: 1.5">
<p>Hi ${escapeHtml(firstName)},</p>
<p>Someone (hopefully you) asked to use this address for a TradeArena account.
Open this link to confirm it. It expires in 24 hours and works once.</p>
<p><a href="${href}" style="display: inline-block; padding: 10px 18px; background: #2563eb; color: #fff; border-radius: 6px; text-decoration: none">Confirm your new email</a></p>
<p style="font-size: 13px; color: #475569">Or paste this address into your browser:<br>${href}</p>
<p style="font-size: 13px; color: #475569">If you did not ask for this, ignore this email: nothing changes.</p>
<p>— TradeArena</p>
</body></html>`;
  return { to, subject, text, html };
}
