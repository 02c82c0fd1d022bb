import type { Kysely } from 'kysely';
import type { DbHandle } from '../../../adapters/db/open-database.ts';
import type { Database } from '../../../adapters/db/schema.ts';
import type { Clock } from '../../../ports/clock.ts';
import type { MarketData } from '../../../ports/market-data.ts';
import type { MarketHours } from '../../../ports/market-hours.ts';
import { createReplayMarket, createReplayPrices, type ReplayMarket, type ReplayPrices } from './replay-market.ts';

/**
 * Per database: the prices of each competition that is a replay event, or null for any other competition. A replay
 * row never changes once written (migration 035) and every instance draws the same paths from it, so the answers are
 * kept; an unknown competition id is not (it may be created later).
 */
const known = new WeakMap<Kysely<Database>, Map<number, Promise<ReplayPrices | null>>>();

export function replayPricesOf(db: Kysely<Database>, competitionId: number): Promise<ReplayPrices | null> {
  if (!(competitionId > 0)) return Promise.resolve(null);
  let byId = known.get(db);
  if (!byId) {
    byId = new Map();
    known.set(db, byId);
  }
  const cached = byId.get(competitionId);
  if (cached) return cached;
  const loaded = load(db, competitionId);
  const found = loaded.then((m) => m ?? null);
  byId.set(competitionId, found);
  loaded.then(
    (m) => m === undefined && byId.delete(competitionId),
    () => byId.delete(competitionId),
  );
  return found;
}

async function load(db: Kysely<Database>, competitionId: number): Promise<ReplayPrices | null | undefined> {
  const row = await db
    .selectFrom('competitions as c')
    .leftJoin('replay_events as r', 'r.competition_id', 'c.id')
    .select(['c.id', 'r.start_date', 'r.days', 'r.minutes_per_day', 'r.seed', 'r.starts_at'])
    .where('c.id', '=', competitionId)
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.start_date === null || row.seed === null) return null;
  return createReplayPrices({
    startDate: row.start_date,
    seed: row.seed,
    days: Number(row.days),
    minutesPerDay: Number(row.minutes_per_day),
    startsAt: Number(row.starts_at),
  });
}

/** The competitions of the replay events running at `t` (started, not ended). */
export async function runningReplayIds(db: Kysely<Database>, t: number): Promise<number[]> {
  const rows = await db
    .selectFrom('replay_events')
    .select('competition_id')
    .where('starts_at', '<=', t)
    .where('ends_at', '>', t)
    .execute();
  return rows.map((r) => Number(r.competition_id));
}

/**
 * The portfolios of replay events, of any status: a replay trades its own historical market, which has no dividends
 * or splits, so the live market's corporate actions never touch them (docs/decisions/029-corporate-actions-accounting.md).
 */
export async function replayPortfolioIds(db: Kysely<Database>): Promise<Set<number>> {
  const rows = await db
    .selectFrom('portfolios')
    .innerJoin('replay_events', 'replay_events.competition_id', 'portfolios.competition_id')
    .select('portfolios.id')
    .execute();
  return new Set(rows.map((r) => Number(r.id)));
}

export interface MarketDataDeps {
  db: DbHandle;
  clock: Clock;
  marketData: MarketData;
  marketHours?: MarketHours;
}

/** The replay market of competition `competitionId` at the deps' clock, or null when it is no replay event. */
export async function replayMarketOf(deps: MarketDataDeps, competitionId: number): Promise<ReplayMarket | null> {
  const prices = await replayPricesOf(deps.db.db, competitionId);
  return prices ? createReplayMarket(prices, deps.clock, deps.marketData) : null;
}

/**
 * The deps a use-case about competition `competitionId` prices and times its orders with: a replay event's own market
 * data and hours, else the deps as they are. Every price of a replay's portfolios comes from here, so they trade
 * through the one engine at the replay's prices.
 */
export async function withCompetitionMarket<D extends MarketDataDeps>(deps: D, competitionId: number): Promise<D> {
  const replay = await replayMarketOf(deps, competitionId);
  if (!replay) return deps;
  return deps.marketHours
    ? { ...deps, marketData: replay.marketData, marketHours: replay.marketHours }
    : { ...deps, marketData: replay.marketData };
}

/** The market data of competition `competitionId` (withCompetitionMarket) for callers that need one synchronously. */
export function competitionMarketData(
  deps: { db: Kysely<Database>; clock: Clock; marketData: MarketData },
  competitionId: number,
): MarketData {
  const pick = async () => {
    const prices = await replayPricesOf(deps.db, competitionId);
    return prices ? createReplayMarket(prices, deps.clock, deps.marketData).marketData : deps.marketData;
  };
  return {
    quote: async (symbol) => (await pick()).quote(symbol),
    quotes: async (symbols) => (await pick()).quotes(symbols),
    candles: async (symbol, timeframe) => (await pick()).candles(symbol, timeframe),
    searchSymbols: (query, limit) => deps.marketData.searchSymbols(query, limit),
    isKnownSymbol: (symbol) => deps.marketData.isKnownSymbol(symbol),
  };
}
