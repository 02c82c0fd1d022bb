import type { ValuedHoldings } from './player-valuer.ts';

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
