import { PORTFOLIO_CHANGES_CHANNEL, type PortfolioChangedMessage } from '@tradearena/contracts';
import {
  ACHIEVEMENT_IDS,
  ACHIEVEMENT_RULES,
  addDays,
  evaluateProfitAchievements,
  isPerfectWeek,
  longestTradingStreak,
  newYorkDateOf,
  newYorkInstant,
  valuePortfolio,
} from '@tradearena/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import type { TradingDeps } from '../portfolio/index.ts';
import { IDEMPOTENCY_TTL_MS, ledgerOf, priceMarks, unlockAchievements } from '../portfolio/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Trading days the job looks back beyond the Marathon Trader window, for days it missed. */
const MARATHON_CATCH_UP_DAYS = 10;
const CHUNK = 1_000;

export interface DailyAchievementsReport {
  unlocked: { userId: number; achievementId: number }[];
  expiredIdempotencyKeys: number;
}

/**
 * The daily achievements job (docs/product/content.md#achievements): Marathon Trader (30 consecutive trading days with a trade), Perfect Week
 * (the rules in packages/domain), and Profit Master / Market Legend for portfolios that crossed the line by price
 * moves alone. Idempotent: unlocking is once per user, so running it twice changes nothing. Also forgets
 * idempotency keys older than a day.
 */
export async function evaluateDailyAchievements(
  deps: Pick<AppDeps, 'db' | 'marketData' | 'marketHours' | 'pubsub' | 'sessionCache'>,
  now: Date,
): Promise<DailyAchievementsReport> {
  const db = deps.db.db;
  const unlocked: DailyAchievementsReport['unlocked'] = [];
  const unlock = async (userId: number, ids: number[]) => {
    const got = await db.transaction().execute((trx) => unlockAchievements(trx, userId, ids, now));
    for (const a of got) unlocked.push({ userId, achievementId: a.id });
    if (got.length) {
      await deps.sessionCache.forgetUser(userId);
      await publishChange(deps, userId, now);
    }
  };

  // A streak may have been completed on a day the job did not run (the server was down after the close): the last
  // MARATHON_CATCH_UP_DAYS trading days are looked at too, so it is still found by a later run.
  const tradingDays = recentTradingDays(deps, now, ACHIEVEMENT_RULES.marathonTradingDays + MARATHON_CATCH_UP_DAYS);
  const firstDay = tradingDays[0];
  const streakEndsFrom = tradingDays[tradingDays.length - 1 - MARATHON_CATCH_UP_DAYS];
  if (firstDay && streakEndsFrom && tradingDays.length >= ACHIEVEMENT_RULES.marathonTradingDays) {
    const from = newYorkInstant(firstDay, 0, 0).getTime();
    const lastFrom = newYorkInstant(streakEndsFrom, 0, 0).getTime();
    for (const userId of await candidates(db, ACHIEVEMENT_IDS.marathonTrader, lastFrom, false)) {
      const rows = await db
        .selectFrom('trades')
        .select('executed_at')
        .where('user_id', '=', userId)
        .where('executed_at', '>=', from)
        .execute();
      const traded = new Set(rows.map((r) => newYorkDateOf(new Date(Number(r.executed_at)))));
      if (longestTradingStreak(tradingDays, traded) >= ACHIEVEMENT_RULES.marathonTradingDays) {
        await unlock(userId, [ACHIEVEMENT_IDS.marathonTrader]);
      }
    }
  }

  const weekFrom = now.getTime() - ACHIEVEMENT_RULES.perfectWeekDays * DAY_MS;
  for (const userId of await candidates(db, ACHIEVEMENT_IDS.perfectWeek, weekFrom, true)) {
    const sells = await db
      .selectFrom('trades')
      .select(['realized_pnl_cents', 'executed_at'])
      .where('user_id', '=', userId)
      // Closed trades: sells and covers (docs/product/trading.md#short-selling-and-margin), as the win rate counts them.
      .where('side', 'in', ['sell', 'cover'])
      .where('executed_at', '>', weekFrom)
      .execute();
    const closed = sells.map((s) => ({
      realizedPnlCents: Number(s.realized_pnl_cents),
      executedAt: Number(s.executed_at),
    }));
    if (isPerfectWeek(closed, now)) await unlock(userId, [ACHIEVEMENT_IDS.perfectWeek]);
  }

  await evaluateProfitByPrices(deps, unlock);

  const expired = await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', now.getTime() - IDEMPOTENCY_TTL_MS)
    .executeTakeFirst();
  return { unlocked, expiredIdempotencyKeys: Number(expired.numDeletedRows) };
}

/** The last `count` trading days up to today (New York dates, ascending), from the MarketHours port. */
function recentTradingDays(deps: Pick<TradingDeps, 'marketHours'>, now: Date, count: number): string[] {
  const days: string[] = [];
  let day = newYorkDateOf(now);
  for (let i = 0; i < count * 3 && days.length < count; i++, day = addDays(day, -1)) {
    const status = deps.marketHours.status(newYorkInstant(day, 12, 0));
    if (status.session !== 'closed') days.unshift(day);
  }
  return days;
}

/** Users with a trade (or a sell) since `from` who have not yet unlocked `achievementId`. */
async function candidates(
  db: Kysely<Database>,
  achievementId: number,
  from: number,
  sellsOnly: boolean,
): Promise<number[]> {
  let q = db
    .selectFrom('trades as t')
    .select('t.user_id')
    .distinct()
    .where('t.executed_at', '>=', from)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('user_achievements as ua')
            .select('ua.user_id')
            .whereRef('ua.user_id', '=', 't.user_id')
            .where('ua.achievement_id', '=', achievementId),
        ),
      ),
    );
  if (sellsOnly) q = q.where('t.side', 'in', ['sell', 'cover']);
  return (await q.execute()).map((r) => Number(r.user_id));
}

/** Portfolios with open positions whose owner lacks Market Legend, valued at current quotes, in chunks. */
async function evaluateProfitByPrices(
  deps: Pick<TradingDeps, 'db' | 'marketData'>,
  unlock: (userId: number, ids: number[]) => Promise<void>,
): Promise<void> {
  const db = deps.db.db;
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom('portfolios as p')
      .selectAll('p')
      .where('p.id', '>', after)
      .where(({ exists, selectFrom }) =>
        exists(selectFrom('positions').select('portfolio_id').whereRef('portfolio_id', '=', 'p.id')),
      )
      .orderBy('p.id')
      .limit(CHUNK)
      .execute();
    if (rows.length === 0) return;
    after = Number(rows[rows.length - 1]!.id);
    const ids = rows.map((r) => Number(r.id));
    const lots = await db.selectFrom('positions').selectAll().where('portfolio_id', 'in', ids).execute();
    const have = await db
      .selectFrom('user_achievements')
      .select(['user_id', 'achievement_id'])
      .where(
        'user_id',
        'in',
        rows.map((r) => Number(r.user_id)),
      )
      .where('achievement_id', 'in', [ACHIEVEMENT_IDS.profitMaster, ACHIEVEMENT_IDS.marketLegend])
      .execute();
    const owned = new Set(have.map((h) => `${h.user_id}:${h.achievement_id}`));
    const marks = await priceMarks(deps.marketData, [...new Set(lots.map((l) => l.symbol))]);
    const lotsByPortfolio = new Map<number, { symbol: string; quantity: number; costBasisCents: number }[]>();
    for (const l of lots) {
      const list = lotsByPortfolio.get(Number(l.portfolio_id)) ?? [];
      list.push({ symbol: l.symbol, quantity: Number(l.quantity), costBasisCents: Number(l.cost_basis_cents) });
      lotsByPortfolio.set(Number(l.portfolio_id), list);
    }
    for (const row of rows) {
      const mine = lotsByPortfolio.get(Number(row.id)) ?? [];
      const profit = valuePortfolio(ledgerOf(row), mine, marks).profitCents;
      const userId = Number(row.user_id);
      const met = evaluateProfitAchievements(profit).filter((id) => !owned.has(`${userId}:${id}`));
      if (met.length) await unlock(userId, met);
    }
  }
}

async function publishChange(deps: Pick<TradingDeps, 'pubsub' | 'db'>, userId: number, now: Date): Promise<void> {
  const message: PortfolioChangedMessage = {
    type: 'portfolio_changed',
    userId,
    portfolioId: 0,
    competitionId: 0,
    season: 0,
    tradeId: null,
    at: now.toISOString(),
  };
  await deps.pubsub.publish(PORTFOLIO_CHANGES_CHANNEL, message).catch(() => undefined);
}
