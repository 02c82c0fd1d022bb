import { PRIZE_SPLIT_PERCENTS, rankParticipantsInSteps, splitPrizePool } from '@tradearena/domain';
import type { DbHandle } from '../../adapters/db/open-database.ts';
import { competitionMarketData } from '../../adapters/market-data/replay/replay-markets.ts';
import { mapInTurns } from '../../map-in-turns.ts';
import type { MarketData } from '../../ports/market-data.ts';
import type { PubSub } from '../../ports/pubsub.ts';
import type { SessionCache } from '../accounts/index.ts';
import { creditBank } from '../bank-ledger/index.ts';
import { loadCompetition, rankingModeOf } from '../competition-core/index.ts';
import { announceExitOrders, cancelExitOrders, EXIT_REASONS } from '../orders/index.ts';
import { unlockAchievements } from '../portfolio/index.ts';
import { type PlayerScorer, toParticipantResult } from '../standings/index.ts';
import { finishInTurns } from './finish-in-turns.ts';
import { inOfficialMode } from './in-official-mode.ts';
import { readAllStandingPlayers } from './read-all-standing-players.ts';
import { valueStandingPlayers } from './value-standing-players.ts';

/** League Champion (achievement 5): first place when a league or championship season ends. */
export const LEAGUE_CHAMPION_ACHIEVEMENT_ID = 5;
/** Result rows per insert: 10 values each, under SQLite's 32,766 and PostgreSQL's 65,535 bound parameters. */
const INSERT_BATCH = 3_000;

/** What a season close needs: the database, quotes, and who to tell; the scorer for a risk-adjusted mode. */
export interface SeasonCloseDeps {
  db: DbHandle;
  marketData: MarketData;
  sessionCache?: SessionCache;
  pubsub?: PubSub;
  scorePlayers?: PlayerScorer;
}

export interface SeasonCloseReport {
  /** False when the season was already closed (by an earlier run or another instance): nothing was done. */
  closed: boolean;
  participants: number;
  prizes: { userId: number; prizeCents: number }[];
  champions: number[];
}

/**
 * Closes a championship season or completes a league (its season 1): freezes the final standings into
 * competition_results, pays the season's prize pool (competition_seasons.prize_pool_cents; 0 for leagues) into the
 * winners' trading bank, unlocks League Champion for first place and marks the season closed — in one transaction
 * that starts by claiming the season (`closed_at` set only where it is still null), so a second run, or another
 * instance at the same time, does nothing; each prize also has its own unique ledger key. The season's open orders are
 * cancelled in that transaction ("league ended" / "season closed", cancel-exit-orders.ts): nobody trades there again.
 *
 * Portfolios are valued at the market's quotes when this runs: a provider cannot price a past instant, so a season
 * closed late (the server was down at the end) is valued at the quotes of the close run; the players' holdings
 * themselves are frozen since the end (trading moved on to the next season). Ranking and prizes are the domain's
 * (rankParticipants, run in steps; splitPrizePool; ADR 011), in the competition's official ranking mode (ADR 023:
 * `return` and `excess` order alike, the S&P 500's move being the same for all; `risk_adjusted` re-ranks by the
 * scores of `deps.scorePlayers`). A league's caller also sets competitions.completed_at.
 */
export async function closeCompetitionSeason(
  deps: SeasonCloseDeps,
  competitionId: number,
  season: number,
  at: Date,
): Promise<SeasonCloseReport> {
  const db = deps.db.db;
  const nothing: SeasonCloseReport = { closed: false, participants: 0, prizes: [], champions: [] };
  const competition = await loadCompetition(db, competitionId);
  const window = await db
    .selectFrom('competition_seasons')
    .selectAll()
    .where('competition_id', '=', competitionId)
    .where('season', '=', season)
    .executeTakeFirst();
  if (!competition || !window || window.closed_at !== null) return nothing;

  const players = await readAllStandingPlayers(db, { competitionId, season });
  // A replay event's final standings are valued at its own prices at the ranking instant (ADR 025).
  const market = competitionMarketData({ db, clock: { now: () => at }, marketData: deps.marketData }, competitionId);
  const values = await valueStandingPlayers(market, players);
  // In slices with turns of the event loop between them (100,000 participants): orders this instance serves meanwhile
  // wait for one slice at most.
  const ranked = await inOfficialMode(
    deps,
    { competitionId, season, mode: rankingModeOf(competition), at },
    await finishInTurns(
      rankParticipantsInSteps(await mapInTurns(players, (p, i) => toParticipantResult(p, values[i]!)), {
        seasonStart: new Date(Number(window.starts_at)),
        at,
      }),
    ),
  );
  const winners = ranked.filter((r) => r.prizeRank !== null).map((r) => ({ userId: r.userId, rank: r.prizeRank! }));
  const prizes = splitPrizePool(Number(window.prize_pool_cents), winners, PRIZE_SPLIT_PERCENTS);
  const prizeOf = new Map(prizes.map((p) => [p.userId, p.prizeCents]));
  const champions = ranked.filter((r) => r.prizeRank === 1).map((r) => r.userId);
  const label = competition.kind === 'championship' ? `${competition.name} · Season ${season}` : competition.name;
  const t = at.getTime();

  const done = await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('competition_seasons')
      .set({ closed_at: t, participant_count: ranked.length })
      .where('competition_id', '=', competitionId)
      .where('season', '=', season)
      .where('closed_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return null;
    for (let i = 0; i < ranked.length; i += INSERT_BATCH) {
      await trx
        .insertInto('competition_results')
        .values(
          ranked.slice(i, i + INSERT_BATCH).map((r) => ({
            competition_id: competitionId,
            season,
            user_id: r.userId,
            rank: r.rank,
            display_name: r.displayName,
            final_value_cents: r.valueCents,
            profit_cents: r.profitCents,
            return_ppm: Math.round(r.returnFraction * 1_000_000),
            prize_cents: prizeOf.get(r.userId) ?? 0,
            trade_count: r.tradeCount,
          })),
        )
        .onConflict((oc) => oc.columns(['competition_id', 'season', 'user_id']).doNothing())
        .execute();
    }
    for (const prize of prizes) {
      await creditBank(trx, {
        userId: prize.userId,
        amountCents: prize.prizeCents,
        type: 'prize',
        competitionId,
        season,
        label,
        idempotencyKey: `prize:${competitionId}:${season}:${prize.userId}`,
        now: at,
      });
    }
    for (const userId of champions) await unlockAchievements(trx, userId, [LEAGUE_CHAMPION_ACHIEVEMENT_ID], at);
    const exit = competition.kind === 'league' ? EXIT_REASONS.leagueEnded : EXIT_REASONS.seasonClosed;
    return cancelExitOrders(trx, { competitionId, season }, exit, t);
  });
  if (!done) return nothing;
  announceExitOrders(deps, done, at);
  // Unlocked XP shows in the champions' signed-in user on their next request.
  for (const userId of champions) void deps.sessionCache?.forgetUser(userId);
  return { closed: true, participants: players.length, prizes, champions };
}
