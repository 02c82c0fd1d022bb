import type { MailMessage } from '../../ports/mailer.ts';
import { buildLinkEmail } from '../auth/index.ts';

/**
 * Sent to the account's current address when its user asks to prove they control it (24 hours, once). It names the
 * account, and the link only works in a browser signed in to it: someone else's click proves nothing.
 */
export function buildVerifyEmailEmail(to: string, firstName: string, username: string, link: string): MailMessage {
  return buildLinkEmail({
    to,
    subject: 'Confirm your TradeArena email address',
    firstName,
    reason: `Someone (hopefully you) asked to confirm that this address belongs to the TradeArena account ${username}.`,
    action: 'If that is your account, open this link while signed in to it. It expires in 24 hours and works once',
    buttonLabel: 'Confirm your email',
    link,
    ignoreNote: 'If you did not ask for this or it is not your account, ignore this email: nothing changes.',
  });
}
