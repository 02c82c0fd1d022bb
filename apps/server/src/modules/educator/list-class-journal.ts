import type { JournalPage } from '@tradearena/contracts';
import { shownPlayerName } from '@tradearena/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';
import { ok, type Result } from '../../app-error.ts';
import { LEAGUE_SEASON } from '../competition-core/index.ts';
import { dollars } from '../portfolio/index.ts';
import { findOwnClassLeague } from './find-own-class-league.ts';
import { selectClassTrades } from './select-class-trades.ts';

/**
 * GET /api/educator/journal/:leagueId (docs/decisions/026-house-rules-and-the-journal.md): every trade of the class's
 * students that carries a note or a reflection, newest first, `limit` a page (the cursor is the last trade id seen).
 * Only the educator's own class (EDUCATOR_LEAGUE_NOT_FOUND otherwise); a deleted player shows as "Deleted player".
 */
export async function listClassJournal(
  db: Kysely<Database>,
  input: { educatorId: number; leagueId: number; limit: number; cursor?: string | undefined },
): Promise<Result<JournalPage>> {
  const league = await findOwnClassLeague(db, input);
  if (!league.ok) return league;
  let q = selectClassTrades(db)
    .select([
      't.id',
      't.user_id',
      'p.display_name',
      'u.deleted_at',
      't.symbol',
      't.side',
      't.quantity',
      't.price_cents',
      't.executed_at',
      't.note',
      't.reflection',
    ])
    .where('pf.competition_id', '=', input.leagueId)
    .where('pf.season', '=', LEAGUE_SEASON)
    .where((eb) => eb.or([eb('t.note', 'is not', null), eb('t.reflection', 'is not', null)]))
    .orderBy('t.id', 'desc')
    .limit(input.limit + 1);
  if (input.cursor !== undefined) q = q.where('t.id', '<', Number(input.cursor));
  const rows = await q.execute();
  const page = rows.slice(0, input.limit);
  const last = page[page.length - 1];
  return ok({
    entries: page.map((r) => ({
      tradeId: Number(r.id),
      userId: Number(r.user_id),
      displayName: shownPlayerName(r.display_name, r.deleted_at),
      symbol: r.symbol,
      side: r.side,
      quantity: Number(r.quantity),
      price: dollars(Number(r.price_cents)),
      executedAt: new Date(Number(r.executed_at)).toISOString(),
      note: r.note,
      reflection: r.reflection,
    })),
    nextCursor: rows.length > input.limit && last ? String(last.id) : null,
  });
}
