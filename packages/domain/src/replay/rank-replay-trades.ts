export interface ReplayTrade {
  id: number;
  side: 'buy' | 'sell' | 'short' | 'cover';
  quantity: number;
  priceCents: number;
  /** The symbol's price at the replay's last close. */
  closeCents: number;
}

/**
 * What a trade was worth by the replay's last close, in cents: a buy or cover gains what the price rose after it, a
 * sell or short what it fell (selling before a fall counts as well as buying before a rise).
 */
export function replayTradeResultCents(t: ReplayTrade): number {
  const rise = (t.closeCents - t.priceCents) * t.quantity;
  return t.side === 'buy' || t.side === 'cover' ? rise : -rise;
}

/** The best and the worst trade of a replay by replayTradeResultCents (ties: the earlier id); null without trades. */
export function rankReplayTrades<T extends ReplayTrade>(
  trades: readonly T[],
): { best: T & { resultCents: number }; worst: T & { resultCents: number } } | null {
  let best: (T & { resultCents: number }) | null = null;
  let worst: (T & { resultCents: number }) | null = null;
  for (const t of trades) {
    const scored = { ...t, resultCents: replayTradeResultCents(t) };
    if (!best || scored.resultCents > best.resultCents || (scored.resultCents === best.resultCents && t.id < best.id))
      best = scored;
    if (
      !worst ||
      scored.resultCents < worst.resultCents ||
      (scored.resultCents === worst.resultCents && t.id < worst.id)
    )
      worst = scored;
  }
  return best && worst ? { best, worst } : null;
}
