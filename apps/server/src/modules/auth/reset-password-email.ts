import type { MailMessage } from '../../ports/mailer.ts';
import { escapeHtml } from './escape-html.ts';

/** The password-reset email: a plain-text and an HTML part carrying the same link. */
export function buildResetPasswordEmail(to: string, firstName: string, link: string): MailMessage {
  const subject = 'Reset your TradeArena password';
  const text = [
    `Hi ${firstName},`,
    '',
    'Someone (hopefully you) asked to reset the password of your TradeArena account.',
    'Open this link to choose a new password. It expires in 1 hour and works once:',
    '',
    link,
    '',
    'If you did not ask for this, ignore this email: your password stays the same.',
    '',
    '— TradeArena',
  ].join('\n');
  const href = escapeHtml(link);
  const html = `<!doctype html>
<html lang="en"><body style="font-family: system-ui, sans-serif; color: #0f172a; line-height: 1.5">
<p>Hi ${escapeHtml(firstName)},</p>
<p>Someone (hopefully you) asked to reset the password of your TradeArena account.
Open this link to choose a new password. It expires in 1 hour and works once.</p>
<p><a href="${href}" style="display: inline-block; padding: 10px 18px; background: #2563eb; color: #fff; border-radius: 6px; text-decoration: none">Reset your password</a></p>
<p style="font-size: 13px; color: #475569">Or paste this address into your browser:<br>${href}</p>
<p style="font-size: 13px; color: #475569">If you did not ask for this, ignore this email: your password stays the same.</p>
<p>— TradeArena</p>
</body></html>`;
  return { to, subject, text, html };
}
