import type { ReactNode } from 'react';
import { useCurrentUser } from '@/lib/current-user.ts';
import { PowerMoves } from './power-moves.tsx';
import { WatchlistCard } from './watchlist-card.tsx';

/**
 * The standard dashboard: greeting, Power Moves, the player's watchlist, then Market Movers and the championship cards
 * (composed by the route from their features).
 */
export function Dashboard({ marketMovers, championships }: { marketMovers?: ReactNode; championships?: ReactNode }) {
  const { user } = useCurrentUser();
  const name = user?.username || 'Warrior';
  return (
    <div className="grid grid-cols-1 gap-10">
      <header>
        <p className="text-sm font-medium text-emerald-400">Dashboard</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight break-words text-white">Welcome back, {name}!</h1>
        <p className="mt-2 text-slate-400">Ready to make some moves in the market today?</p>
      </header>
      <PowerMoves />
      <WatchlistCard />
      {marketMovers}
      {championships}
    </div>
  );
}
