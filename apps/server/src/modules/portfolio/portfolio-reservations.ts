import type { Kysely } from 'kysely';
import { preparedQuery } from '../../adapters/db/prepared-query.ts';
import type { Database } from '../../adapters/db/schema.ts';

/**
 * What a portfolio's open orders hold back (docs/product/trading.md#order-types, ADR 015): cash for buys, shares for sells. Market orders and
 * open-order fills may spend only what is not reserved (plan-fill.ts). `version` is the portfolio's order_version
 * these were read at: every change to its open orders bumps it, and a fill's ledger update matches it.
 */
export interface PortfolioReservations {
  version: number;
  cashCents: number;
  /** Shares reserved by open sell orders, by symbol (absent: none). */
  shares: ReadonlyMap<string, number>;
}

export const NO_RESERVATIONS: PortfolioReservations = Object.freeze({
  version: 0,
  cashCents: 0,
  shares: new Map<string, number>(),
});

const sumOpenReservations = preparedQuery(1, (db, portfolioId: number) =>
  db
    .selectFrom('orders')
    .select((eb) => [
      'symbol',
      eb.fn.sum<number>('reserved_cash_cents').as('cash'),
      eb.fn.sum<number>('reserved_shares').as('shares'),
    ])
    .where('portfolio_id', '=', portfolioId)
    .where('status', '=', 'open')
    .groupBy('symbol'),
);

/** The open orders' reservations of a portfolio at `version` (no query while it never had an order). */
export async function readReservations(
  db: Kysely<Database>,
  portfolioId: number,
  version: number,
): Promise<PortfolioReservations> {
  if (version === 0) return NO_RESERVATIONS;
  const { rows } = await sumOpenReservations(db, portfolioId);
  const shares = new Map<string, number>();
  let cashCents = 0;
  for (const r of rows) {
    cashCents += Number(r.cash ?? 0);
    if (Number(r.shares ?? 0) > 0) shares.set(r.symbol, Number(r.shares));
  }
  return { version, cashCents, shares };
}

/** What an open order being filled releases: its own reservation no longer binds its fill. */
export interface ReleasedReservation {
  cashCents: number;
  shares: number;
}

/** The reservations after a fill that released `released` (the order closed, the version bumped). */
export function afterRelease(
  reserved: PortfolioReservations,
  symbol: string,
  released: ReleasedReservation | null,
): PortfolioReservations {
  if (!released) return reserved;
  const shares = new Map(reserved.shares);
  const left = (shares.get(symbol) ?? 0) - released.shares;
  if (left > 0) shares.set(symbol, left);
  else shares.delete(symbol);
  return { version: reserved.version + 1, cashCents: reserved.cashCents - released.cashCents, shares };
}
