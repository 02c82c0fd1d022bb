import type { MailMessage } from '../../ports/mailer.ts';
import { escapeHtml } from '../auth/escape-html.ts';

/** Sent to the OLD address once an email change is confirmed, so a takeover does not go unnoticed. */
export function buildEmailChangedEmail(to: string, firstName: string, newEmail: string): MailMessage {
  const subject = 'Your TradeArena email address was changed';
  const text = [
    `Hi ${firstName},`,
    '',
    `Your TradeArena email was changed to ${newEmail}. Sign-in and password resets now use that address,`,
    'and every other device was signed out.',
    '',
    'If this was you, there is nothing to do.',
    "If this wasn't you, someone may have taken over your account: reset your password at once if you still can",
    'sign in, and contact us by replying to this email so we can restore your address.',
    '',
    '— TradeArena',
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="font-family: system-ui, sans-serif; color: #0f172a; line-height: 1.5">
<p>Hi ${escapeHtml(firstName)},</p>
<p>Your TradeArena email was changed to <strong>${escapeHtml(newEmail)}</strong>. Sign-in and password resets now
use that address, and every other device was signed out.</p>
<p>If this was you, there is nothing to do.</p>
<p><strong>If this wasn't you</strong>, someone may have taken over your account: reset your password at once if you
still can sign in, and contact us by replying to this email so we can restore your address.</p>
<p>— TradeArena</p>
</body></html>`;
  return { to, subject, text, html };
}
