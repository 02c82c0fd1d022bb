/** One player's personal portfolio as the leaderboard needs it. */
export interface LeaderboardPlayer {
  userId: number;
  username: string;
  experience: number;
  achievements: number;
  cashCents: number;
  investedCents: number;
  startingCashCents: number;
  /** Bank transfers into the portfolio, oldest first, with its value just before each (ADR 011; null: not kept). */
  flows: { amountCents: number; at: number; valueBeforeCents: number | null }[];
  winningSells: number;
  totalSells: number;
  holdings: { symbol: string; quantity: number; costBasisCents: number }[];
  /** Hidden by name (docs/product/competitions.md#hidden-names): kept for change tracking, never ranked. */
  hidden: boolean;
}

export interface LeaderboardSnapshot {
  /** Players by slot (null: a deleted one), with their profit in cents at the snapshot's quotes. */
  slots: (LeaderboardPlayer | null)[];
  profits: Float64Array;
  /** Time-weighted return net of deposits (ADR 008, 011), a fraction: the ranking key. */
  returns: Float64Array;
  /** Price per symbol column used for this valuation (NaN: no quote, valued at cost). */
  prices: Float64Array;
  /** Slot → 1 when ranked (present and not hidden by name). */
  active: Uint8Array;
  /** How many slots are ranked (the number of 1s in `active`). */
  ranked: number;
  userIds: Float64Array;
  /** Slots of the top players, in rank order. */
  top: number[];
  /** The live user → slot map: a slot at or beyond `profits.length` joined after this snapshot. */
  slotOf: ReadonlyMap<number, number>;
}

export interface LeaderboardIndex {
  /** The current standings: loads on first use, applies changed players, revalues at most every `revalueMs`. */
  snapshot(currentUserId: number): Promise<LeaderboardSnapshot>;
  /** Marks players whose portfolio, XP or achievements changed (after a trade, on this or another instance). */
  markChanged(userIds: Iterable<number>): void;
  /** The true 1-based rank of the player in `slot` (remembered per snapshot until it changes). */
  rankOf(snapshot: LeaderboardSnapshot, slot: number): number;
  /** Loads every player and values them (at server start, so no request waits for it). */
  warm(): Promise<void>;
  /** Stops loading and valuing; resolves when nothing of it still runs (before the database closes). */
  close(): Promise<void>;
}
