// The shapes of a standings index: what it is built from (its options), what it answers (its valuations) and its API.
import type { MarketData } from '../../ports/market-data.ts';
import type { ScoreColumns } from './player-score.ts';
import type { RankingColumns, StandingsOrder } from './ranking-order.ts';
import type { RankedPlayer, RankedPlayerSource, RankingTies } from './standings-players.ts';

/**
 * A valuation's players scored in a ranking mode (ADR 023) in the same pass as their returns: the figures by slot and
 * the ranked slots in the order of the score (ties by the return, then the seniority: the domain's rankByScore).
 */
export interface ScoredColumns extends ScoreColumns, RankingColumns {
  score: Float64Array;
  order: StandingsOrder;
}

/** How a valuation's players are scored: prepared once per valuation, then O(1) per player (PlayerScorer). */
export interface SlotScoring<P> {
  benchmarkPct: number;
  score(p: P, profitCents: number, returnFraction: number, out: ScoreColumns, i: number): void;
}

/** One valuation of every player of a board at one set of quotes, in typed columns by slot. */
export interface RankedSnapshot<P extends RankedPlayer> {
  /** Players by slot (null: one no longer read, e.g. a deleted account). */
  slots: (P | null)[];
  /** Profit net of deposits, cents. */
  profits: Float64Array;
  /** The ranking key, higher first: the time-weighted return net of deposits (ADR 008, 011), a fraction. */
  returns: Float64Array;
  /** The tie-break, lower first (unique per slot). */
  seniority: Float64Array;
  /** 1 = ranked (present, not hidden). */
  active: Uint8Array;
  /** 1 = ranked and passing the board's eligibility (all ranked players when the board has none). */
  eligible: Uint8Array;
  ranked: number;
  /** Players on the board (ranked or hidden). */
  participants: number;
  /**
   * The ranked slots in rank order, once built (`null` until then): sorted when the rank lookups on the valuation
   * would cost more than a sort, then kept in order as players are re-scored.
   */
  order: StandingsOrder | null;
  /** The players' scores (`opts.scoring`) once a read asked for them (`snapshot(…, { scored: true })`), else null. */
  scores: ScoredColumns | null;
  /** Bumped whenever players are re-scored into this valuation (what was derived from it is stale). */
  version: number;
  /** Slots of the best ranked players, in rank order. */
  top: number[];
  /** Slots of the best eligible players, in rank order. */
  topEligible: number[];
  /** The live user → slot map: a slot at or beyond `profits.length` joined after this valuation. */
  slotOf: ReadonlyMap<number, number>;
  /** Price per symbol column of this valuation (NaN: no quote, valued at cost). */
  prices: Float64Array;
  /** The instant the valuation's quotes are from. */
  at: number;
}

export interface StandingsIndex<P extends RankedPlayer> {
  /**
   * The board valued at current quotes: loads on first use, re-reads changed players, revalues in the background;
   * with `currentUserId`, a valuation that includes that player (read now if the index does not know them).
   */
  snapshot(currentUserId?: number, want?: { scored?: boolean }): Promise<RankedSnapshot<P>>;
  /** Marks players whose standing changed (a trade, a join; on this or another instance). */
  markChanged(userIds: Iterable<number>): void;
  /** The true 1-based rank of a ranked slot: a binary search in the snapshot's order. */
  rankOf(snap: RankedSnapshot<P>, slot: number): number;
  /** Loads every player and values them (at server start, so no request waits for it). */
  warm(): Promise<void>;
  /** Stops loading and valuing; resolves when nothing of it still runs (before the database closes). */
  close(): Promise<void>;
}

export interface StandingsIndexOptions<P extends RankedPlayer> {
  source: RankedPlayerSource<P>;
  marketData: MarketData;
  /** The ranking key of a player with this profit at this instant (higher first). */
  returnOf(player: P, profitCents: number, at: Date): number;
  ties: RankingTies<P>;
  /**
   * A ranking mode's score of every player, computed in the valuation pass beside the return and kept in its own
   * order as players are re-scored, so that a read by score costs what a read by return does. Only once a read asks
   * for it (a board nobody reads by score pays nothing): prepared per valuation for its players.
   */
  scoring?: (players: readonly (P | null)[], at: Date) => Promise<SlotScoring<P>>;
  /** Who of the ranked may be listed in `topEligible` (e.g. may win a prize); every ranked player when omitted. */
  isEligible?: (p: P) => boolean;
  now?: () => number;
  /** A read answered from a valuation older than this refreshes it in the background. */
  revalueMs?: number;
  /**
   * The oldest valuation a read may be answered from when none is being made: an older one (after a quiet spell
   * while prices moved) is replaced before answering, so the board values players at the quotes their portfolios
   * show. Under steady reads valuations follow each other every `revalueMs` (plus the time one takes) anyway.
   */
  maxAgeMs?: number;
  fullReloadMs?: number;
  topN?: number;
  /** Players read per query of a full load (tests make it small). */
  loadChunk?: number;
  /**
   * Sorts every valuation's ranked slots (then a rank is a binary search): championship standings, where many
   * readers each look up their rank and trades re-score players. Default: no sort, a rank is a count over the
   * columns (~0.1 ms at 100,000 players) remembered per valuation: a sort of 100,000 in one piece held the event
   * loop ~50 ms and set the global board's p99 (docs/benchmarks.md, quiet rerun).
   */
  sortEveryValuation?: boolean;
  /** Players valued between two yields of the valuation pass (tests make it small). */
  valueSlice?: number;
  /** Awaited between slices of a valuation instead of the next turn (tests hold a valuation there). */
  betweenSlices?: () => Promise<void>;
  /**
   * Awaited after each chunk of a periodic full reload (not the first load, which is awaited by requests) with the
   * milliseconds the chunk took; by default the next turn of the event loop.
   */
  reloadPause?: (chunkMs: number) => Promise<void>;
}
