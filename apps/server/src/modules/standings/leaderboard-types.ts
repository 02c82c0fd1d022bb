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
