import { isHiddenFromLeaderboard } from '@tradearena/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';
import { educatorUntil, isEducatorAt, isOperator } from '../accounts/index.ts';
import { PERSONAL } from '../portfolio/index.ts';
import type { LeaderboardPlayer } from './leaderboard-types.ts';
import { readTransferFlows } from './read-transfer-flows.ts';

/** Who is not a player, as of when the players are read. */
export interface NonPlayers {
  /** ADMIN_EMAILS: operators (auth/is-operator.ts: listed and proven) run the game and do not rank in it. */
  operatorEmails: readonly string[];
  /** Educators (an active Educator Pro subscription at this instant) teach and do not rank among players. */
  nowMs: number;
}

/**
 * Reads players by portfolio-id range (full load) or by user ids (changes): three set-based queries, and a fourth for
 * the bank transfers of those with deposits. Hidden (read but never ranked or counted): hidden names, and
 * those who are not players (`NonPlayers`).
 */
export async function readLeaderboardPlayers(
  db: Kysely<Database>,
  by: { afterPortfolioId: number; limit: number } | { userIds: number[] },
  nonPlayers: NonPlayers,
): Promise<{ players: LeaderboardPlayer[]; lastPortfolioId: number | null }> {
  let q = db
    .selectFrom('portfolios as p')
    .innerJoin('users', 'users.id', 'p.user_id')
    .select([
      'p.id',
      'p.user_id',
      'p.cash_cents',
      'p.starting_cash_cents',
      'p.net_deposits_cents',
      'p.winning_sells',
      'p.total_sells',
      'users.username',
      'users.experience',
      'users.email',
      'users.email_verified_at',
      'users.managed_by',
    ])
    .select((eb) => educatorUntil(eb))
    .where('p.season', '=', PERSONAL.season)
    .where('users.deleted_at', 'is', null);
  // A range is walked along the primary key. `+competition_id` (the same value on both dialects) keeps SQLite from
  // choosing the (competition_id, season, updated_at) index instead, which scanned every personal portfolio and
  // sorted them for each chunk: ~10 ms a chunk, 4 ms for an empty one, at 100,000 players; now ~1 ms and 0.03 ms.
  q =
    'userIds' in by
      ? q.where('p.competition_id', '=', PERSONAL.competitionId).where('p.user_id', 'in', by.userIds)
      : q
          .where(sql<number>`+${sql.ref('p.competition_id')}`, '=', PERSONAL.competitionId)
          .where('p.id', '>', by.afterPortfolioId)
          .orderBy('p.id')
          .limit(by.limit);
  const rows = 'userIds' in by && by.userIds.length === 0 ? [] : await q.execute();
  if (rows.length === 0) return { players: [], lastPortfolioId: null };
  const portfolioIds = rows.map((r) => Number(r.id));
  const userIds = rows.map((r) => Number(r.user_id));
  const positions =
    'userIds' in by
      ? await db
          .selectFrom('positions')
          .select(['portfolio_id', 'symbol', 'quantity', 'cost_basis_cents'])
          .where('portfolio_id', 'in', portfolioIds)
          .execute()
      : await db
          .selectFrom('positions')
          .select(['portfolio_id', 'symbol', 'quantity', 'cost_basis_cents'])
          .where('portfolio_id', '>=', Math.min(...portfolioIds))
          .where('portfolio_id', '<=', Math.max(...portfolioIds))
          .execute();
  const counts = await db
    .selectFrom('user_achievements')
    .select(['user_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('user_id', 'in', userIds)
    .groupBy('user_id')
    .execute();
  const countBy = new Map(counts.map((c) => [Number(c.user_id), Number(c.n)]));
  // Transfers from the bank into personal portfolios; only players with deposits can have any (one query, often none).
  const depositors = rows.filter((r) => Number(r.net_deposits_cents) !== 0).map((r) => Number(r.user_id));
  const flowsOf = await readTransferFlows(db, depositors, PERSONAL);
  const byPortfolio = new Map<number, LeaderboardPlayer>();
  const players = rows.map((r) => {
    const player: LeaderboardPlayer = {
      userId: Number(r.user_id),
      username: r.username,
      experience: Number(r.experience),
      achievements: countBy.get(Number(r.user_id)) ?? 0,
      cashCents: Number(r.cash_cents),
      investedCents: Number(r.starting_cash_cents) + Number(r.net_deposits_cents),
      startingCashCents: Number(r.starting_cash_cents),
      flows: flowsOf.get(Number(r.user_id)) ?? [],
      winningSells: Number(r.winning_sells),
      totalSells: Number(r.total_sells),
      holdings: [],
      hidden:
        isHiddenFromLeaderboard(r.username) ||
        isOperator({ email: r.email, emailVerified: r.email_verified_at !== null }, nonPlayers.operatorEmails) ||
        isEducatorAt(r.educator_until, nonPlayers.nowMs) ||
        // A student account a teacher manages stays private to its class (ADR 024).
        r.managed_by !== null,
    };
    byPortfolio.set(Number(r.id), player);
    return player;
  });
  for (const pos of positions) {
    byPortfolio.get(Number(pos.portfolio_id))?.holdings.push({
      symbol: pos.symbol,
      quantity: Number(pos.quantity),
      costBasisCents: Number(pos.cost_basis_cents),
    });
  }
  return { players, lastPortfolioId: 'userIds' in by ? null : Number(rows[rows.length - 1]!.id) };
}
