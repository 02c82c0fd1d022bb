import { Navigate, useParams } from 'react-router';
import { ReplayPage } from '@/features/replay/components/replay-page.tsx';
import { paths } from '@/lib/paths.ts';

/** /replays/{id}: a Mystery Day replay event (ADR 025). */
export function ReplayRoute() {
  const { replayId } = useParams();
  if (!replayId || !/^\d{1,15}$/.test(replayId)) return <Navigate to={paths.competitions.getHref()} replace />;
  return (
    <>
      <title>Mystery Day — TradeArena</title>
      <ReplayPage replayId={Number(replayId)} />
    </>
  );
}
