import { REPLAY_MESSAGES, type ReplayDetail } from '@tradearena/contracts';
import { REPLAY_PRIZE_POOL_CENTS, replayClock, replayHeadlines, replayReveal, replayWindow } from '@tradearena/domain';
import { replayPricesOf } from '../../adapters/market-data/replay/replay-markets.ts';
import { sp500History } from '../../adapters/market-data/simulated/sp500-history.ts';
import { fail, ok, type Result } from '../../app-error.ts';
import { isShortSellingAllowed, loadCompetition } from '../competition-core/index.ts';
import { type LeagueDeps, leagueStandings, requireLeagueMember } from '../leagues/index.ts';
import { rankEventTrades } from './rank-event-trades.ts';
import { scheduleOf, toReplayJson } from './to-replay-json.ts';

const pct = (fraction: number) => Math.round(fraction * 10_000) / 100;

/**
 * GET /api/replays/{id}: the event, its clock ("Day 1", "10:45") and its standings (valued at the replay's prices,
 * frozen at its end); once finished, also the reveal — the real dates, the index's move and each player's return
 * against it. Before the end nothing here names the real period. A class's event is seen by its players and its
 * educator only (anyone else: the same 404 as an unknown id); a public one by every signed-in user.
 */
export async function getReplay(
  deps: LeagueDeps,
  input: { replayId: number; userId: number },
): Promise<Result<{ replay: ReplayDetail }>> {
  const db = deps.db.db;
  const now = deps.clock.now();
  const row = await db.selectFrom('replay_events').selectAll().where('id', '=', input.replayId).executeTakeFirst();
  const competitionId = Number(row?.competition_id ?? 0);
  const league = row ? await loadCompetition(db, competitionId) : null;
  const joined = row ? (await requireLeagueMember(db, competitionId, input.userId)).ok : false;
  const isPublic = row?.class_league_id === null;
  if (!row || !league || !(joined || isPublic || Number(row.created_by_user_id) === input.userId))
    return fail('REPLAY_NOT_FOUND', REPLAY_MESSAGES.notFound);
  const prices = await replayPricesOf(db, competitionId);
  // The prices' schedule knows each day's session (an early close ends at 13:00).
  const clock = replayClock(prices?.schedule ?? scheduleOf(row), now.getTime());
  const news = prices ? replayHeadlines(prices.indexPaths, prices.previousClose, clock) : [];
  const standings = await leagueStandings(deps, league);
  const window = clock.status === 'finished' ? replayWindow(sp500History(), row.start_date, Number(row.days)) : null;
  const reveal = window
    ? { ...replayReveal(window, sp500History()), ...(await rankEventTrades(deps, row)) }
    : undefined;
  return ok({
    replay: {
      ...toReplayJson(row, now),
      clock: { day: clock.dayLabel, time: clock.time },
      joined,
      isPublic,
      shortSellingAllowed: isShortSellingAllowed(league),
      prizePool: isPublic ? REPLAY_PRIZE_POOL_CENTS / 100 : null,
      news,
      standings: standings.map((s) => ({
        rank: s.rank,
        displayName: s.displayName,
        returnPct: pct(s.returnFraction),
        vsIndexPct: reveal ? Math.round((pct(s.returnFraction) - reveal.indexReturnPct) * 100) / 100 : null,
        tradeCount: s.tradeCount,
        prize: s.prizeCents ? s.prizeCents / 100 : null,
      })),
      ...(reveal ? { reveal } : {}),
    },
  });
}
