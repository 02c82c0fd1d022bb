import { addZonedDays, NYSE_TIME_ZONE, startOfDayInZone, type TodaysFill } from '@tradearena/domain';
import type { Kysely } from 'kysely';
import { preparedQuery } from '../../adapters/db/prepared-query.ts';
import type { Database } from '../../adapters/db/schema.ts';
import type { LoadedPortfolio } from './load-portfolio.ts';

const selectFillsSince = preparedQuery(2, (db, portfolioId: number, since: number) =>
  db
    .selectFrom('trades')
    .select(['symbol', 'side', 'quantity', 'price_cents'])
    .where('portfolio_id', '=', portfolioId)
    .where('executed_at', '>=', since)
    .orderBy('id'),
);

/**
 * The first instant of the New York day `now` (a Date or milliseconds) falls on, worked out again only when `now`
 * leaves the day last worked out (the zone arithmetic builds Intl formatters: ~0.3 ms, once per GET /api/portfolio
 * before).
 */
const newYorkDay = { start: Number.NaN, next: Number.NaN };
export function startOfNewYorkDay(now: Date | number): number {
  const t = typeof now === 'number' ? now : now.getTime();
  if (!(t >= newYorkDay.start && t < newYorkDay.next)) {
    const start = startOfDayInZone(new Date(t), NYSE_TIME_ZONE);
    newYorkDay.start = start.getTime();
    newYorkDay.next = startOfDayInZone(addZonedDays(start, 1, NYSE_TIME_ZONE), NYSE_TIME_ZONE).getTime();
  }
  return newYorkDay.start;
}

/**
 * The portfolio's fills of the current New York day, per symbol in execution order, signed (+ buy/cover, − sell/short):
 * what the day change counts shares opened today from (packages/domain day-change.ts).
 */
export async function todaysFills(
  db: Kysely<Database>,
  portfolioId: number,
  now: Date,
): Promise<Map<string, TodaysFill[]>> {
  const { rows } = await selectFillsSince(db, portfolioId, startOfNewYorkDay(now));
  const fills = new Map<string, TodaysFill[]>();
  for (const r of rows) {
    const sign = r.side === 'buy' || r.side === 'cover' ? 1 : -1;
    const list = fills.get(r.symbol) ?? [];
    list.push({ quantity: sign * Number(r.quantity), priceCents: Number(r.price_cents) });
    fills.set(r.symbol, list);
  }
  return fills;
}

/** The day's fills read for a known portfolio state, per state object (see todaysFillsOfKnown). */
const fillsOfKnown = new WeakMap<
  LoadedPortfolio,
  { since: number; fills: ReadonlyMap<string, readonly TodaysFill[]> }
>();

/**
 * todaysFills of a personal portfolio as portfolio-cache.ts knows it, read once per known state and New York day:
 * the cache hands out a new object after every trade (the state after it, or one read again once a trade elsewhere
 * dropped it), so a state's fills of one day never change and a fill shows in the very next read.
 */
export async function todaysFillsOfKnown(
  db: Kysely<Database>,
  known: LoadedPortfolio,
  now: Date,
): Promise<ReadonlyMap<string, readonly TodaysFill[]>> {
  const since = startOfNewYorkDay(now);
  const hit = fillsOfKnown.get(known);
  if (hit && hit.since === since) return hit.fills;
  const fills = await todaysFills(db, known.id, now);
  fillsOfKnown.set(known, { since, fills });
  return fills;
}
