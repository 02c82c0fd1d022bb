import type { Position } from '@tradearena/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';
import type { PortfolioContext } from './trading-deps.ts';

/**
 * The holdings with the note of the latest trade in each symbol that had one (ADR 026: the holdings show why the
 * player bought). One query over the portfolio's noted trades; positions without one keep `note` absent.
 */
export async function withLatestNotes(
  db: Kysely<Database>,
  who: { userId: number; context: PortfolioContext },
  positions: Position[],
): Promise<Position[]> {
  if (positions.length === 0) return positions;
  const rows = await db
    .selectFrom('trades as t')
    .innerJoin('portfolios as p', 'p.id', 't.portfolio_id')
    .select(['t.symbol', 't.note'])
    .where('p.user_id', '=', who.userId)
    .where('p.competition_id', '=', who.context.competitionId)
    .where('p.season', '=', who.context.season)
    .where('t.note', 'is not', null)
    .where(
      't.symbol',
      'in',
      positions.map((x) => x.symbol),
    )
    .orderBy('t.id', 'desc')
    .execute();
  const notes = new Map<string, string>();
  for (const r of rows) if (r.note !== null && !notes.has(r.symbol)) notes.set(r.symbol, r.note);
  return positions.map((x) => (notes.has(x.symbol) ? { ...x, note: notes.get(x.symbol) } : x));
}
