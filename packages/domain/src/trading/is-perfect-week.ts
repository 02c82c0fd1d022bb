import { ACHIEVEMENT_RULES } from './achievement-catalogue.ts';

export interface ClosedTrade {
  realizedPnlCents: number;
  /** epoch ms */
  executedAt: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Perfect Week (docs/product/trading.md#cost-basis-and-profit, "100% win rate over 7 days"): in the 7 days up to `now`, at least 5 sells and every
 * one of them closed at a profit. The minimum keeps a single lucky sell from counting as a week.
 */
export function isPerfectWeek(sells: readonly ClosedTrade[], now: Date): boolean {
  const from = now.getTime() - ACHIEVEMENT_RULES.perfectWeekDays * DAY_MS;
  const inWindow = sells.filter((s) => s.executedAt > from && s.executedAt <= now.getTime());
  return inWindow.length >= ACHIEVEMENT_RULES.perfectWeekMinSells && inWindow.every((s) => s.realizedPnlCents > 0);
}
