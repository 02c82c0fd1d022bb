import type { MailMessage } from '../../ports/mailer.ts';
import { buildLinkEmail } from '../auth/index.ts';

/** Sent to the NEW address of an email change: the link that makes it the account's email (24 hours, once). */
export function buildConfirmNewEmailEmail(to: string, firstName: string, link: string): MailMessage {
  return buildLinkEmail({
    to,
    subject: 'Confirm your new TradeArena email address',
    firstName,
    reason: 'Someone (hopefully you) asked to use this address for a TradeArena account.',
    action: 'Open this link to confirm it. It expires in 24 hours and works once',
    buttonLabel: 'Confirm your new email',
    link,
    ignoreNote: 'If you did not ask for this, ignore this email: nothing changes.',
  });
}
