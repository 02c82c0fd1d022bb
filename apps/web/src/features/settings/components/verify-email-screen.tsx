import { Link } from 'react-router';
import { useStoredUser } from '@/lib/auth-storage.ts';
import { paths } from '@/lib/paths.ts';
import { useVerifyEmail } from '../api/verify-email.ts';
import { EmailLinkScreen } from './email-link-screen.tsx';

const MISSING_TOKEN = 'Invalid confirmation link. Please ask for a new one.';
const SIGN_IN_FIRST = 'Sign in to your TradeArena account in this browser, then open the link from your email again.';

/**
 * /verify-email?token=… (docs/product/accounts.md#roles), opened from the link proving the account controls its address (asked for on the
 * moderation screen). The link counts only in a browser signed in to that account, so signed out nothing is posted:
 * the screen asks to sign in first. Signed in, it posts the token once and leads on to feedback moderation.
 */
export function VerifyEmailScreen() {
  const signedIn = useStoredUser() !== null;
  return (
    <EmailLinkScreen
      heading="Confirm your email"
      doneHeading="Email Address Confirmed"
      pendingText="Confirming your email address…"
      missingToken={MISSING_TOKEN}
      refusal={signedIn ? null : SIGN_IN_FIRST}
      confirm={useVerifyEmail()}
      onward={
        signedIn ? (
          <Link to={paths.adminFeedback.getHref()}>Go to Feedback Moderation</Link>
        ) : (
          <Link to={paths.login.getHref()}>Sign In</Link>
        )
      }
    />
  );
}
