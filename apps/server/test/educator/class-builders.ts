import type { AppInstance } from '../../src/app.ts';
import { fundBank, transfer } from '../bank/bank-builders.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { joinLeague, patchLeagueSettings, post } from '../leagues/league-builders.ts';
import { buildTrader, type Trader } from '../trading/trading-builders.ts';
import { buildEducator, newClassLeague } from './educator-builders.ts';

/** Thursday 19 November 2026, 11:00 New York: the default class league (09:00 Central that day) is running. */
export const CLASS_RUNNING = '2026-11-19T16:00:00Z';

export interface ClassScenario {
  teacher: Trader;
  leagueId: number;
  code: string;
  students: Trader[];
}

/**
 * An educator (US Central), one class league ($25,000 each, starting Thursday 09:00 Central) and students who joined
 * it with these display names; the clock is left at the Wednesday the league was made.
 */
export async function buildClass(t: TestApp, names: string[]): Promise<ClassScenario> {
  const teacher = await buildEducator(t.deps.db.db);
  const { id, code } = await newClassLeague(t.app, teacher);
  const students: Trader[] = [];
  for (const name of names) {
    const student = await buildTrader(t.deps.db.db);
    const joined = await joinLeague(t.app, student, code, name);
    if (joined.statusCode !== 200) throw new Error(`join: ${joined.statusCode} ${joined.body}`);
    students.push(student);
  }
  return { teacher, leagueId: id, code, students };
}

/** POST /api/educator/assignments with a valid body by default (due Friday 20 November 23:59 in the educator's zone). */
export function createAssignment(app: AppInstance, who: Pick<Trader, 'cookie'>, body: Record<string, unknown>) {
  return post(app, who, '/api/educator/assignments', {
    title: 'Diversify',
    description: 'Hold stocks of several sectors',
    assignmentType: 'portfolio_analysis',
    maxScore: 100,
    dueDate: '2026-11-20',
    ...body,
  });
}

/** DELETE /api/educator/leagues/:leagueId/students/:userId as `who`: takes a student out of a class. */
export function removeStudent(app: AppInstance, who: Pick<Trader, 'cookie'>, leagueId: number, userId: number) {
  return app.inject({
    method: 'DELETE',
    url: `/api/educator/leagues/${leagueId}/students/${userId}`,
    headers: { cookie: who.cookie },
  });
}

/** A buy or sell in a class league at the test market's price (fails the test otherwise). */
export async function classTrade(
  app: AppInstance,
  who: Pick<Trader, 'cookie'>,
  leagueId: number,
  symbol: string,
  shares: number,
  action: 'buy' | 'sell' = 'buy',
): Promise<void> {
  const res = await post(app, who, '/api/trade-action', {
    symbol,
    action,
    shares,
    currentPrice: '1.00',
    portfolioType: 'league',
    competitionId: leagueId,
  });
  if (res.statusCode !== 200) throw new Error(`trade ${symbol}: ${res.statusCode} ${res.body}`);
}

/**
 * The class's educator allows bank cash (ADR 012), then the student buys `amountCents` in the store (their trading
 * bank) and moves it into the class portfolio at the test clock (fails the test otherwise).
 */
export async function depositIntoClass(
  t: TestApp,
  c: Pick<ClassScenario, 'teacher' | 'leagueId'>,
  who: Trader,
  amountCents: number,
): Promise<void> {
  const allowed = await patchLeagueSettings(t.app, c.teacher, c.leagueId, { allowBankTransfers: true });
  if (allowed.statusCode !== 200) throw new Error(`allow transfers: ${allowed.statusCode} ${allowed.body}`);
  await fundBank(t.deps.db.db, who.id, amountCents);
  const res = await transfer(t.app, who, { amount: amountCents / 100, portfolioType: 'league', leagueId: c.leagueId });
  if (res.statusCode !== 200) throw new Error(`transfer: ${res.statusCode} ${res.body}`);
}
