import type { MailMessage } from '../../ports/mailer.ts';
import { buildNoticeEmail } from '../auth/index.ts';

/** Sent to the OLD address once an email change is confirmed, so a takeover does not go unnoticed. */
export function buildEmailChangedEmail(to: string, firstName: string, newEmail: string): MailMessage {
  return buildNoticeEmail({
    to,
    subject: 'Your TradeArena email address was changed',
    firstName,
    notice:
      `Your TradeArena email was changed to ${newEmail}. Sign-in and password resets now use that address, ` +
      'and every other device was signed out.',
    ifNotYou:
      'someone may have taken over your account: reset your password at once if you still can sign in, and ' +
      'contact us by replying to this email so we can restore your address.',
  });
}
