/**
 * The longest run of consecutive trading days on which the user traded. `tradingDays` is the market calendar's
 * list of sessions (YYYY-MM-DD, ascending); days without a session (weekends, holidays) neither count nor break
 * the run. `tradedDays` are the New York dates of the user's trades.
 */
export function longestTradingStreak(tradingDays: readonly string[], tradedDays: ReadonlySet<string>): number {
  let best = 0;
  let run = 0;
  for (const day of tradingDays) {
    run = tradedDays.has(day) ? run + 1 : 0;
    if (run > best) best = run;
  }
  return best;
}
