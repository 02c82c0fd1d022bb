import type { MailMessage } from '../../ports/mailer.ts';
import { buildNoticeEmail } from '../auth/index.ts';

/** Sent to the account's address after a password change in Settings, so a takeover does not go unnoticed. */
export function buildPasswordChangedEmail(to: string, firstName: string): MailMessage {
  return buildNoticeEmail({
    to,
    subject: 'Your TradeArena password was changed',
    firstName,
    notice: 'The password of your TradeArena account was changed in Settings, and every other device was signed out.',
    ifNotYou:
      'reset your password at once with "Forgot password" on the sign-in page, and reply to this email so we ' +
      'can help.',
  });
}
