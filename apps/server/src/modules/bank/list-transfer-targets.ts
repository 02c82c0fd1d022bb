import type { TransferTarget } from '@tradearena/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';
import { bankTransfersAllowed, competitionState, currentSeason } from '../competition-core/index.ts';
import { competitionPortfolioLabel, PERSONAL_PORTFOLIO_LABEL } from './resolve-transfer-target.ts';

/**
 * GET /api/bank/transfer-targets (docs/product/store-and-bank.md#transfers): the portfolios a transfer can go into — the personal one, the
 * championships the caller plays this season, and the caller's leagues that are not completed (newest first), less
 * the classes whose educator has not allowed bank cash (ADR 012: the transfer would be refused).
 */
export async function listTransferTargets(
  db: Kysely<Database>,
  input: { userId: number; now: Date },
): Promise<TransferTarget[]> {
  const rows = await db
    .selectFrom('competitions as c')
    .innerJoin('competition_participants as cp', 'cp.competition_id', 'c.id')
    .selectAll('c')
    .select('cp.season as joined_season')
    .where('cp.user_id', '=', input.userId)
    .where('cp.removed_at', 'is', null)
    .where((eb) => eb.or([eb('c.kind', '=', 'championship'), eb('c.completed_at', 'is', null)]))
    .orderBy('c.id', 'desc')
    .limit(1_000)
    .execute();
  const targets: TransferTarget[] = [{ label: PERSONAL_PORTFOLIO_LABEL, portfolioType: 'personal', leagueId: null }];
  const championships: TransferTarget[] = [];
  const leagues: TransferTarget[] = [];
  for (const row of rows) {
    const { season } = currentSeason(row, input.now);
    if (row.kind === 'championship' && row.championship_type && Number(row.joined_season) === season) {
      const label = competitionPortfolioLabel(row, season);
      championships.unshift({ label, portfolioType: row.championship_type, leagueId: null });
    } else if (row.kind === 'league' && competitionState(row, input.now) !== 'completed' && bankTransfersAllowed(row)) {
      leagues.push({
        label: competitionPortfolioLabel(row, season),
        portfolioType: 'league',
        leagueId: Number(row.id),
      });
    }
  }
  return [...targets, ...championships, ...leagues];
}
