import { type ChampionshipType, championshipSeasonBounds, championshipSeasonNumber } from '@tradearena/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currentSeason } from '../../src/modules/competition-core/current-season.ts';
import type { CompetitionRow } from '../../src/modules/competition-core/load-competition.ts';

const championshipRow = (type: ChampionshipType): CompetitionRow => ({
  id: type === 'weekly' ? 1 : 2,
  kind: 'championship',
  name: type,
  title: type,
  description: '',
  is_private: 0,
  created_by_user_id: null,
  max_participants: null,
  starting_cash_cents: 10_000_000,
  championship_type: type,
  invite_code: null,
  is_educational: 0,
  starts_at: null,
  ends_at: null,
  completed_at: null,
  created_at: 0,
  short_selling_allowed: 1,
  bank_transfers_allowed: 1,
  ranking_mode: 'return',
  house_rules_json: null,
});

/** The domain's answer, computed afresh. */
function seasonAt(type: ChampionshipType, at: Date) {
  const season = championshipSeasonNumber(type, at);
  const { start, end } = championshipSeasonBounds(type, season);
  return { season, startsAt: start, endsAt: end };
}

describe('current championship season', () => {
  it('is the season the calendar gives at any instant, read in any order (the last window is remembered)', () => {
    const from = Date.UTC(2025, 11, 1);
    const to = Date.UTC(2027, 1, 1);
    const bounds = championshipSeasonBounds('weekly', 48);
    // Around a season's edges: the instants before, at and after the close (and the opening of the next).
    const edges = [-1, 0, 1].flatMap((d) => [bounds.start.getTime() + d, bounds.end.getTime() + d]);
    fc.assert(
      fc.property(
        fc.constantFrom<ChampionshipType>('weekly', 'monthly'),
        fc.array(fc.oneof(fc.integer({ min: from, max: to }), fc.constantFrom(...edges)), { maxLength: 30 }),
        (type, instants) => {
          for (const t of instants)
            expect(currentSeason(championshipRow(type), new Date(t))).toEqual(seasonAt(type, new Date(t)));
        },
      ),
    );
  });
});
