import { rankReplayTrades } from '@tradearena/domain';
import type { DbHandle } from '../../adapters/db/open-database.ts';
import { replayMarketOf } from '../../adapters/market-data/replay/replay-markets.ts';
import type { MarketData } from '../../ports/market-data.ts';
import { LEAGUE_SEASON } from '../competition-core/index.ts';
import type { ReplayRow } from './to-replay-json.ts';

export interface RevealedTrade {
  displayName: string;
  symbol: string;
  side: 'buy' | 'sell' | 'short' | 'cover';
  quantity: number;
  /** Dollars per share. */
  price: number;
  /** What the trade was worth by the last close, in dollars (replayTradeResultCents). */
  resultAtClose: number;
}

/**
 * The reveal's best and worst trades of a finished replay: every trade of its players, marked to the replay's last
 * close (rankReplayTrades). Null for either when nobody traded.
 */
export async function rankEventTrades(
  deps: { db: DbHandle; marketData: MarketData },
  row: ReplayRow,
): Promise<{ bestTrade: RevealedTrade | null; worstTrade: RevealedTrade | null }> {
  const competitionId = Number(row.competition_id);
  const trades = await deps.db.db
    .selectFrom('trades as t')
    .innerJoin('portfolios as p', 'p.id', 't.portfolio_id')
    .innerJoin('competition_participants as c', (j) =>
      j
        .onRef('c.competition_id', '=', 'p.competition_id')
        .onRef('c.season', '=', 'p.season')
        .onRef('c.user_id', '=', 't.user_id'),
    )
    .select(['t.id', 't.symbol', 't.side', 't.quantity', 't.price_cents', 'c.display_name'])
    .where('p.competition_id', '=', competitionId)
    .where('p.season', '=', LEAGUE_SEASON)
    .execute();
  const atClose = { now: () => new Date(Number(row.ends_at)) };
  const market = await replayMarketOf({ ...deps, clock: atClose }, competitionId);
  const closes = market ? await market.marketData.quotes([...new Set(trades.map((t) => t.symbol))]) : new Map();
  const ranked = rankReplayTrades(
    trades.map((t) => ({
      id: Number(t.id),
      side: t.side,
      quantity: Number(t.quantity),
      priceCents: Number(t.price_cents),
      closeCents: closes.get(t.symbol)?.priceCents ?? Number(t.price_cents),
      symbol: t.symbol,
      displayName: t.display_name,
    })),
  );
  const shown = (t: NonNullable<typeof ranked>['best']): RevealedTrade => ({
    displayName: t.displayName,
    symbol: t.symbol,
    side: t.side,
    quantity: t.quantity,
    price: t.priceCents / 100,
    resultAtClose: t.resultCents / 100,
  });
  return ranked
    ? { bestTrade: shown(ranked.best), worstTrade: shown(ranked.worst) }
    : { bestTrade: null, worstTrade: null };
}
