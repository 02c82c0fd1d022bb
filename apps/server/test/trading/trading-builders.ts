import { isBuySide } from '@tradearena/domain';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../../src/adapters/db/schema.ts';
import type { AppInstance } from '../../src/app.ts';
import { createSession } from '../../src/modules/accounts/sessions.ts';
import { openPersonalPortfolio } from '../../src/modules/portfolio/open-personal-portfolio.ts';

let serial = 0;

export interface Trader {
  id: number;
  username: string;
  cookie: string;
  portfolioId: number;
}

/**
 * A signed-in user with a personal portfolio, made directly in the database (no sign-up flow).
 * `cashCents` / `netDepositsCents` adjust the portfolio as a deposit would; `emailVerifiedAt` marks the address as
 * proven then (as verify-email does; operators need it).
 */
export async function buildTrader(
  db: Kysely<Database>,
  overrides: {
    username?: string;
    createdAt?: number;
    netDepositsCents?: number;
    now?: Date;
    emailVerifiedAt?: number;
  } = {},
): Promise<Trader> {
  serial += 1;
  const username = overrides.username ?? `trader_${serial}_${Math.random().toString(36).slice(2, 8)}`;
  const now = overrides.now ?? new Date('2026-11-18T15:00:00Z');
  const user = await db
    .insertInto('users')
    .values({
      email: `${username}@school.edu`,
      email_normalized: `${username}@school.edu`.toLowerCase(),
      username,
      username_normalized: username.toLowerCase(),
      first_name: 'Ada',
      last_name: 'Lovelace',
      password_hash: 'not-a-real-hash',
      created_at: overrides.createdAt ?? now.getTime(),
      ...(overrides.emailVerifiedAt === undefined ? {} : { email_verified_at: overrides.emailVerifiedAt }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = Number(user.id);
  const portfolioId = await openPersonalPortfolio(db, id, now);
  if (overrides.netDepositsCents) {
    await db
      .updateTable('portfolios')
      .set((eb) => ({
        cash_cents: eb('cash_cents', '+', overrides.netDepositsCents!),
        net_deposits_cents: eb('net_deposits_cents', '+', overrides.netDepositsCents!),
      }))
      .where('id', '=', portfolioId)
      .execute();
  }
  const session = await createSession(db, id, now);
  return { id, username, cookie: `ta_session=${session.token}`, portfolioId };
}

export function placeTrade(
  app: AppInstance,
  trader: Pick<Trader, 'cookie'>,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/trade-action',
    headers: { cookie: trader.cookie, ...headers },
    payload: { currentPrice: '1.00', ...body },
  });
}

export async function getJson(app: AppInstance, trader: Pick<Trader, 'cookie'>, url: string) {
  const res = await app.inject({ method: 'GET', url, headers: { cookie: trader.cookie } });
  if (res.statusCode !== 200) throw new Error(`GET ${url}: ${res.statusCode} ${res.body}`);
  return res.json();
}

/**
 * The ledger identities of docs/product/trading.md#cost-basis-and-profit over every portfolio in the database: cash + open cost basis (shorts'
 * negative) = starting cash + net deposits + realized P&L; cash ≥ 0; quantities ≠ 0 with a basis of the same sign;
 * each position is what its trades add up to (buy and cover add shares, sell and short take them away); open
 * orders reserve at most the cash and the position's shares (docs/product/trading.md#order-types); the trade log and the transfers in agree
 * with the portfolio. `only.userIds`: just those users' portfolios (a property test's own traders, checked after
 * every step).
 */
export async function expectLedgersBalance(
  db: Kysely<Database>,
  only: { userIds?: readonly number[] } = {},
): Promise<void> {
  const userIds = only.userIds;
  if (userIds?.length === 0) return;
  const portfolios = await (userIds
    ? db.selectFrom('portfolios').selectAll().where('user_id', 'in', userIds)
    : db.selectFrom('portfolios').selectAll()
  ).execute();
  for (const p of portfolios) {
    const positions = await db.selectFrom('positions').selectAll().where('portfolio_id', '=', p.id).execute();
    const trades = await db.selectFrom('trades').selectAll().where('portfolio_id', '=', p.id).orderBy('id').execute();
    // Corporate actions (docs/decisions/029-corporate-actions-accounting.md): dividends paid and splits' cash in lieu.
    const actions = await db
      .selectFrom('corporate_action_entries')
      .selectAll()
      .where('portfolio_id', '=', p.id)
      .where('kind', 'in', ['dividend', 'split'])
      .orderBy('id')
      .execute();
    const dividends = actions.filter((a) => a.kind === 'dividend').reduce((s, a) => s + Number(a.cash_cents), 0);
    const basis = positions.reduce((s, x) => s + Number(x.cost_basis_cents), 0);
    expect(Number(p.cash_cents) + basis).toBe(
      Number(p.starting_cash_cents) + Number(p.net_deposits_cents) + Number(p.realized_pnl_cents) + dividends,
    );
    expect(Number(p.cash_cents)).toBeGreaterThanOrEqual(0);
    // Each position is its trades and its splits (whole shares after, the fraction paid as cash), in time order (a
    // split applied at the instant of a trade came after it: the job reads the committed position).
    const net = new Map<string, number>();
    const events = [
      ...trades.map((t) => ({ at: Number(t.executed_at), id: Number(t.id), trade: t, split: null })),
      ...actions
        .filter((a) => a.kind === 'split')
        .map((a) => ({ at: Number(a.effective_at), id: 0, trade: null, split: a })),
    ].sort((a, b) => a.at - b.at || (a.split ? 1 : 0) - (b.split ? 1 : 0) || a.id - b.id);
    for (const e of events) {
      if (e.trade) {
        const sign = isBuySide(e.trade.side) ? 1 : -1;
        net.set(e.trade.symbol, (net.get(e.trade.symbol) ?? 0) + sign * Number(e.trade.quantity));
      } else if (e.split) {
        expect(net.get(e.split.symbol) ?? 0, `split ${e.split.action_key}`).toBe(Number(e.split.quantity));
        net.set(e.split.symbol, Number(e.split.quantity_after));
      }
    }
    for (const x of positions) {
      const q = Number(x.quantity);
      expect(q).not.toBe(0);
      expect(Math.sign(Number(x.cost_basis_cents)) * Math.sign(q)).toBeGreaterThanOrEqual(0);
      expect(net.get(x.symbol)).toBe(q);
    }
    for (const [symbol, q] of net) if (q !== 0) expect(positions.some((x) => x.symbol === symbol)).toBe(true);
    const open = await db
      .selectFrom('orders')
      .selectAll()
      .where('portfolio_id', '=', p.id)
      .where('status', '=', 'open')
      .execute();
    expect(open.reduce((sum, o) => sum + Number(o.reserved_cash_cents), 0)).toBeLessThanOrEqual(Number(p.cash_cents));
    for (const x of positions) {
      const promised = open.filter((o) => o.symbol === x.symbol).reduce((sum, o) => sum + Number(o.reserved_shares), 0);
      expect(promised).toBeLessThanOrEqual(Math.abs(Number(x.quantity)));
    }
    expect(
      trades.reduce((s, t) => s + Number(t.realized_pnl_cents), 0) +
        actions.reduce((s, a) => s + Number(a.realized_pnl_cents), 0),
    ).toBe(Number(p.realized_pnl_cents));
    expect(trades.length).toBe(Number(p.total_trades));
    // Bank transfers in (docs/product/store-and-bank.md#transfers): the portfolio's own transfer rows, each matching the bank's row.
    const transfers = await db
      .selectFrom('portfolio_transfers as pt')
      .innerJoin('bank_transactions as b', 'b.id', 'pt.bank_transaction_id')
      .select(['pt.amount_cents', 'pt.cash_after_cents', 'pt.created_at', 'b.amount_cents as bank_amount_cents'])
      .where('pt.portfolio_id', '=', p.id)
      .orderBy('pt.id')
      .execute();
    for (const x of transfers) expect(Number(x.bank_amount_cents)).toBe(-Number(x.amount_cents));
    // The latest of the trades, transfers and cash-moving corporate actions left the portfolio with its cash.
    const last = trades[trades.length - 1];
    const lastTransfer = transfers[transfers.length - 1];
    const lastAction = actions.filter((a) => Number(a.cash_cents) !== 0).at(-1);
    const after = [
      ...[last, lastTransfer]
        .filter((x) => x !== undefined)
        .map((x) => ({
          at: Number('executed_at' in x ? x.executed_at : x.created_at),
          cash: Number(x.cash_after_cents),
        })),
      ...(lastAction ? [{ at: Number(lastAction.created_at), cash: Number(lastAction.cash_after_cents) }] : []),
    ];
    const latestAt = Math.max(...after.map((x) => x.at));
    // (Two at the same instant: either may be the later one.)
    if (after.length > 0)
      expect(after.filter((x) => x.at === latestAt).map((x) => x.cash)).toContain(Number(p.cash_cents));
    // A league's commission (ADR 026) leaves the cash with each fill it was charged on.
    const cashFlow = trades.reduce(
      (s, t) => s + (isBuySide(t.side) ? -1 : 1) * Number(t.amount_cents) - Number(t.commission_cents),
      0,
    );
    const actionCash = actions.reduce((s, a) => s + Number(a.cash_cents), 0);
    expect(Number(p.cash_cents)).toBe(
      Number(p.starting_cash_cents) + Number(p.net_deposits_cents) + cashFlow + actionCash,
    );
    // Deposits are the transfers in (a builder may also give a portfolio deposits directly, with no rows).
    if (transfers.length > 0)
      expect(transfers.reduce((s, x) => s + Number(x.amount_cents), 0)).toBe(Number(p.net_deposits_cents));
  }
}
