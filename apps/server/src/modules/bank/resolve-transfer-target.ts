import { COMPETITION_MESSAGES } from '@tradearena/contracts';
import { MONTHLY_CHAMPIONSHIP_ID, WEEKLY_CHAMPIONSHIP_ID } from '@tradearena/domain';
import type { DbHandle } from '../../adapters/db/open-database.ts';
import { fail, ok, type Result } from '../../app-error.ts';
import { resolveCompetitionContext } from '../competition-core/index.ts';
import { PERSONAL, type PortfolioContext } from '../portfolio/index.ts';
import type { TransferRequest } from './parse-transfer-body.ts';

export interface TransferTargetPortfolio {
  context: PortfolioContext;
  /** What the bank's history shows, e.g. "Weekly Championship · Season 47". */
  label: string;
}

export const PERSONAL_PORTFOLIO_LABEL = 'Personal Portfolio';

/** The label of a competition portfolio: a championship's name and season, a league's name. */
export function competitionPortfolioLabel(c: { kind: string; name: string }, season: number): string {
  return c.kind === 'championship' ? `${c.name} · Season ${season}` : c.name;
}

/**
 * Which portfolio of the caller a transfer goes into (docs/product/store-and-bank.md#transfers): the personal one always; a
 * championship's current season only when the caller joined it (403 otherwise); a league the caller plays that is not
 * completed (403 not in it, 409 completed, 404 unknown; a championship's id given as a league is 409).
 */
export async function resolveTransferTarget(
  deps: { db: DbHandle },
  userId: number,
  request: TransferRequest,
  now: Date,
): Promise<Result<TransferTargetPortfolio>> {
  if (request.portfolioType === 'personal') return ok({ context: PERSONAL, label: PERSONAL_PORTFOLIO_LABEL });
  const competitionId =
    request.portfolioType === 'weekly'
      ? WEEKLY_CHAMPIONSHIP_ID
      : request.portfolioType === 'monthly'
        ? MONTHLY_CHAMPIONSHIP_ID
        : (request.leagueId ?? 0);
  const resolved = await resolveCompetitionContext(deps, userId, competitionId, now, 'read');
  if (!resolved.ok) return resolved;
  const { competition, context, state } = resolved.value;
  if (request.portfolioType === 'league' && competition.kind !== 'league')
    return fail('COMPETITION_NOT_JOINABLE', COMPETITION_MESSAGES.portfolioTypeMismatch);
  if (state === 'completed') return fail('LEAGUE_COMPLETED', COMPETITION_MESSAGES.leagueCompleted);
  return ok({ context, label: competitionPortfolioLabel(competition, context.season) });
}
