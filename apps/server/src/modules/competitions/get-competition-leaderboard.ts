import {
  COMPETITION_MESSAGES,
  type CompetitionLeaderboard,
  type CompetitionLeaderboardEntry,
  LEADERBOARD_TOP,
} from '@tradearena/contracts';
import { PRIZE_SPLIT_PERCENTS, percentOf, type RankingMode, splitPrizePool } from '@tradearena/domain';
import type { Kysely } from 'kysely';
import { isTrue } from '../../adapters/db/open-database.ts';
import type { Database } from '../../adapters/db/schema.ts';
import { fail, ok, type Result } from '../../app-error.ts';
import { currentSeason, loadCompetition, prizePoolOf, rankingModeOf } from '../competition-core/index.ts';
import { dollars, percent2 } from '../portfolio/index.ts';
import type { PlayerScore, PlayerScorer, StandingsSnapshot } from '../standings/index.ts';
import { prizesOf, rankedByScore } from './ranked-by-score.ts';
import type { StandingsRegistry } from './standings-registry.ts';

/**
 * GET /api/competitions/:id/leaderboard (docs/product/competitions.md#league-standings-and-history): the top 10 visible
 * players of the current season, the caller's own row when lower, and the prize panel. `prize` on a row is what it
 * would win if the season ended now: the best prize-eligible players (a trade this season, a visible name) share the
 * pool. Rows carry the figures of the ranking modes and are sorted by the official mode, or by `rank` when asked
 * (docs/decisions/023-performance-benchmark-and-attribution.md); the prizes always follow the official mode.
 * `return` and `excess` rank alike (the S&P 500's move over the season is the same for every player): the in-memory
 * standings answer them; `risk_adjusted` is scored by the standings index in its valuation pass (ranked-by-score.ts).
 */
export async function getCompetitionLeaderboard(
  deps: { db: Kysely<Database>; standings: StandingsRegistry; scorePlayers: PlayerScorer },
  input: { competitionId: number; userId: number; now: Date; rank?: RankingMode | undefined },
): Promise<Result<CompetitionLeaderboard>> {
  const row = await loadCompetition(deps.db, input.competitionId);
  if (!row) return fail('COMPETITION_NOT_FOUND', COMPETITION_MESSAGES.notFound);
  const window = currentSeason(row, input.now);
  // A private league's standings are its players' only (as GET /api/competitions/:id): 404 for anyone else.
  if (isTrue(row.is_private) && !(await playsSeason(deps.db, input.competitionId, window.season, input.userId)))
    return fail('COMPETITION_NOT_FOUND', COMPETITION_MESSAGES.notFound);
  const rankingMode = rankingModeOf(row);
  const rankedBy = input.rank ?? rankingMode;
  const index = deps.standings.indexFor(input.competitionId, window.season, window.startsAt);
  const scoring = { context: { competitionId: input.competitionId, season: window.season }, now: input.now };
  const scored = rankingMode === 'risk_adjusted' || rankedBy === 'risk_adjusted';
  const snap = await index.snapshot(undefined, { scored });
  const poolCents = prizePoolOf(row);
  const prizes = rankingMode === 'risk_adjusted' ? prizesOf(rankedByScore(snap), poolCents) : null;
  const board = topBoardOf(snap, poolCents, prizes);
  const mine = snap.slotOf.get(input.userId);
  const ranked = mine !== undefined && mine < snap.active.length && snap.active[mine] === 1;
  // The rows shown: the top 10 and the caller's, at their rank in `rankedBy`.
  let placed: { slot: number; rank: number }[];
  let you: { slot: number; rank: number } | null = null;
  let figures: ReadonlyMap<number, PlayerScore>;
  if (rankedBy === 'risk_adjusted') {
    const byScore = rankedByScore(snap);
    placed = byScore.top(LEADERBOARD_TOP).map((slot, i) => ({ slot, rank: i + 1 }));
    if (ranked) you = { slot: mine, rank: byScore.rankOf(mine) };
    const shown = you ? [...placed, you] : placed;
    figures = new Map(shown.map((p) => [snap.slots[p.slot]!.userId, byScore.figuresOf(p.slot)]));
  } else {
    placed = snap.top.slice(0, LEADERBOARD_TOP).map((slot, i) => ({ slot, rank: i + 1 }));
    if (ranked) you = { slot: mine, rank: placed.find((p) => p.slot === mine)?.rank ?? index.rankOf(snap, mine) };
    const input = { ...scoring, mode: rankedBy };
    figures = await figuresOf(
      snap,
      deps.scorePlayers,
      input,
      placed.map((p) => p.slot),
    );
    if (you && you.rank > LEADERBOARD_TOP)
      figures = new Map([...figures, ...(await figuresOf(snap, deps.scorePlayers, input, [you.slot]))]);
  }
  const entryOf = (p: { slot: number; rank: number }) => {
    const m = figures.get(snap.slots[p.slot]!.userId)!;
    return {
      ...toEntry(snap, board.prizes, p.slot, p.rank),
      isYou: p.slot === mine,
      returnPct: percent2(m.returnPct),
      excessReturnPct: percent2(m.excessReturnPct),
      volatilityPct: percent2(m.volatilityPct),
      score: Math.round(m.score * 10_000) / 10_000,
      provisional: m.provisional,
    };
  };
  return ok({
    competitionId: input.competitionId,
    entries: placed.map(entryOf),
    you: you ? entryOf(you) : null,
    prizeDistribution: board.prizeDistribution,
    prizePool: dollars(board.poolCents),
    seasonNumber: row.kind === 'championship' ? window.season : null,
    seasonEndsAt: window.endsAt.toISOString(),
    participantCount: snap.participants,
    rankedCount: snap.ranked,
    rankingMode,
    rankedBy,
  });
}

/**
 * Figures scored per valuation (a new one at most every second), mode and set of players at their current value and
 * return: every reader of a valuation shares the top rows' scoring, and a caller re-reading meanwhile their own.
 */
const scoredFigures = new WeakMap<StandingsSnapshot, Map<string, Promise<Map<number, PlayerScore>>>>();

function figuresOf(
  snap: StandingsSnapshot,
  scorer: PlayerScorer,
  input: Omit<Parameters<PlayerScorer>[0], 'players'>,
  slots: readonly number[],
): Promise<Map<number, PlayerScore>> {
  const players = slots.map((slot) => scoredPlayer(snap, slot));
  const key = `${input.mode}|${players.map((p) => `${p.userId}:${p.valueCents}:${p.returnFraction}`).join(',')}`;
  const known = scoredFigures.get(snap) ?? new Map<string, Promise<Map<number, PlayerScore>>>();
  scoredFigures.set(snap, known);
  const hit = known.get(key);
  if (hit) return hit;
  const figures = scorer({ ...input, players });
  known.set(key, figures);
  figures.catch(() => known.delete(key));
  return figures;
}

/** What the scorer needs of a ranked slot: its live value (profit + money put in) and its standings return. */
function scoredPlayer(snap: StandingsSnapshot, slot: number) {
  const p = snap.slots[slot]!;
  return { userId: p.userId, valueCents: snap.profits[slot]! + p.investedCents, returnFraction: snap.returns[slot]! };
}

/** What every caller of a valuation sees alike: the top rows (none marked as the caller's), prizes and the split. */
interface TopBoard {
  version: number;
  poolCents: number;
  prizes: ReadonlyMap<number, number>;
  prizeDistribution: CompetitionLeaderboard['prizeDistribution'];
}

/** Built once per valuation and pool, again after players are re-scored into it (its version moves). */
const topBoards = new WeakMap<StandingsSnapshot, TopBoard>();

function topBoardOf(snap: StandingsSnapshot, poolCents: number, byScore: ReadonlyMap<number, number> | null): TopBoard {
  const known = topBoards.get(snap);
  if (!byScore && known?.version === snap.version && known.poolCents === poolCents) return known;
  const prizes = byScore ?? livePrizes(snap, poolCents);
  const board: TopBoard = {
    version: snap.version,
    poolCents,
    prizes,
    prizeDistribution: PRIZE_SPLIT_PERCENTS.map((percent, i) => ({
      place: i + 1,
      percent,
      amount: dollars(Math.floor((poolCents * percent) / 100)),
    })),
  };
  if (!byScore) topBoards.set(snap, board);
  return board;
}

function toEntry(
  snap: StandingsSnapshot,
  prizes: ReadonlyMap<number, number>,
  slot: number,
  rank: number,
): Omit<CompetitionLeaderboardEntry, keyof PlayerScore> {
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
