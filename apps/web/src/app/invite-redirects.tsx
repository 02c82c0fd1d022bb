import { Navigate, useSearchParams } from 'react-router';
import { paths } from '@/lib/paths.ts';
import { rememberInvite, signedInHome } from '@/lib/pending-invite.ts';

/**
 * A signed-out visitor opening /competitions: asked to sign in; with ?join=CODE (an invitation link) the code is
 * remembered and the sign-up form opens with it, so the join dialog opens filled in once the account exists.
 */
export function SignInToCompetitions() {
  const [params] = useSearchParams();
  const join = params.get('join')?.trim();
  if (!join) return <Navigate to={paths.login.getHref()} replace />;
  rememberInvite(join);
  return <Navigate to={paths.login.getHref({ signUp: true, join })} replace />;
}

/** A signed-in browser on a sign-in screen: where signing in leads (a waiting invitation, else the dashboard). */
export function SignedInHome() {
  return <Navigate to={signedInHome()} replace />;
}
