import { Navigate } from 'react-router';
import { EducatorDashboard } from '@/features/educator/components/educator-dashboard.tsx';
import { useCurrentUser } from '@/lib/current-user.ts';
import { paths } from '@/lib/paths.ts';
import { detectTimezone } from '@/lib/timezone.ts';

/** /educator-dashboard (educators; docs/product/educators.md#educator-dashboard): players are sent to their own dashboard. */
export function EducatorDashboardRoute() {
  const { user } = useCurrentUser();
  if (user && !user.isEducator) return <Navigate to={paths.dashboard.getHref()} replace />;
  return (
    <>
      <title>Educator Dashboard — TradeArena</title>
      <EducatorDashboard timeZone={user?.timezone || detectTimezone()} />
    </>
  );
}
