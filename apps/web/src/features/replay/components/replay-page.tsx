import type { ReplayDetail } from '@tradearena/contracts';
import { Clock, History } from 'lucide-react';
import { BackLink } from '@/components/back-link.tsx';
import { RetryAlert } from '@/components/retry-alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { SkeletonList } from '@/components/ui/skeleton.tsx';
import { formatCurrency, formatPrice } from '@/lib/format.ts';
import { paths } from '@/lib/paths.ts';
import { toastError } from '@/lib/toast-error.ts';
import { useJoinReplay, useReplay } from '../api/replay-queries.ts';
import { ReplayNews } from './replay-news.tsx';
import { ReplayStandings } from './replay-standings.tsx';
import { ReplayTradePanel } from './replay-trade-panel.tsx';

const STATUS_TEXT = {
  scheduled: 'Starts soon: trading opens at Day 1 09:30.',
  running: 'The market is open. Every price is the replay’s own; the day stays secret until the close.',
  finished: 'The replay is over.',
} as const;

type RevealedTrade = NonNullable<ReplayDetail['reveal']>['bestTrade'];

/** One of the reveal's trades: who, what, at what price, and what it was worth by the close. */
function TradeLine({ label, trade }: { label: string; trade: RevealedTrade }) {
  if (!trade) return null;
  return (
    <p className="mt-2 text-sm text-slate-300">
      {label}: {trade.displayName} — {trade.side} {trade.quantity} {trade.symbol} at {formatPrice(trade.price)} (
      {formatCurrency(trade.resultAtClose)} by the close)
    </p>
  );
}

/**
 * A replay event ("Mystery Day", ADR 025): the clock ("Day 1 10:45", never a date), the player's portfolio and the
 * one trade ticket (saying why it takes no order before the start and after the end), the standings; at the end the
 * reveal tells which real day it was and what the S&P 500 did, over the final standings.
 */
export function ReplayPage({ replayId }: { replayId: number }) {
  const replay = useReplay(replayId);
  const join = useJoinReplay();
  if (replay.isPending) return <SkeletonList count={4} label="Loading the replay" />;
  if (replay.isError) return <RetryAlert message="Could not load the replay." onRetry={() => replay.refetch()} />;
  const r = replay.data;
  return (
    <div className="grid grid-cols-1 gap-6">
      <header>
        <BackLink to={paths.competitions.getHref()}>Back to Competitions</BackLink>
        <h1 className="mt-2 flex items-center gap-3 text-3xl font-bold tracking-tight text-white">
          <History className="size-7 shrink-0 text-emerald-400" aria-hidden="true" />
          Mystery Day
        </h1>
        <p className="mt-2 flex items-center gap-2 text-xl text-white" data-testid="replay-clock">
          <Clock className="size-5 text-slate-400" aria-hidden="true" />
          {r.clock.day} {r.clock.time}
        </p>
        <p className="mt-1 text-slate-400">{STATUS_TEXT[r.status]}</p>
        {r.prizePool !== null && (
          <p className="mt-1 text-slate-300" data-testid="replay-prize-pool">
            Prize pool {formatCurrency(r.prizePool)}: 50 %, 30 % and 20 % to the top three traders, paid into their
            trading bank at the end.
          </p>
        )}
      </header>
      {r.reveal && (
        <Card data-testid="replay-reveal">
          <CardHeader>
            <CardTitle>The reveal</CardTitle>
          </CardHeader>
          <CardContent>
            <p className="text-lg text-white">{r.reveal.summary}</p>
            <TradeLine label="Best trade" trade={r.reveal.bestTrade} />
            <TradeLine label="Worst trade" trade={r.reveal.worstTrade} />
          </CardContent>
        </Card>
      )}
      {r.joined && <ReplayTradePanel replay={r} />}
      {!r.joined && r.isPublic && r.status !== 'finished' && (
        <Button
          className="justify-self-start"
          disabled={join.isPending}
          onClick={() =>
            join.mutate(r.competitionId, {
              onSuccess: () => replay.refetch(),
              onError: (error) => toastError('Could not join', error, 'Please try again.'),
            })
          }
        >
          Join this replay
        </Button>
      )}
      <ReplayStandings replay={r} />
      <ReplayNews news={r.news} />
    </div>
  );
}
