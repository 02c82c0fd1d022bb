import type { QueryKey } from '@tanstack/react-query';
import type { HouseRules, PortfolioSummary, Position, TradeActionResponse } from '@tradearena/contracts';
import type { TradeIntent } from './apply-optimistic-trade.ts';

/**
 * Which portfolio the trading components work on (one engine, one component): the personal portfolio, a friend
 * league's or a championship's. Each names the queries that read it, the call that trades in it, the largest buy
 * Quick Trade allows (docs/product/trading.md#trading-screens), the side Quick Trade opens on (sell on league and championship pages) and the
 * other queries a trade changes (standings, achievements). `competitionId`: the league or championship whose
 * portfolio it is (orders of POST/GET /api/orders name it); none for the personal portfolio. `shortSellingAllowed`
 * (docs/product/trading.md#short-selling-and-margin): whether new shorts may be opened here (always in the personal portfolio and championships; a league's
 * creator or a class's educator decides); covering a short is always allowed.
 */
export interface TradingContext {
  portfolio: { queryKey: QueryKey; queryFn: () => Promise<PortfolioSummary> };
  positions: { queryKey: QueryKey; queryFn: () => Promise<Position[]> };
  placeTrade: (t: TradeIntent, idempotencyKey: string) => Promise<TradeActionResponse>;
  maxBuyShares: number;
  quickTradeAction: 'buy' | 'sell';
  relatedKeys: readonly QueryKey[];
  competitionId?: number;
  shortSellingAllowed: boolean;
  /** A league's or class's house rules (ADR 026): shown on the ticket; a note is required when `requireNote`. */
  rules?: HouseRules | null;
}
