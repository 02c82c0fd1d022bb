import type { ReplayDetail } from '@tradearena/contracts';
import { competitionTradingContext } from '@/lib/trading/competition-trading-context.ts';
import type { TradingContext } from '@/lib/trading/trading-context.ts';
import { replayKey } from './replay-queries.ts';

/**
 * The player's portfolio in a replay event, for the one trade ticket
 * (docs/decisions/025-instruments-corporate-actions-replay.md): a replay is a competition, so its portfolio, positions
 * and plain trades are the competition's (/api/competition/{id}/portfolio|positions|trade) and its other orders go to
 * POST /api/orders with its `competitionId`; the server prices them all at the replay's prices. New shorts as the
 * event allows them; after a trade its standings are read again.
 */
export function replayTradingContext(
  replay: Pick<ReplayDetail, 'id' | 'competitionId' | 'shortSellingAllowed'>,
): TradingContext {
  return competitionTradingContext(
    replay.competitionId,
    'championship',
    [replayKey(replay.id)],
    replay.shortSellingAllowed,
  );
}
