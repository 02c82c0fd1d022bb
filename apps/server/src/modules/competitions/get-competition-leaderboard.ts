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
import { dollars, percent2 } from '../trading/to-portfolio-json.ts';
import { currentSeason } from './current-season.ts';
import { loadCompetition } from './load-competition.ts';
import { prizePoolOf } from './prize-pool-of.ts';
import type { StandingsSnapshot } from './standing-types.ts';
import type { StandingsRegistry } from './standings-registry.ts';

/**
 * GET /api/competitions/:id/leaderboard (spec 02 §2, §9): the top 10 visible players of the current season by
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
  const poolCents = prizePoolOf(row);
  const prizes = livePrizes(snap, poolCents);
  const entry = (slot: number, rank: number): CompetitionLeaderboardEntry => {
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
      isYou: p.userId === input.userId,
    };
  };
  const entries = snap.top.slice(0, LEADERBOARD_TOP).map((slot, i) => entry(slot, i + 1));
  const mine = snap.slotOf.get(input.userId);
  const ranked = mine !== undefined && mine < snap.active.length && snap.active[mine] === 1;
  const you = ranked ? (entries.find((e) => e.isYou) ?? entry(mine, index.rankOf(snap, mine))) : null;
  return ok({
    competitionId: input.competitionId,
    entries,
    you,
    prizeDistribution: PRIZE_SPLIT_PERCENTS.map((percent, i) => ({
      place: i + 1,
      percent,
      amount: dollars(Math.floor((poolCents * percent) / 100)),
    })),
    prizePool: dollars(poolCents),
    seasonNumber: row.kind === 'championship' ? window.season : null,
    seasonEndsAt: window.endsAt.toISOString(),
    participantCount: snap.slots.reduce((n, p) => n + (p ? 1 : 0), 0),
    rankedCount: snap.ranked,
  });
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
    .executeTakeFirst();
  return row !== undefined;
}
