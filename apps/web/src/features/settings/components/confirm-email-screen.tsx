import { Link } from 'react-router';
import { useStoredUser } from '@/lib/auth-storage.ts';
import { paths } from '@/lib/paths.ts';
import { useConfirmEmail } from '../api/confirm-email.ts';
import { EmailLinkScreen } from './email-link-screen.tsx';

const MISSING_TOKEN = 'Invalid confirmation link. Please change your email again in Settings.';

/**
 * /confirm-email?token=…, opened from the email sent to a new address, signed in or not: posts the token
 * once and shows the new address, or the server's error, with the way on (Settings when signed in, else sign-in).
 */
export function ConfirmEmailScreen() {
  const signedIn = useStoredUser() !== null;
  return (
    <EmailLinkScreen
      heading="Confirm your email"
      doneHeading="Email Address Confirmed"
      pendingText="Confirming your new email address…"
      missingToken={MISSING_TOKEN}
      confirm={useConfirmEmail()}
      onward={
        signedIn ? (
          <Link to={paths.settings.getHref()}>Go to Settings</Link>
        ) : (
          <Link to={paths.login.getHref()}>Sign In</Link>
        )
      }
    />
  );
}
