import { type ChampionshipType, championshipSeasonBounds, championshipSeasonNumber } from '@tradearena/domain';
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
  if (row.kind === 'championship' && row.championship_type) return championshipWindow(row.championship_type, now);
  return {
    season: LEAGUE_SEASON,
    startsAt: new Date(Number(row.starts_at ?? row.created_at)),
    endsAt: new Date(Number(row.ends_at ?? row.created_at)),
  };
}

/**
 * The last championship window found per type. An instant strictly inside it is in that season (seasons are
 * contiguous, each opening as the last ends): no calendar walk for the reads of a season. The edges are computed.
 */
const lastWindow = new Map<ChampionshipType, SeasonWindow>();

function championshipWindow(type: ChampionshipType, now: Date): SeasonWindow {
  const t = now.getTime();
  const known = lastWindow.get(type);
  if (known && known.startsAt.getTime() < t && t < known.endsAt.getTime())
    return { season: known.season, startsAt: new Date(known.startsAt), endsAt: new Date(known.endsAt) };
  const season = championshipSeasonNumber(type, now);
  const { start, end } = championshipSeasonBounds(type, season);
  lastWindow.set(type, { season, startsAt: start, endsAt: end });
  return { season, startsAt: new Date(start), endsAt: new Date(end) };
}
