import { isDeepStrictEqual } from 'node:util';
import type { PortfolioChangedMessage } from '@tradearena/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';
import { type LoadedPortfolio, loadPortfolio } from './load-portfolio.ts';
import { selectAchievementIds, sumOtherTrades } from './order-statements.ts';
import { PERSONAL } from './trading-deps.ts';

/** A personal portfolio as last known, with the achievements its user held then. */
export interface CachedPortfolio extends LoadedPortfolio {
  /** May lack ones unlocked since (unlocking is idempotent, so a stale set only costs a no-op insert). */
  achievementIds: ReadonlySet<number>;
  /** The user's trades in its other portfolios (competitions), for the trade-count achievements. */
  otherTrades: number;
}

export interface PortfolioCache {
  /** The user's personal portfolio from memory, else from the database (and kept); null when there is none. */
  get(db: Kysely<Database>, userId: number): Promise<CachedPortfolio | null>;
  /** What `get` would answer from memory now, without a promise; undefined when it would read the database. */
  known(userId: number): CachedPortfolio | undefined;
  /** After a trade committed here: the exact state after it (kept unless a later trade is already known). */
  applyTrade(after: CachedPortfolio, tradeId: number): void;
  /** Drops what is known about a user's portfolio (the next read goes to the database). */
  forget(userId: number): void;
  /** A portfolio changed (published after every trade, on any instance, and by the daily achievements job). */
  onChanged(message: PortfolioChangedMessage): void;
}

/**
 * Personal portfolios kept in memory, so GET /api/portfolio is quote lookups and arithmetic and an order starts
 * from a known state. Every trade publishes PortfolioChangedMessage (this instance and others, through the PubSub
 * port); a message drops the user's entry unless it is about the very trade this instance already applied. Orders
 * never trust an entry blindly: the fill checks the entry's version (cash and trade count) in its conditional
 * update and falls back to reading under a row lock (fill-order.ts). A read racing with an invalidation is not
 * kept; the TTL bounds what a writer that does not publish could leave behind.
 */
export function createPortfolioCache(
  opts: { ttlMs?: number; maxEntries?: number; monotonicNow?: () => number } = {},
): PortfolioCache {
  const ttlMs = opts.ttlMs ?? 5_000;
  const maxEntries = opts.maxEntries ?? 20_000;
  const monotonicNow = opts.monotonicNow ?? (() => performance.now());
  const entries = new Map<number, { portfolio: CachedPortfolio; at: number; tradeId: number | null }>();
  let generation = 0;

  function keep(portfolio: CachedPortfolio, tradeId: number | null): void {
    const current = entries.get(portfolio.userId);
    if (current && current.portfolio.ledger.totalTrades > portfolio.ledger.totalTrades) return;
    entries.delete(portfolio.userId);
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    entries.set(portfolio.userId, { portfolio, at: monotonicNow(), tradeId });
  }

  function forget(userId: number): void {
    generation++;
    entries.delete(userId);
  }

  function known(userId: number): CachedPortfolio | undefined {
    const hit = entries.get(userId);
    return hit && monotonicNow() - hit.at < ttlMs ? hit.portfolio : undefined;
  }

  return {
    async get(db, userId) {
      const hit = known(userId);
      if (hit) return hit;
      const version = generation;
      const expired = entries.get(userId)?.portfolio;
      const loaded = await loadPortfolio(db, userId, PERSONAL);
      if (!loaded) return null;
      const ids = (await selectAchievementIds(db, userId)).rows.map((r) => Number(r.achievement_id));
      const other = (await sumOtherTrades(db, userId, PERSONAL.competitionId, PERSONAL.season)).rows[0]?.n;
      const read: CachedPortfolio = { ...loaded, achievementIds: new Set(ids), otherTrades: Number(other ?? 0) };
      // An entry past its TTL that the database still agrees with, field for field, is kept as the same object: what
      // was built from it (the portfolio answer, today's fills: portfolio-answer.ts, todays-fills.ts) stays valid,
      // instead of every expiry re-reading the day's fills and valuing the portfolio again.
      const portfolio = expired && isDeepStrictEqual(expired, read) ? expired : read;
      if (version === generation) keep(portfolio, null);
      return portfolio;
    },
    applyTrade(after, tradeId) {
      keep(after, tradeId);
    },
    known,
    forget,
    onChanged(message) {
      // Any portfolio of the user counts (a competition trade changes `otherTrades`). Trades of one portfolio
      // commit in id order (its row lock serializes them), so an entry this instance built from trade N of the
      // personal portfolio already contains every trade of it up to N.
      const entry = entries.get(message.userId);
      const personal = message.competitionId === PERSONAL.competitionId && message.season === PERSONAL.season;
      if (personal && entry?.tradeId != null && message.tradeId !== null && message.tradeId <= entry.tradeId) return;
      forget(message.userId);
    },
  };
}
