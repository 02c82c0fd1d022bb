import type { Kysely } from 'kysely';
import { isTrue } from '../../adapters/db/open-database.ts';
import type { Database } from '../../adapters/db/schema.ts';

/** The rule of a competition row: a championship always allows new shorts, a league follows its switch. */
export function isShortSellingAllowed(row: { kind: string; short_selling_allowed: number | boolean | null }): boolean {
  return row.kind === 'championship' || isTrue(row.short_selling_allowed);
}

/**
 * docs/product/trading.md#short-selling-and-margin: whether players of this competition may open new short positions. The personal account (0) and
 * championships always allow it (everyone under the same rules); a league (friend or class) follows its
 * `short_selling_allowed` switch. Covering is always allowed (ADR 015), so callers ask this only for new shorts.
 * An unknown id answers true: membership is checked elsewhere on the trade path.
 */
export async function shortSellingAllowed(db: Kysely<Database>, competitionId: number): Promise<boolean> {
  if (competitionId === 0) return true;
  const row = await db
    .selectFrom('competitions')
    .select(['kind', 'short_selling_allowed'])
    .where('id', '=', competitionId)
    .executeTakeFirst();
  return row === undefined || isShortSellingAllowed(row);
}
