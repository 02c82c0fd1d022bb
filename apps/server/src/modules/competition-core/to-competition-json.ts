import type { Competition } from '@tradearena/contracts';
import { isTrue } from '../../adapters/db/open-database.ts';
import { dollars } from '../portfolio/index.ts';
import { bankTransfersAllowed } from './bank-transfers-allowed.ts';
import { competitionState } from './competition-state.ts';
import { currentSeason } from './current-season.ts';
import { houseRulesOf } from './league-house-rules.ts';
import type { CompetitionRow } from './load-competition.ts';
import { prizePoolOf } from './prize-pool-of.ts';
import { rankingModeOf } from './ranking-mode-of.ts';
import { isShortSellingAllowed } from './short-selling-allowed.ts';

export interface CompetitionView {
  now: Date;
  userId: number;
  /** Players of the current season (championship) or the league. */
  participantCount: number;
  isParticipant: boolean;
}

/** The competition entity of docs/product/competitions.md#invitations-and-sharing as this caller sees it (the invite code only for a league's players). */
export function toCompetitionJson(row: CompetitionRow, view: CompetitionView): Competition {
  const window = currentSeason(row, view.now);
  const state = competitionState(row, view.now);
  const championship = row.kind === 'championship' ? row.championship_type : null;
  const createdBy = row.created_by_user_id === null ? null : Number(row.created_by_user_id);
  return {
    id: Number(row.id),
    kind: row.kind,
    name: row.name,
    title: row.title,
    description: row.description,
    isPrivate: isTrue(row.is_private),
    createdByUserId: createdBy,
    maxParticipants: row.max_participants === null ? null : Number(row.max_participants),
    participantCount: view.participantCount,
    currentParticipants: view.participantCount,
    scheduledStartDate: window.startsAt.toISOString(),
    endDate: window.endsAt.toISOString(),
    isPendingStart: state === 'pending',
    isActive: state === 'active',
    isCompleted: state === 'completed',
    isEducational: isTrue(row.is_educational),
    inviteCode: row.kind === 'league' && view.isParticipant ? row.invite_code : null,
    championshipType: championship,
    seasonNumber: championship ? window.season : null,
    seasonEndsAt: window.endsAt.toISOString(),
    startingBalance: dollars(Number(row.starting_cash_cents)),
    prizePool: championship ? dollars(prizePoolOf(row)) : null,
    isParticipant: view.isParticipant,
    isCreator: createdBy !== null && createdBy === view.userId,
    completedAt: row.completed_at === null ? null : new Date(Number(row.completed_at)).toISOString(),
    shortSellingAllowed: isShortSellingAllowed(row),
    allowBankTransfers: bankTransfersAllowed(row),
    rankingMode: rankingModeOf(row),
    rules: row.kind === 'league' ? houseRulesOf(row) : null,
  };
}
