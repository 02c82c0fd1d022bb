// Seeds a championship season straight into the database: the season row with its prize pool, and for each given
// user a participant row (under their username), a portfolio for the season holding a few positions at average cost
// and the trades that built it (some players also closed a round trip at a profit or a loss; about one in ten has not
// traded, so wins no prize). The ledger identity holds for each portfolio: cash = start + realized − cost basis.
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../apps/server/src/adapters/db/schema.ts';
import {
  currentSeason,
  ensureCompetitionSeason,
  loadCompetition,
  prizePoolOf,
  type SeasonWindow,
} from '../../apps/server/src/modules/competition-core/index.ts';
import { random, randomHoldings, SYMBOLS } from '../trading/seed-players.ts';

const BATCH = 1_000;
const ROWS_PER_INSERT = 1_000;

export async function seedParticipants(
  db: Kysely<Database>,
  competitionId: number,
  userIds: number[],
  now: Date,
  /** Value snapshots per player, one a day before `now` (the ranking modes' history, ADR 023); none by default. */
  historyDays = 0,
): Promise<SeasonWindow & { prizePoolCents: number; trades: number; snapshots: number }> {
  const row = await loadCompetition(db, competitionId);
  if (!row) throw new Error(`competition ${competitionId} is not seeded by the migrations`);
  const window = currentSeason(row, now);
  const prizePoolCents = prizePoolOf(row);
  await ensureCompetitionSeason(db, competitionId, window, prizePoolCents);
  const users = new Map<number, string>();
  for (let i = 0; i < userIds.length; i += ROWS_PER_INSERT) {
    const found = await db
      .selectFrom('users')
      .select(['id', 'username'])
      .where('id', 'in', userIds.slice(i, i + ROWS_PER_INSERT))
      .execute();
    for (const u of found) users.set(Number(u.id), u.username);
  }
  const rnd = random(7);
  const start = window.startsAt.getTime();
  // Everyone joined and traded between the season's start and now (at least a minute of season either way).
  const span = Math.max(60_000, now.getTime() - start - 60_000);
  const cash = Number(row.starting_cash_cents);
  let trades = 0;
  let snapshots = 0;
  for (let b = 0; b < userIds.length; b += BATCH) {
    const batch = userIds.slice(b, b + BATCH);
    const plans = batch.map((userId) => {
      const joinedAt = start + Math.floor(rnd() * span * 0.5);
      const traded = rnd() < 0.9;
      const holdings = traded ? randomHoldings(rnd) : [];
      const ref = SYMBOLS[Math.floor(rnd() * SYMBOLS.length)]!;
      // A closed round trip of 1–20 shares: realized profit or loss of up to ±15 % of its cost.
      const roundTrip =
        traded && rnd() < 0.4
          ? {
              symbol: ref[0],
              quantity: 1 + Math.floor(rnd() * 20),
              buy: ref[1],
              sell: Math.round(ref[1] * (0.85 + rnd() * 0.3)),
            }
          : null;
      return { userId, joinedAt, holdings, roundTrip };
    });
    trades += await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('competition_participants')
        .values(
          plans.map((p) => ({
            competition_id: competitionId,
            season: window.season,
            user_id: p.userId,
            display_name: users.get(p.userId) ?? `player_${p.userId}`,
            joined_at: p.joinedAt,
          })),
        )
        .execute();
      const portfolios = await trx
        .insertInto('portfolios')
        .values(
          plans.map((p) => {
            const basis = p.holdings.reduce((s, h) => s + h.costBasisCents, 0);
            const rt = p.roundTrip;
            const realized = rt ? rt.quantity * (rt.sell - rt.buy) : 0;
            return {
              user_id: p.userId,
              competition_id: competitionId,
              season: window.season,
              cash_cents: cash + realized - basis,
              starting_cash_cents: cash,
              realized_pnl_cents: realized,
              total_sells: rt ? 1 : 0,
              winning_sells: rt && realized > 0 ? 1 : 0,
              total_trades: p.holdings.length + (rt ? 2 : 0),
              created_at: p.joinedAt,
              updated_at: p.joinedAt,
            };
          }),
        )
        .returning(['id', 'user_id'])
        .execute();
      const portfolioOf = new Map(portfolios.map((p) => [Number(p.user_id), Number(p.id)]));
      const positions: Insertable<Database['positions']>[] = [];
      const tradeRows: Insertable<Database['trades']>[] = [];
      for (const p of plans) {
        const portfolioId = portfolioOf.get(p.userId)!;
        let cashAfter = cash;
        let at = p.joinedAt;
        const trade = (symbol: string, side: 'buy' | 'sell', quantity: number, priceCents: number, pnl: number) => {
          at += 1_000 + Math.floor(rnd() * 600_000);
          const amount = quantity * priceCents;
          cashAfter += side === 'buy' ? -amount : amount;
          tradeRows.push({
            portfolio_id: portfolioId,
            user_id: p.userId,
            symbol,
            side,
            quantity,
            price_cents: priceCents,
            amount_cents: amount,
            realized_pnl_cents: pnl,
            cash_after_cents: cashAfter,
            executed_at: Math.min(at, now.getTime()),
          });
        };
        if (p.roundTrip) {
          const { symbol, quantity, buy, sell } = p.roundTrip;
          trade(symbol, 'buy', quantity, buy, 0);
          trade(symbol, 'sell', quantity, sell, quantity * (sell - buy));
        }
        for (const h of p.holdings) {
          // One buy per holding at its average price (randomHoldings' cost basis is a whole number of cents a share).
          trade(h.symbol, 'buy', h.quantity, h.costBasisCents / h.quantity, 0);
          positions.push({
            portfolio_id: portfolioId,
            symbol: h.symbol,
            quantity: h.quantity,
            cost_basis_cents: h.costBasisCents,
            opened_at: p.joinedAt,
            updated_at: p.joinedAt,
          });
        }
      }
      for (let i = 0; i < positions.length; i += ROWS_PER_INSERT)
        await trx
          .insertInto('positions')
          .values(positions.slice(i, i + ROWS_PER_INSERT))
          .execute();
      for (let i = 0; i < tradeRows.length; i += ROWS_PER_INSERT)
        await trx
          .insertInto('trades')
          .values(tradeRows.slice(i, i + ROWS_PER_INSERT))
          .execute();
      // A value history: a random walk of daily moves up to ±(1–6 %) per player, SPY drifting up.
      const history: Insertable<Database['portfolio_value_snapshots']>[] = [];
      for (const p of plans) {
        const swing = 0.01 + rnd() * 0.05;
        let value = cash;
        for (let d = historyDays; d >= 1; d--) {
          history.push({
            portfolio_id: portfolioOf.get(p.userId)!,
            taken_at: now.getTime() - d * 86_400_000,
            value_cents: Math.round(value),
            net_deposits_cents: 0,
            benchmark_cents: 500_00 + (historyDays - d) * 100,
            beta: 1,
            invested_weight: 0.8,
          });
          value *= 1 + (rnd() * 2 - 1) * swing;
        }
      }
      for (let i = 0; i < history.length; i += ROWS_PER_INSERT)
        await trx
          .insertInto('portfolio_value_snapshots')
          .values(history.slice(i, i + ROWS_PER_INSERT))
          .execute();
      snapshots += history.length;
      return tradeRows.length;
    });
  }
  return { ...window, prizePoolCents, trades, snapshots };
}
