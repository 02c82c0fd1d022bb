import type { MailMessage } from '../../ports/mailer.ts';
import { escapeHtml } from '../auth/escape-html.ts';

/** Sent to the account's address after a password change in Settings, so a takeover does not go unnoticed. */
export function buildPasswordChangedEmail(to: string, firstName: string): MailMessage {
  const subject = 'Your TradeArena password was changed';
  const text = [
    `Hi ${firstName},`,
    '',
    'The password of your TradeArena account was changed in Settings, and every other device was signed out.',
    '',
    'If this was you, there is nothing to do.',
    'If this wasn\'t you, reset your password at once with "Forgot password" on the sign-in page, and reply to this',
    'email so we can help.',
    '',
    '— TradeArena',
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="font-family: system-ui, sans-serif; color: #0f172a; line-height: 1.5">
<p>Hi ${escapeHtml(firstName)},</p>
<p>The password of your TradeArena account was changed in Settings, and every other device was signed out.</p>
<p>If this was you, there is nothing to do.</p>
<p><strong>If this wasn't you</strong>, reset your password at once with “Forgot password” on the sign-in page, and
reply to this email so we can help.</p>
<p>— TradeArena</p>
</body></html>`;
  return { to, subject, text, html };
}
