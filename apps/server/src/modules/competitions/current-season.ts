import { championshipSeasonBounds, championshipSeasonNumber } from '@tradearena/domain';
import type { CompetitionRow } from './load-competition.ts';

export interface SeasonWindow {
  season: number;
  startsAt: Date;
  endsAt: Date;
}

/** A friend league's portfolios and standings are its one season, numbered 1. */
export const LEAGUE_SEASON = 1;

/**
 * The season a competition plays at `now`: a championship's numbered season from the domain's schedule (the next
 * opens at the instant the last ends), or a league's one season between its scheduled start and end.
 */
export function currentSeason(row: CompetitionRow, now: Date): SeasonWindow {
  if (row.kind === 'championship' && row.championship_type) {
    const season = championshipSeasonNumber(row.championship_type, now);
    const { start, end } = championshipSeasonBounds(row.championship_type, season);
    return { season, startsAt: start, endsAt: end };
  }
  return {
    season: LEAGUE_SEASON,
    startsAt: new Date(Number(row.starts_at ?? row.created_at)),
    endsAt: new Date(Number(row.ends_at ?? row.created_at)),
  };
}
