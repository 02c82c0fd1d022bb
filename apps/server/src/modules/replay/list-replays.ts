import type { Replay } from '@tradearena/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';
import { LEAGUE_SEASON } from '../competition-core/index.ts';
import { toReplayJson } from './to-replay-json.ts';

/** How many events the list shows, newest first. */
const LIMIT = 50;

/**
 * GET /api/replays: the replay events the caller can open, newest first — the ones they play or created, and every
 * public one that has not ended (to join). `joined`: whether the caller plays in it.
 */
export async function listReplays(
  db: Kysely<Database>,
  input: { userId: number; now: Date },
): Promise<{ replays: (Replay & { joined: boolean })[] }> {
  const rows = await db
    .selectFrom('replay_events as r')
    .leftJoin('competition_participants as p', (j) =>
      j
        .onRef('p.competition_id', '=', 'r.competition_id')
        .on('p.season', '=', LEAGUE_SEASON)
        .on('p.user_id', '=', input.userId)
        .on('p.removed_at', 'is', null),
    )
    .selectAll('r')
    .select('p.user_id as member')
    .where((eb) =>
      eb.or([
        eb('p.user_id', 'is not', null),
        eb('r.created_by_user_id', '=', input.userId),
        eb.and([eb('r.class_league_id', 'is', null), eb('r.ends_at', '>', input.now.getTime())]),
      ]),
    )
    .orderBy('r.starts_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(LIMIT)
    .execute();
  return { replays: rows.map((r) => ({ ...toReplayJson(r, input.now), joined: r.member !== null })) };
}
