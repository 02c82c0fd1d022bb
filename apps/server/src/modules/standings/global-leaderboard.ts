import type { Kysely } from 'kysely';
import { preparedQuery } from '../../adapters/db/prepared-query.ts';
import type { Database } from '../../adapters/db/schema.ts';
import type { MarketData } from '../../ports/market-data.ts';
import type { LeaderboardPlayer } from './leaderboard-types.ts';
import { participantReturn } from './participant-return.ts';
import { type NonPlayers, readLeaderboardPlayers } from './read-leaderboard-players.ts';
import { readSeasonElite } from './read-season-elite.ts';
import { createStandingsIndex } from './standings-index.ts';
import type { RankedSnapshot, StandingsIndex } from './standings-index-types.ts';

/** A player of the global board, with whether they carry 'Elite' (docs/product/leaderboard-badges.md). */
export type BoardPlayer = LeaderboardPlayer & { elite: boolean };
export type LeaderboardSnapshot = RankedSnapshot<BoardPlayer>;
export type LeaderboardIndex = StandingsIndex<BoardPlayer>;

/** The players with their Elite mark: one more query per read of players. */
async function withElite(db: Kysely<Database>, players: LeaderboardPlayer[]): Promise<BoardPlayer[]> {
  const elite = await readSeasonElite(
    db,
    players.map((p) => p.userId),
  );
  return players.map((p) => Object.assign(p, { elite: elite.has(p.userId) }));
}

const selectNewestPortfolioId = preparedQuery(0, (db) =>
  db.selectFrom('portfolios').select((eb) => eb.fn.max('id').as('id')),
);
/** A periodic reload's pause after a chunk: as long as the chunk took. */
const pauseAsLong = (chunkMs: number) => new Promise<void>((r) => setTimeout(r, chunkMs));

/**
 * The global leaderboard's standings (docs/product/leaderboard-badges.md says who is ranked): every personal
 * portfolio, ranked by return net of deposits, time-weighted over bank transfers like the competitions' (ADR 008,
 * 011), so money moved in never buys a place; ties to the lower user id. Players are read by portfolio id, so a
 * sign-up on any instance is seen at the next read (the newest portfolio id); a periodic full reload (every 5 min)
 * is paced: after each chunk it pauses as long as the chunk took, so it takes about half the CPU for twice the time.
 */
export function createLeaderboardIndex(
  opts: {
    db: Kysely<Database>;
    marketData: MarketData;
    /** ADMIN_EMAILS: operators are not ranked (read-leaderboard-players.ts), nor are educators. */
    operatorEmails?: readonly string[];
    now?: () => number;
  } & Pick<
    Parameters<typeof createStandingsIndex<BoardPlayer>>[0],
    | 'revalueMs'
    | 'maxAgeMs'
    | 'fullReloadMs'
    | 'topN'
    | 'sortEveryValuation'
    | 'valueSlice'
    | 'betweenSlices'
    | 'loadChunk'
    | 'reloadPause'
  >,
): LeaderboardIndex {
  const { db, operatorEmails = [], ...tuning } = opts;
  const now = opts.now ?? Date.now;
  /** Who is not a player as of each read (an educator's subscription ending shows at the next read of them). */
  const nonPlayers = (): NonPlayers => ({ operatorEmails, nowMs: now() });
  return createStandingsIndex<BoardPlayer>({
    fullReloadMs: 5 * 60_000,
    reloadPause: pauseAsLong,
    ...tuning,
    now,
    source: {
      async readChunk(afterPortfolioId, limit) {
        const chunk = await readLeaderboardPlayers(db, { afterPortfolioId, limit }, nonPlayers());
        return { players: await withElite(db, chunk.players), lastCursor: chunk.lastPortfolioId };
      },
      async readUsers(userIds) {
        return withElite(db, (await readLeaderboardPlayers(db, { userIds }, nonPlayers())).players);
      },
      async newestCursor() {
        return Number((await selectNewestPortfolioId(db)).rows[0]?.id ?? 0);
      },
    },
    returnOf: (p, profitCents, at) => participantReturn(p, profitCents, { seasonStart: at, at }),
    ties: { key: (p) => p.userId },
  });
}
