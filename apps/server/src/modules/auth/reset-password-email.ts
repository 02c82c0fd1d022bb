import type { MailMessage } from '../../ports/mailer.ts';
import { buildLinkEmail } from './build-link-email.ts';

/** The password-reset email: a plain-text and an HTML part carrying the same link. */
export function buildResetPasswordEmail(to: string, firstName: string, link: string): MailMessage {
  return buildLinkEmail({
    to,
    subject: 'Reset your TradeArena password',
    firstName,
    reason: 'Someone (hopefully you) asked to reset the password of your TradeArena account.',
    action: 'Open this link to choose a new password. It expires in 1 hour and works once',
    buttonLabel: 'Reset your password',
    link,
    ignoreNote: 'If you did not ask for this, ignore this email: your password stays the same.',
  });
}
