import type { ValuedHoldings } from '../trading/player-valuer.ts';
import type { StandingsOrder } from './standings-order.ts';

/** One participant of a competition season as its standings need them. */
export interface StandingPlayer extends ValuedHoldings {
  userId: number;
  displayName: string;
  username: string;
  joinedAt: number;
  startingCashCents: number;
  winningSells: number;
  totalSells: number;
  totalTrades: number;
  /**
   * Money moved into (> 0) or out of (< 0) the portfolio during the season (bank transfers), oldest first, with the
   * portfolio's total value just before each (null on a transfer recorded before migration 009 kept it).
   */
  flows: { amountCents: number; at: number; valueBeforeCents: number | null }[];
  /** Hidden by name (docs/product/competitions.md#hidden-names): never ranked, never paid. */
  hidden: boolean;
  /** A deleted account keeps its place as "Deleted player" but wins nothing (no one could use the prize). */
  canWin: boolean;
}

export interface StandingsSnapshot {
  slots: (StandingPlayer | null)[];
  /** Profit net of deposits, cents. */
  profits: Float64Array;
  /** Time-weighted return net of deposits (ADR 011), a fraction: the ranking key. */
  returns: Float64Array;
  /** Tie-break order: earlier joined first, then lower user id (smaller = ahead). */
  seniority: Float64Array;
  /** 1 = ranked (present, not hidden). */
  active: Uint8Array;
  /** 1 = may win a prize (ranked and at least one trade this season). */
  eligible: Uint8Array;
  ranked: number;
  /** Players in the season (ranked or hidden). */
  participants: number;
  /** The ranked slots in rank order (sorted once per valuation, kept in order as players are re-scored). */
  order: StandingsOrder;
  /** Bumped whenever players are re-scored into this valuation (what was derived from it is stale). */
  version: number;
  /** Slots of the best ranked players, in rank order. */
  top: number[];
  /** Slots of the best prize-eligible players, in rank order. */
  topEligible: number[];
  slotOf: ReadonlyMap<number, number>;
  /** Price per symbol column of this valuation (NaN: no quote, valued at cost). */
  prices: Float64Array;
  /** The instant the valuation's quotes are from. */
  at: number;
}
