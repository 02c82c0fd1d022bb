import type { PortfolioType } from '@tradearena/contracts';
import { MONTHLY_CHAMPIONSHIP_ID, WEEKLY_CHAMPIONSHIP_ID } from '@tradearena/domain';
import { AppError } from '../../app-error.ts';

/**
 * The competition an order names: `competitionId` (with any portfolioType but personal), or the championship of
 * `weekly`/`monthly` without one; null for the personal portfolio. `league` without an id is a 400 with
 * `leagueMessage` (each route keeps its own text).
 */
export function competitionOf(
  portfolioType: PortfolioType | undefined,
  competitionId: number | undefined,
  leagueMessage: string,
): number | null {
  if (portfolioType === 'personal') return null;
  if (competitionId !== undefined) return competitionId;
  if (portfolioType === 'weekly') return WEEKLY_CHAMPIONSHIP_ID;
  if (portfolioType === 'monthly') return MONTHLY_CHAMPIONSHIP_ID;
  if (portfolioType === 'league') throw new AppError('REQUEST_INVALID', leagueMessage);
  return null;
}
