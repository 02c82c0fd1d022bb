import { NYSE_TIME_ZONE, startOfDayInZone, type TodaysFill } from '@tradearena/domain';
import type { Kysely } from 'kysely';
import { preparedQuery } from '../../adapters/db/prepared-query.ts';
import type { Database } from '../../adapters/db/schema.ts';

const selectFillsSince = preparedQuery(2, (db, portfolioId: number, since: number) =>
  db
    .selectFrom('trades')
    .select(['symbol', 'side', 'quantity', 'price_cents'])
    .where('portfolio_id', '=', portfolioId)
    .where('executed_at', '>=', since)
    .orderBy('id'),
);

/**
 * The portfolio's fills of the current New York day, per symbol in execution order, signed (+ buy/cover, − sell/short):
 * what the day change counts shares opened today from (packages/domain day-change.ts).
 */
export async function todaysFills(
  db: Kysely<Database>,
  portfolioId: number,
  now: Date,
): Promise<Map<string, TodaysFill[]>> {
  const since = startOfDayInZone(now, NYSE_TIME_ZONE).getTime();
  const { rows } = await selectFillsSince(db, portfolioId, since);
  const fills = new Map<string, TodaysFill[]>();
  for (const r of rows) {
    const sign = r.side === 'buy' || r.side === 'cover' ? 1 : -1;
    const list = fills.get(r.symbol) ?? [];
    list.push({ quantity: sign * Number(r.quantity), priceCents: Number(r.price_cents) });
    fills.set(r.symbol, list);
  }
  return fills;
}
