import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { USER_EVENTS_PATH } from '@tradearena/contracts';
import { useEffect } from 'react';
import { toast } from '@/components/ui/use-toast.ts';
import { createAccountEvents, type EventSourceLike } from './account-events.ts';

/** First parts of the query keys a portfolio change makes stale, in every context (personal, league, championship). */
const CHANGED_PREFIXES = [
  '/api/portfolio',
  '/api/positions',
  '/api/orders',
  '/api/trades',
  '/api/user/achievements',
  '/api/user/overview',
  '/api/leaderboard',
  '/api/bank/',
];
/** League and championship portfolios, positions and standings (`/api/leagues/7/portfolio` …). */
const CHANGED_COMPETITION_KEY =
  /^\/api\/(leagues|competitions?)\/\d+\/(portfolio|positions|leaderboard|participation)$/;

export function isChangedByPortfolio(queryKey: QueryKey): boolean {
  const first = queryKey[0];
  if (typeof first !== 'string') return false;
  return CHANGED_PREFIXES.some((p) => first.startsWith(p)) || CHANGED_COMPETITION_KEY.test(first);
}

const refreshPortfolios = (queryClient: QueryClient) =>
  void queryClient.invalidateQueries({ predicate: (q) => isChangedByPortfolio(q.queryKey) });

/**
 * Pushes the user's portfolio changes into the query cache (docs/product/trading.md#portfolios): mounted once for a signed-in user (AppShell),
 * it listens on GET /api/user/events and, on each portfolio_changed (and after the stream was down), marks the
 * portfolio, positions, orders and related queries of every context stale, so the screens showing them refetch at
 * once — useOrderFills then sees a filled order leave the open list and toasts; a change with a notice (a dividend
 * or a split, ADR 029) is toasted as it comes. The 15 s poll of open orders stays as
 * the fallback while the stream is down. Without EventSource (tests, old browsers) it does nothing.
 */
export function useAccountEvents(enabled: boolean, createEventSource?: (url: string) => EventSourceLike): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || (!createEventSource && typeof EventSource === 'undefined')) return;
    const events = createAccountEvents({
      url: USER_EVENTS_PATH,
      createEventSource,
      onPortfolioChanged: (message) => {
        refreshPortfolios(queryClient);
        // ADR 029: a dividend credited or a split is told to the player as it lands.
        if (message.notice) toast({ title: message.notice });
      },
      onReconnected: () => refreshPortfolios(queryClient),
    });
    return () => events.stop();
  }, [enabled, queryClient, createEventSource]);
}
