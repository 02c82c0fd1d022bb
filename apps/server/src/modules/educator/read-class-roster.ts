import { EDUCATOR_ONLINE_WINDOW_MINUTES } from '@tradearena/contracts';
import {
  GUIDANCE_TRADE_WINDOW_DAYS,
  leagueWinRate,
  rankParticipants,
  type StudentHolding,
  startOfDayInZone,
  unitValueHistory,
  type ValueObservation,
  type WinRateTrade,
} from '@tradearena/domain';
import type { CompetitionRow } from '../competition-core/index.ts';
import { competitionState, LEAGUE_SEASON } from '../competition-core/index.ts';
import { readAllStandingPlayers, toCashFlows, toParticipantResult } from '../competitions/index.ts';
import { leagueStandings } from '../leagues/index.ts';
import type { ClassDeps } from './educator-deps.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** One current student of a class league with every figure the educator's screens and export show. */
export interface RosterStudent {
  userId: number;
  leagueId: number;
  leagueName: string;
  portfolioId: number;
  firstName: string;
  displayName: string;
  joinedAt: number;
  /** The league's rank (null: a hidden name, never ranked) — the stats' and leaderboard's. */
  rank: number | null;
  valueCents: number;
  profitCents: number;
  /** Return net of deposits, a fraction (ADR 011) — the stats' returnPercentage / 100. */
  returnFraction: number;
  tradeCount: number;
  /** The stats' league win rate, a fraction. */
  winRate: number;
  startingCashCents: number;
  /** Each position at the latest quote (its cost basis without one), integer cents. */
  holdings: StudentHolding[];
  /** Cash now, integer cents. */
  cashCents: number;
  /** Bank transfers into the portfolio, added up (integer cents). */
  netDepositsCents: number;
  /** The unit value now (ADR 012: 1 = the starting cash, deposits never move it). */
  unitValue: number;
  /** Highest unit value known: the starting cash, the value snapshots, each transfer's value before it, now. */
  peakUnitValue: number;
  tradesToday: number;
  tradesLast7Days: number;
  signedInToday: boolean;
  isOnline: boolean;
}

/**
 * Every current student (removed ones left out) of one class league with live figures, read in a few set-based
 * queries. Rank, value, profit, return and trades are the league standings' own (the figures of GET
 * /api/leagues/:id/stats): valued at the current quotes while the league waits or runs, frozen at its completion
 * after. "Today" starts at midnight in the educator's zone (startOfDayInZone). Active rules (ADR 012):
 * signedInToday = a sign-in or a session used since then (sessions record use at most hourly); isOnline = a sign-in,
 * a session use or a trade in the last EDUCATOR_ONLINE_WINDOW_MINUTES minutes.
 */
export async function readClassRoster(
  deps: ClassDeps,
  league: CompetitionRow,
  view: { now: Date; timeZone: string },
): Promise<RosterStudent[]> {
  const db = deps.db.db;
  const leagueId = Number(league.id);
  const now = view.now.getTime();
  const players = await readAllStandingPlayers(db, { competitionId: leagueId, season: LEAGUE_SEASON });
  if (players.length === 0) return [];
  const userIds = players.map((p) => p.userId);

  const symbols = [...new Set(players.flatMap((p) => p.holdings.map((h) => h.symbol)))];
  const quotes = symbols.length ? await deps.marketData.quotes(symbols) : new Map();
  const holdingsOf = new Map<number, StudentHolding[]>();
  const liveValue = new Map<number, number>();
  for (const p of players) {
    const holdings = p.holdings.map((h) => {
      const price = quotes.get(h.symbol)?.priceCents;
      return { symbol: h.symbol, marketValueCents: price === undefined ? h.costBasisCents : h.quantity * price };
    });
    holdingsOf.set(p.userId, holdings);
    liveValue.set(p.userId, p.cashCents + holdings.reduce((sum, h) => sum + h.marketValueCents, 0));
  }

  const standing = new Map<
    number,
    { rank: number | null; valueCents: number; profitCents: number; returnFraction: number; tradeCount: number }
  >();
  if (competitionState(league, view.now) === 'completed') {
    await leagueStandings(deps, league); // completes a league whose end passed before the job ran (once)
    const frozen = await db
      .selectFrom('competition_results')
      .select(['user_id', 'rank', 'final_value_cents', 'profit_cents', 'return_ppm', 'trade_count'])
      .where('competition_id', '=', leagueId)
      .where('season', '=', LEAGUE_SEASON)
      .execute();
    for (const r of frozen)
      standing.set(Number(r.user_id), {
        rank: r.rank === null ? null : Number(r.rank),
        valueCents: Number(r.final_value_cents),
        profitCents: Number(r.profit_cents),
        returnFraction: Number(r.return_ppm) / 1_000_000,
        tradeCount: Number(r.trade_count),
      });
  } else {
    const ranked = rankParticipants(
      players.map((p) => toParticipantResult(p, liveValue.get(p.userId)!)),
      { seasonStart: new Date(Number(league.starts_at ?? league.created_at)), at: view.now },
    );
    for (const r of ranked) standing.set(r.userId, r);
  }

  const users = await db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_sign_in_at'])
    .where('id', 'in', userIds)
    .execute();
  const userOf = new Map(users.map((u) => [Number(u.id), u]));
  const sessions = await db
    .selectFrom('sessions')
    .select(['user_id', (eb) => eb.fn.max('last_seen_at').as('seen')])
    .where('user_id', 'in', userIds)
    .groupBy('user_id')
    .execute();
  const seenOf = new Map(sessions.map((s) => [Number(s.user_id), Number(s.seen)]));
  const trades = await db
    .selectFrom('trades as t')
    .innerJoin('portfolios as p', 'p.id', 't.portfolio_id')
    .select(['t.user_id', 't.symbol', 't.side', 't.price_cents', 't.executed_at'])
    .where('p.competition_id', '=', leagueId)
    .where('p.season', '=', LEAGUE_SEASON)
    .execute();
  // Within the snapshots between two transfers the unit value follows the value, so the highest value of each
  // (portfolio, net deposits) is all the peak needs: one row per transfer, not one per snapshot.
  const peaks = await db
    .selectFrom('portfolios as p')
    .leftJoin('portfolio_value_snapshots as v', 'v.portfolio_id', 'p.id')
    .select(['p.id', 'p.user_id', 'v.net_deposits_cents', (eb) => eb.fn.max('v.value_cents').as('peak')])
    .where('p.competition_id', '=', leagueId)
    .where('p.season', '=', LEAGUE_SEASON)
    .where('p.user_id', 'in', userIds)
    .groupBy(['p.id', 'p.user_id', 'v.net_deposits_cents'])
    .orderBy('v.net_deposits_cents')
    .execute();
  const portfolioOf = new Map<number, { id: number; observations: ValueObservation[] }>();
  for (const row of peaks) {
    const portfolio = portfolioOf.get(Number(row.user_id)) ?? { id: Number(row.id), observations: [] };
    if (row.peak !== null)
      portfolio.observations.push({ valueCents: Number(row.peak), netDepositsCents: Number(row.net_deposits_cents) });
    portfolioOf.set(Number(row.user_id), portfolio);
  }

  const today = startOfDayInZone(view.now, view.timeZone).getTime();
  const weekAgo = now - GUIDANCE_TRADE_WINDOW_DAYS * DAY_MS;
  const onlineSince = now - EDUCATOR_ONLINE_WINDOW_MINUTES * 60_000;
  const activity = new Map<number, { today: number; week: number; lastAt: number; list: WinRateTrade[] }>();
  for (const t of trades) {
    const a = activity.get(Number(t.user_id)) ?? { today: 0, week: 0, lastAt: 0, list: [] };
    const at = Number(t.executed_at);
    if (at >= today && at <= now) a.today++;
    if (at > weekAgo && at <= now) a.week++;
    a.lastAt = Math.max(a.lastAt, at);
    a.list.push({ symbol: t.symbol, side: t.side, priceCents: Number(t.price_cents) });
    activity.set(Number(t.user_id), a);
  }

  return players.map((p) => {
    const s = standing.get(p.userId);
    const value = liveValue.get(p.userId)!;
    const a = activity.get(p.userId);
    const user = userOf.get(p.userId);
    const signIn = Number(user?.last_sign_in_at ?? 0);
    const seen = seenOf.get(p.userId) ?? 0;
    const portfolio = portfolioOf.get(p.userId);
    const valueCents = s?.valueCents ?? value;
    const netDepositsCents = p.investedCents - p.startingCashCents;
    const units = unitValueHistory(p.startingCashCents, toCashFlows(p), [
      ...(portfolio?.observations ?? []),
      { valueCents, netDepositsCents },
    ]);
    return {
      userId: p.userId,
      leagueId,
      leagueName: league.name,
      portfolioId: portfolio?.id ?? 0,
      firstName: user?.first_name ?? '',
      displayName: p.displayName,
      joinedAt: p.joinedAt,
      rank: s?.rank ?? null,
      valueCents,
      profitCents: s?.profitCents ?? value - p.investedCents,
      returnFraction: s?.returnFraction ?? 0,
      tradeCount: s?.tradeCount ?? p.totalTrades,
      winRate: leagueWinRate(a?.list ?? []),
      startingCashCents: p.startingCashCents,
      holdings: holdingsOf.get(p.userId) ?? [],
      cashCents: p.cashCents,
      netDepositsCents,
      unitValue: units.at(-1) ?? 1,
      peakUnitValue: Math.max(...units),
      tradesToday: a?.today ?? 0,
      tradesLast7Days: a?.week ?? 0,
      signedInToday: signIn >= today || seen >= today,
      isOnline: signIn >= onlineSince || seen >= onlineSince || (a?.lastAt ?? 0) >= onlineSince,
    };
  });
}
