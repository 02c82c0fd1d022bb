import type { CreateLeagueBody } from '@tradearena/contracts';
import type { Transaction } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';
import { LEAGUE_SEASON } from '../competition-core/index.ts';

export interface LeagueRecord {
  name: string;
  description: string;
  createdByUserId: number;
  /** Null = unlimited. */
  maxParticipants: number | null;
  startingCashCents: number;
  inviteCode: string;
  startsAt: Date;
  endsAt: Date;
  /** A class league of an educator (isEducational; docs/product/educators.md#class-leagues). */
  isEducational: boolean;
  /** docs/product/competitions.md#league-settings: players may open short positions (the creator or educator can switch it later). */
  shortSellingAllowed: boolean;
  /** ADR 023: what the standings sort by. */
  rankingMode: CreateLeagueBody['rankingMode'];
  /** Epoch ms. */
  createdAt: number;
}

/**
 * Inside the caller's transaction: a private league (competitions row, kind 'league') and its one season. Shared
 * by friend leagues and educators' class leagues; who plays in it is the caller's business. Answers the new id.
 */
export async function createLeagueRecord(trx: Transaction<Database>, league: LeagueRecord): Promise<number> {
  const row = await trx
    .insertInto('competitions')
    .values({
      kind: 'league',
      name: league.name,
      title: league.name,
      description: league.description,
      is_private: 1,
      is_educational: league.isEducational ? 1 : 0,
      created_by_user_id: league.createdByUserId,
      max_participants: league.maxParticipants,
      starting_cash_cents: league.startingCashCents,
      championship_type: null,
      invite_code: league.inviteCode,
      starts_at: league.startsAt.getTime(),
      ends_at: league.endsAt.getTime(),
      completed_at: null,
      created_at: league.createdAt,
      short_selling_allowed: league.shortSellingAllowed ? 1 : 0,
      // A class takes no bank or store cash until its educator allows it (ADR 012).
      bank_transfers_allowed: league.isEducational ? 0 : 1,
      ranking_mode: league.rankingMode,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = Number(row.id);
  await trx
    .insertInto('competition_seasons')
    .values({
      competition_id: id,
      season: LEAGUE_SEASON,
      starts_at: league.startsAt.getTime(),
      ends_at: league.endsAt.getTime(),
      closed_at: null,
      prize_pool_cents: 0,
    })
    .execute();
  return id;
}
