import {
  COMPETITION_MESSAGES,
  type CompetitionLeaderboard,
  type CompetitionLeaderboardEntry,
  LEADERBOARD_TOP,
} from '@tradearena/contracts';
import { PRIZE_SPLIT_PERCENTS, percentOf, splitPrizePool } from '@tradearena/domain';
import type { Kysely } from 'kysely';
import { isTrue } from '../../adapters/db/open-database.ts';
import type { Database } from '../../adapters/db/schema.ts';
import { fail, ok, type Result } from '../../app-error.ts';
import { currentSeason, loadCompetition, prizePoolOf } from '../competition-core/index.ts';
import { dollars, percent2 } from '../portfolio/index.ts';
import type { StandingsSnapshot } from '../standings/index.ts';
import type { StandingsRegistry } from './standings-registry.ts';

/**
 * GET /api/competitions/:id/leaderboard (docs/product/competitions.md#league-standings-and-history): the top 10 visible players of the current season by
 * return net of deposits, the caller's own row when lower, and the prize panel. `prize` on a row is what it would
 * win if the season ended now: the best prize-eligible players (a trade this season, a visible name) share the pool.
 */
export async function getCompetitionLeaderboard(
  deps: { db: Kysely<Database>; standings: StandingsRegistry },
  input: { competitionId: number; userId: number; now: Date },
): Promise<Result<CompetitionLeaderboard>> {
  const row = await loadCompetition(deps.db, input.competitionId);
  if (!row) return fail('COMPETITION_NOT_FOUND', COMPETITION_MESSAGES.notFound);
  const window = currentSeason(row, input.now);
  // A private league's standings are its players' only (as GET /api/competitions/:id): 404 for anyone else.
  if (isTrue(row.is_private) && !(await playsSeason(deps.db, input.competitionId, window.season, input.userId)))
    return fail('COMPETITION_NOT_FOUND', COMPETITION_MESSAGES.notFound);
  const index = deps.standings.indexFor(input.competitionId, window.season, window.startsAt);
  const snap = await index.snapshot();
  const board = topBoardOf(snap, prizePoolOf(row));
  // The shared rows, with the caller's own marked (a copy: the cached rows are read by every caller).
  const entries = board.entries.map((e) => (e.userId === input.userId ? { ...e, isYou: true } : e));
  const mine = snap.slotOf.get(input.userId);
  const ranked = mine !== undefined && mine < snap.active.length && snap.active[mine] === 1;
  const you = ranked
    ? (entries.find((e) => e.isYou) ?? { ...toEntry(snap, board.prizes, mine, index.rankOf(snap, mine)), isYou: true })
    : null;
  return ok({
    competitionId: input.competitionId,
    entries,
    you,
    prizeDistribution: board.prizeDistribution,
    prizePool: dollars(board.poolCents),
    seasonNumber: row.kind === 'championship' ? window.season : null,
    seasonEndsAt: window.endsAt.toISOString(),
    participantCount: snap.participants,
    rankedCount: snap.ranked,
  });
}

/** What every caller of a valuation sees alike: the top rows (none marked as the caller's), prizes and the split. */
interface TopBoard {
  version: number;
  poolCents: number;
  entries: CompetitionLeaderboardEntry[];
  prizes: Map<number, number>;
  prizeDistribution: CompetitionLeaderboard['prizeDistribution'];
}

/** Built once per valuation and pool, again after players are re-scored into it (its version moves). */
const topBoards = new WeakMap<StandingsSnapshot, TopBoard>();

function topBoardOf(snap: StandingsSnapshot, poolCents: number): TopBoard {
  const known = topBoards.get(snap);
  if (known?.version === snap.version && known.poolCents === poolCents) return known;
  const prizes = livePrizes(snap, poolCents);
  const board: TopBoard = {
    version: snap.version,
    poolCents,
    entries: snap.top.slice(0, LEADERBOARD_TOP).map((slot, i) => toEntry(snap, prizes, slot, i + 1)),
    prizes,
    prizeDistribution: PRIZE_SPLIT_PERCENTS.map((percent, i) => ({
      place: i + 1,
      percent,
      amount: dollars(Math.floor((poolCents * percent) / 100)),
    })),
  };
  topBoards.set(snap, board);
  return board;
}

function toEntry(
  snap: StandingsSnapshot,
  prizes: ReadonlyMap<number, number>,
  slot: number,
  rank: number,
): CompetitionLeaderboardEntry {
  const p = snap.slots[slot]!;
  return {
    userId: p.userId,
    displayName: p.displayName,
    rank,
    totalTrades: p.totalTrades,
    winRate: percent2(percentOf(p.winningSells, p.totalSells)),
    totalReturn: percent2(snap.returns[slot]! * 100),
    profitLoss: dollars(snap.profits[slot]!),
    prize: dollars(prizes.get(p.userId) ?? 0),
    isYou: false,
  };
}

/** What the best eligible players would win now: exactly equal returns share a prize rank (as at the close). */
function livePrizes(snap: StandingsSnapshot, poolCents: number): Map<number, number> {
  if (poolCents <= 0) return new Map();
  const standings: { userId: number; rank: number }[] = [];
  let previous = Number.NaN;
  for (const [i, slot] of snap.topEligible.entries()) {
    const r = snap.returns[slot]!;
    const rank = i > 0 && r === previous ? standings[i - 1]!.rank : i + 1;
    standings.push({ userId: snap.slots[slot]!.userId, rank });
    previous = r;
  }
  return new Map(splitPrizePool(poolCents, standings, PRIZE_SPLIT_PERCENTS).map((p) => [p.userId, p.prizeCents]));
}

async function playsSeason(db: Kysely<Database>, competitionId: number, season: number, userId: number) {
  const row = await db
    .selectFrom('competition_participants')
    .select('user_id')
    .where('competition_id', '=', competitionId)
    .where('season', '=', season)
    .where('user_id', '=', userId)
    // A student removed from a class no longer reads its standings (as GET /api/leagues/:id/leaderboard).
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}
