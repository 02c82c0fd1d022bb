import { Navigate, useParams } from 'react-router';
import { LoginCardsPage } from '@/features/educator/components/login-cards-page.tsx';
import { useCurrentUser } from '@/lib/current-user.ts';
import { paths } from '@/lib/paths.ts';

/** /educator/classes/:leagueId/login-cards (educators): the printable cards, without the app's navigation. */
export function LoginCardsRoute() {
  const { user } = useCurrentUser();
  const leagueId = Number(useParams().leagueId);
  if (user && !user.isEducator) return <Navigate to={paths.dashboard.getHref()} replace />;
  if (!Number.isInteger(leagueId) || leagueId < 1) return <Navigate to={paths.educatorDashboard.getHref()} replace />;
  return (
    <>
      <title>Login cards — TradeArena</title>
      <LoginCardsPage leagueId={leagueId} />
    </>
  );
}
