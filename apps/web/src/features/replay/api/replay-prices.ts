import type { StockUpdateMessage } from '@tradearena/contracts';
import { useEffect, useState } from 'react';
import { createStockStream, streamUrl } from '@/lib/stock-stream.ts';

/**
 * A replay event's own prices of `symbols`, live from /stock-stream (`{ type: "subscribe", symbols, competitionId }`,
 * ADR 025) while `live`: the latest tick per symbol, empty until one arrives (the page shows its first quote then).
 * Its own connection: a replay's ticks never mix with the market's shared stream (lib/live-prices.ts).
 */
export function useReplayPrices(
  competitionId: number,
  symbols: readonly string[],
  live: boolean,
): ReadonlyMap<string, StockUpdateMessage> {
  const [prices, setPrices] = useState<ReadonlyMap<string, StockUpdateMessage>>(() => new Map());
  const key = symbols.join(',');
  useEffect(() => {
    if (!live || typeof WebSocket === 'undefined') return;
    const list = key.split(',').filter(Boolean);
    const stream = createStockStream({
      url: streamUrl(window.location),
      competitionId,
      extraSymbols: () => list,
      onUpdate: (update) => setPrices((previous) => new Map(previous).set(update.symbol, update)),
      // The ticket keeps the last price it has; the polled status tells when the replay ends.
      onState: () => {},
      onError: () => {},
    });
    stream.start();
    return () => stream.stop();
  }, [competitionId, key, live]);
  return prices;
}
