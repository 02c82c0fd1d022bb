import { useQuery } from '@tanstack/react-query';
import { CHAMPIONSHIPS, type Competition, REFRESH_MS, REPLAY_MESSAGES, STALE_MS } from '@tradearena/contracts';
import { useLocation } from 'react-router';
import { useCompetitions } from '@/features/competitions/api/get-competitions.ts';
import { replayQueryOptions } from '@/features/replay/api/replay-queries.ts';
import { paths } from '@/lib/paths.ts';
import { competitionPortfolioQueryKey, getCompetitionPortfolio } from '@/lib/trading/get-competition-portfolio.ts';
import { useUserLeagues } from '@/lib/user-leagues.ts';

/**
 * The competition whose portfolio the open page trades: the weekly or monthly championship arena, or a league's page
 * (/league-portfolio/{id}, ?league= or ?leagueId=); null on every other page (the personal portfolio).
 */
export function tradedCompetitionId(pathname: string, search: string): number | null {
  if (pathname === paths.weeklyPortfolio.getHref()) return CHAMPIONSHIPS.weekly.id;
  if (pathname === paths.monthlyPortfolio.getHref()) return CHAMPIONSHIPS.monthly.id;
  const league = /^\/league-portfolio(?:\/(\d{1,15}))?\/?$/.exec(pathname);
  if (!league) return null;
  const params = new URLSearchParams(search);
  const raw = league[1] ?? params.get('leagueId') ?? params.get('league');
  return raw && /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

/** The replay event whose page is open (/replays/{id}), or null. */
export function openReplayId(pathname: string): number | null {
  const replay = /^\/replays\/(\d{1,15})\/?$/.exec(pathname);
  return replay && Number(replay[1]) > 0 ? Number(replay[1]) : null;
}

/** The page that trades a competition's portfolio, with `symbol` selected when given. */
function arenaHref(c: Competition, symbol?: string): string {
  if (c.id === CHAMPIONSHIPS.weekly.id) return paths.weeklyPortfolio.getHref(symbol);
  if (c.id === CHAMPIONSHIPS.monthly.id) return paths.monthlyPortfolio.getHref(symbol);
  return paths.leaguePortfolio.getHref(c.id, symbol);
}

const isChampionship = (id: number) => id === CHAMPIONSHIPS.weekly.id || id === CHAMPIONSHIPS.monthly.id;

/**
 * One of the player's portfolios: its name, the page that trades it (with `symbol` selected when asked), whether the
 * open page trades it, and the competition it belongs to (null for the personal portfolio).
 */
export interface PlayerPortfolio {
  label: string;
  href: string;
  current: boolean;
  competition: { id: number; kind: 'league' | 'championship' } | null;
}

/**
 * The player's portfolios: the personal one, then each championship and league they play in that has not ended.
 * `competitions` are the public list (GET /api/competitions), `leagues` the player's own (GET /api/user/leagues,
 * private and class leagues included); a competition in both counts once. With `symbol`, each link opens its
 * trading page on that symbol.
 */
export function portfolioChoices(
  competitions: readonly Competition[] | undefined,
  leagues: readonly Competition[] | undefined,
  current: number | null,
  symbol?: string,
): PlayerPortfolio[] {
  const playing = new Map<number, Competition>();
  for (const c of [...(competitions ?? []), ...(leagues ?? [])])
    if (c.isParticipant && !c.isCompleted && !playing.has(c.id)) playing.set(c.id, c);
  return [
    { label: 'Personal', href: paths.portfolio.getHref(symbol), current: current === null, competition: null },
    ...[...playing.values()].map((c) => ({
      label: c.name,
      href: arenaHref(c, symbol),
      current: c.id === current,
      competition: { id: c.id, kind: isChampionship(c.id) ? ('championship' as const) : ('league' as const) },
    })),
  ];
}

/** The player's portfolios (the header's switcher list), each linking to its trading page on `symbol`. */
export function usePlayerPortfolios(enabled: boolean, current: number | null, symbol?: string): PlayerPortfolio[] {
  const competitions = useCompetitions();
  const leagues = useUserLeagues();
  return enabled ? portfolioChoices(competitions.data, leagues.data, current, symbol) : [];
}

/**
 * The header's portfolio: the one being traded on the open page (read under the trading page's own query key, so
 * both show the same value) with its name, and the player's portfolios to switch to. `personalValue` is the
 * personal portfolio's value; undefined while loading. On a replay event's page it is the player's portfolio in the
 * event, named by the event only (its real day stays secret, ADR 025), and null (none shown) while it loads or when
 * the player does not play the event.
 */
export function useTradedPortfolio(enabled: boolean, personalValue: number | undefined) {
  const { pathname, search } = useLocation();
  const replayId = enabled ? openReplayId(pathname) : null;
  const replay = useQuery({ ...replayQueryOptions(replayId ?? 0), enabled: replayId !== null });
  const played = replay.data?.joined ? replay.data.competitionId : null;
  const id = !enabled ? null : replayId === null ? tradedCompetitionId(pathname, search) : played;
  const choices = usePlayerPortfolios(enabled, id);
  const traded = useQuery({
    queryKey: competitionPortfolioQueryKey(id ?? 0),
    queryFn: () => getCompetitionPortfolio(id ?? 0),
    enabled: id !== null,
    staleTime: STALE_MS.portfolio,
    refetchInterval: REFRESH_MS.portfolioElsewhere,
  });
  if (replayId !== null)
    return { label: REPLAY_MESSAGES.name, value: id === null ? null : (traded.data?.totalValue ?? null), choices };
  if (id === null) return { label: 'Personal', value: personalValue, choices };
  const name = choices.find((c) => c.current)?.label ?? 'Competition';
  return { label: name, value: traded.data?.totalValue, choices };
}
