import { type ClassActivityItem, EDUCATOR_ACTIVITY_LIMIT } from '@tradearena/contracts';
import { shownPlayerName } from '@tradearena/domain';
import { ok, type Result } from '../../app-error.ts';
import { LEAGUE_SEASON } from '../competition-core/index.ts';
import { dollars, selectShownCorporateActions, toCorporateActionEntryJson } from '../portfolio/index.ts';
import type { EducatorDeps } from './educator-deps.ts';
import { findOwnClassLeagues } from './find-own-class-leagues.ts';
import { selectClassTrades } from './select-class-trades.ts';

/**
 * GET /api/educator/activity[?leagueId=] (docs/product/educators.md#class-analytics): the latest trades of the current
 * students of one class or of all the educator's classes, with their dividends and splits (ADR 029), newest first
 * (EDUCATOR_ACTIVITY_LIMIT).
 */
export async function listClassActivity(
  deps: EducatorDeps,
  input: { educatorId: number; leagueId?: number },
): Promise<Result<ClassActivityItem[]>> {
  const db = deps.db.db;
  const leagues = await findOwnClassLeagues(db, input);
  if (!leagues.ok) return leagues;
  if (leagues.value.length === 0) return ok([]);
  const leagueIds = leagues.value.map((l) => Number(l.id));
  const rows = await selectClassTrades(db)
    .innerJoin('competitions as c', 'c.id', 'pf.competition_id')
    .select([
      'p.display_name',
      'u.deleted_at',
      'c.name as league_name',
      't.symbol',
      't.side',
      't.quantity',
      't.price_cents',
      't.executed_at',
      't.note',
    ])
    .where('pf.competition_id', 'in', leagueIds)
    .where('pf.season', '=', LEAGUE_SEASON)
    .where('p.removed_at', 'is', null)
    .orderBy('t.executed_at', 'desc')
    .orderBy('t.id', 'desc')
    .limit(EDUCATOR_ACTIVITY_LIMIT)
    .execute();
  const entries = await selectShownCorporateActions(db)
    .innerJoin('portfolios as pf', 'pf.id', 'e.portfolio_id')
    .innerJoin('competition_participants as p', (j) =>
      j
        .onRef('p.competition_id', '=', 'pf.competition_id')
        .onRef('p.season', '=', 'pf.season')
        .onRef('p.user_id', '=', 'e.user_id'),
    )
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .innerJoin('competitions as c', 'c.id', 'pf.competition_id')
    .selectAll('e')
    .select(['p.display_name', 'u.deleted_at', 'c.name as league_name'])
    .where('pf.competition_id', 'in', leagueIds)
    .where('pf.season', '=', LEAGUE_SEASON)
    .where('p.removed_at', 'is', null)
    .orderBy('e.effective_at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(EDUCATOR_ACTIVITY_LIMIT)
    .execute();
  const corporateActions = entries.map((r) => {
    const json = toCorporateActionEntryJson(r);
    return {
      displayName: shownPlayerName(r.display_name, r.deleted_at),
      leagueName: r.league_name,
      symbol: r.symbol,
      side: json.kind,
      quantity: json.kind === 'split' ? json.quantityAfter : json.quantity,
      price: json.cash,
      executedAt: json.at,
      text: json.text,
    } satisfies ClassActivityItem;
  });
  const trades: ClassActivityItem[] = rows.map((r) => ({
    displayName: shownPlayerName(r.display_name, r.deleted_at),
    leagueName: r.league_name,
    symbol: r.symbol,
    side: r.side,
    quantity: Number(r.quantity),
    price: dollars(Number(r.price_cents)),
    executedAt: new Date(Number(r.executed_at)).toISOString(),
    // ADR 026: the student's note, only where the order had one.
    ...(r.note === null ? {} : { note: r.note }),
  }));
  return ok(
    [...trades, ...corporateActions]
      .sort((a, b) => Date.parse(b.executedAt) - Date.parse(a.executedAt))
      .slice(0, EDUCATOR_ACTIVITY_LIMIT),
  );
}
