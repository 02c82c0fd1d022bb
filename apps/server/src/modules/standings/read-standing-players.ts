import { isHiddenFromLeaderboard, shownPlayerName } from '@tradearena/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';
import { readTransferFlows } from './read-transfer-flows.ts';
import type { StandingPlayer } from './standing-types.ts';

/**
 * Participants of one competition season with their portfolio, holdings and bank transfers into it, read by user-id
 * range (a full load, in chunks) or by user ids (players that changed): a few set-based queries per call.
 */
export async function readStandingPlayers(
  db: Kysely<Database>,
  season: { competitionId: number; season: number },
  by: { afterUserId: number; limit: number } | { userIds: number[] },
): Promise<{ players: StandingPlayer[]; lastUserId: number | null }> {
  if ('userIds' in by && by.userIds.length === 0) return { players: [], lastUserId: null };
  let q = db
    .selectFrom('competition_participants as cp')
    .innerJoin('portfolios as p', (j) =>
      j
        .onRef('p.user_id', '=', 'cp.user_id')
        .onRef('p.competition_id', '=', 'cp.competition_id')
        .onRef('p.season', '=', 'cp.season'),
    )
    .innerJoin('users as u', 'u.id', 'cp.user_id')
    .select([
      'cp.user_id',
      'cp.display_name',
      'cp.joined_at',
      'u.username',
      'u.deleted_at',
      'p.id as portfolio_id',
      'p.cash_cents',
      'p.starting_cash_cents',
      'p.net_deposits_cents',
      'p.winning_sells',
      'p.total_sells',
      'p.total_trades',
    ])
    .where('cp.competition_id', '=', season.competitionId)
    .where('cp.season', '=', season.season)
    // A student removed from a class by the educator is archived: out of the standings (migration 013).
    .where('cp.removed_at', 'is', null);
  q =
    'userIds' in by
      ? q.where('cp.user_id', 'in', by.userIds)
      : q.where('cp.user_id', '>', by.afterUserId).orderBy('cp.user_id').limit(by.limit);
  const rows = await q.execute();
  if (rows.length === 0) return { players: [], lastUserId: null };
  const portfolioIds = rows.map((r) => Number(r.portfolio_id));
  const userIds = rows.map((r) => Number(r.user_id));
  const positions = await db
    .selectFrom('positions')
    .select(['portfolio_id', 'symbol', 'quantity', 'cost_basis_cents'])
    .where('portfolio_id', 'in', portfolioIds)
    .execute();
  const flowsOf = await readTransferFlows(db, userIds, season);
  const byPortfolio = new Map<number, StandingPlayer>();
  const players = rows.map((r) => {
    // A deleted account keeps its place under the name its standings show.
    const displayName = shownPlayerName(r.display_name, r.deleted_at);
    const starting = Number(r.starting_cash_cents);
    const player: StandingPlayer = {
      userId: Number(r.user_id),
      displayName,
      username: r.username,
      joinedAt: Number(r.joined_at),
      startingCashCents: starting,
      cashCents: Number(r.cash_cents),
      investedCents: starting + Number(r.net_deposits_cents),
      winningSells: Number(r.winning_sells),
      totalSells: Number(r.total_sells),
      totalTrades: Number(r.total_trades),
      holdings: [],
      flows: flowsOf.get(Number(r.user_id)) ?? [],
      hidden: isHiddenFromLeaderboard(displayName),
      canWin: r.deleted_at === null,
    };
    byPortfolio.set(Number(r.portfolio_id), player);
    return player;
  });
  for (const pos of positions) {
    byPortfolio.get(Number(pos.portfolio_id))?.holdings.push({
      symbol: pos.symbol,
      quantity: Number(pos.quantity),
      costBasisCents: Number(pos.cost_basis_cents),
    });
  }
  return { players, lastUserId: 'userIds' in by ? null : Number(rows[rows.length - 1]!.user_id) };
}
