import type { CorporateActionEntry } from '@tradearena/contracts';
import { dividendCashCents, dividendEntryText, splitEntryText } from '@tradearena/domain';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';
import type { CorporateActionEntriesTable } from '../../adapters/db/schema-corporate-actions.ts';
import { dollars } from './to-portfolio-json.ts';
import type { PortfolioContext } from './trading-deps.ts';

/**
 * The portfolio ledger's corporate-action entries (migration 039, docs/decisions/029-corporate-actions-accounting.md):
 * each written at most once per (action, kind, portfolio) — the unique key decides, so a rerun, a retry or a second
 * instance adds nothing — and, where cash or shares move, in the caller's transaction with the portfolio row.
 */

/** Rows inserted per statement (SQLite allows 32,766 bound values; an entry binds 12). */
const INSERT_CHUNK = 500;

const signedQuantity = sql<number>`sum(case when side in ('buy', 'cover') then quantity else -quantity end)`;

/**
 * Every portfolio's quantity of `symbol` at the instant `at`, from its ledger: its trades executed by then and the
 * splits that took effect by then (so a position closed since still counts). Zero quantities are left out.
 */
export async function quantitiesAt(
  db: Kysely<Database>,
  symbol: string,
  at: number,
): Promise<{ portfolioId: number; userId: number; quantity: number }[]> {
  const traded = await db
    .selectFrom('trades')
    .select(['portfolio_id', 'user_id', signedQuantity.as('quantity')])
    .where('symbol', '=', symbol)
    .where('executed_at', '<=', at)
    .groupBy(['portfolio_id', 'user_id'])
    .execute();
  const split = await db
    .selectFrom('corporate_action_entries')
    .select(['portfolio_id', 'user_id', sql<number>`sum(quantity_after - quantity)`.as('quantity')])
    .where('symbol', '=', symbol)
    .where('kind', '=', 'split')
    .where('effective_at', '<=', at)
    .groupBy(['portfolio_id', 'user_id'])
    .execute();
  const held = new Map<number, { portfolioId: number; userId: number; quantity: number }>();
  for (const r of [...traded, ...split]) {
    const id = Number(r.portfolio_id);
    const entry = held.get(id) ?? { portfolioId: id, userId: Number(r.user_id), quantity: 0 };
    entry.quantity += Number(r.quantity);
    held.set(id, entry);
  }
  return [...held.values()].filter((x) => x.quantity !== 0).sort((a, b) => a.portfolioId - b.portfolioId);
}

export interface DividendEntitlement {
  actionKey: string;
  symbol: string;
  /** The close before the ex-date (epoch ms): the holders then are owed it. */
  closeBeforeExAt: number;
  payDate: string;
  amountDollars: number;
}

/**
 * Records what every holder of the symbol at the close before the ex-date is owed (no cash moves yet). Returns the
 * entitlements newly written.
 */
export async function recordDividendEntitlements(
  db: Kysely<Database>,
  dividend: DividendEntitlement,
  now: number,
  skip: ReadonlySet<number> = new Set(),
): Promise<number> {
  const holders = (await quantitiesAt(db, dividend.symbol, dividend.closeBeforeExAt)).filter(
    (h) => !skip.has(h.portfolioId),
  );
  const tenThousandths = Math.round(dividend.amountDollars * 10_000);
  let written = 0;
  for (let i = 0; i < holders.length; i += INSERT_CHUNK) {
    const rows = holders.slice(i, i + INSERT_CHUNK).map((h) => ({
      portfolio_id: h.portfolioId,
      user_id: h.userId,
      action_key: dividend.actionKey,
      kind: 'entitlement' as const,
      symbol: dividend.symbol,
      quantity: h.quantity,
      quantity_after: h.quantity,
      dividend_ten_thousandths: tenThousandths,
      cash_cents: dividendCashCents(h.quantity, dividend.amountDollars),
      effective_at: dividend.closeBeforeExAt,
      pay_date: dividend.payDate,
      created_at: now,
    }));
    const res = await db
      .insertInto('corporate_action_entries')
      .values(rows)
      .onConflict((oc) => oc.columns(['action_key', 'kind', 'portfolio_id']).doNothing())
      .executeTakeFirst();
    written += Number(res.numInsertedOrUpdatedRows ?? 0n);
  }
  return written;
}

export type EntryRow = Pick<
  Selectable<CorporateActionEntriesTable>,
  | 'portfolio_id'
  | 'user_id'
  | 'action_key'
  | 'symbol'
  | 'quantity'
  | 'dividend_ten_thousandths'
  | 'cash_cents'
  | 'pay_date'
> & { id: number };

/** Entitlements whose pay date is `payDate` or earlier and that were not paid yet, oldest first. */
export async function selectUnpaidEntitlements(db: Kysely<Database>, payDate: string): Promise<EntryRow[]> {
  const rows = await db
    .selectFrom('corporate_action_entries as e')
    .select([
      'e.id',
      'e.portfolio_id',
      'e.user_id',
      'e.action_key',
      'e.symbol',
      'e.quantity',
      'e.dividend_ten_thousandths',
      'e.cash_cents',
      'e.pay_date',
    ])
    .where('e.kind', '=', 'entitlement')
    .where('e.pay_date', '<=', payDate)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('corporate_action_entries as d')
            .select('d.id')
            .whereRef('d.action_key', '=', 'e.action_key')
            .whereRef('d.portfolio_id', '=', 'e.portfolio_id')
            .where('d.kind', '=', 'dividend'),
        ),
      ),
    )
    .orderBy('e.id')
    .execute();
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/** Locks the portfolio row for the transaction (an update of updated_at; `bumpOrders`: its open orders change too). */
export async function lockPortfolioRow(trx: Kysely<Database>, portfolioId: number, t: number, bumpOrders: boolean) {
  return trx
    .updateTable('portfolios')
    .set((eb) => ({
      updated_at: t,
      ...(bumpOrders ? { order_version: eb('order_version', '+', 1) } : {}),
    }))
    .where('id', '=', portfolioId)
    .returning(['id', 'user_id', 'competition_id', 'season', 'cash_cents'])
    .executeTakeFirst();
}

export interface LedgerEntryResult {
  portfolioId: number;
  userId: number;
  competitionId: number;
  season: number;
  cashCents: number;
}

/**
 * Pays one entitlement on its pay date, in the caller's transaction: the dividend entry (the unique key decides) and
 * the cash, credited to a long position, charged to a short one (never below 0 cash: the rest is waived, recorded as
 * charged). Null when it was already paid or the portfolio is gone.
 */
export async function payDividendEntitlement(
  trx: Kysely<Database>,
  entitlement: EntryRow,
  now: number,
): Promise<LedgerEntryResult | null> {
  const portfolio = await lockPortfolioRow(trx, Number(entitlement.portfolio_id), now, false);
  if (!portfolio) return null;
  const cashBefore = Number(portfolio.cash_cents);
  const cashCents = Math.max(Number(entitlement.cash_cents), -cashBefore);
  const inserted = await trx
    .insertInto('corporate_action_entries')
    .values({
      portfolio_id: entitlement.portfolio_id,
      user_id: entitlement.user_id,
      action_key: entitlement.action_key,
      kind: 'dividend',
      symbol: entitlement.symbol,
      quantity: entitlement.quantity,
      quantity_after: entitlement.quantity,
      dividend_ten_thousandths: entitlement.dividend_ten_thousandths,
      cash_cents: cashCents,
      cash_after_cents: cashBefore + cashCents,
      effective_at: now,
      pay_date: entitlement.pay_date,
      created_at: now,
    })
    .onConflict((oc) => oc.columns(['action_key', 'kind', 'portfolio_id']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) return null;
  await trx
    .updateTable('portfolios')
    .set((eb) => ({ cash_cents: eb('cash_cents', '+', cashCents) }))
    .where('id', '=', portfolio.id)
    .execute();
  return {
    portfolioId: Number(portfolio.id),
    userId: Number(portfolio.user_id),
    competitionId: Number(portfolio.competition_id),
    season: Number(portfolio.season),
    cashCents,
  };
}

/** Whether any entitlement of the dividend `actionKey` was recorded (its holders were fixed once). */
export async function hasEntitlements(db: Kysely<Database>, actionKey: string): Promise<boolean> {
  const row = await db
    .selectFrom('corporate_action_entries')
    .select('id')
    .where('action_key', '=', actionKey)
    .where('kind', '=', 'entitlement')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The dividends credited to (or charged to a short in) a portfolio, in time order: when and how much. */
export async function selectDividendsPaid(
  db: Kysely<Database>,
  portfolioId: number,
): Promise<{ at: number; cashCents: number }[]> {
  const rows = await db
    .selectFrom('corporate_action_entries')
    .select(['effective_at', 'cash_cents'])
    .where('portfolio_id', '=', portfolioId)
    .where('kind', '=', 'dividend')
    .orderBy('effective_at')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ at: Number(r.effective_at), cashCents: Number(r.cash_cents) }));
}

/**
 * The entries (`e`) the history shows: dividends, and splits of a position (a split of a portfolio that only had open
 * orders on the symbol is left out: nothing it held changed). Callers add the portfolios, joins and order.
 */
export function selectShownCorporateActions(db: Kysely<Database>) {
  return db
    .selectFrom('corporate_action_entries as e')
    .where((eb) =>
      eb.or([eb('e.kind', '=', 'dividend'), eb.and([eb('e.kind', '=', 'split'), eb('e.quantity', '<>', 0)])]),
    );
}

/** The dividends and splits of a user's portfolio in a context as the history shows them, newest first. */
export async function listCorporateActionEntries(
  db: Kysely<Database>,
  input: { userId: number; context: PortfolioContext; limit: number },
): Promise<CorporateActionEntry[]> {
  const rows = await selectShownCorporateActions(db)
    .innerJoin('portfolios as p', 'p.id', 'e.portfolio_id')
    .selectAll('e')
    .where('p.user_id', '=', input.userId)
    .where('p.competition_id', '=', input.context.competitionId)
    .where('p.season', '=', input.context.season)
    .orderBy('e.effective_at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(input.limit)
    .execute();
  return rows.map(toCorporateActionEntryJson);
}

/** A ledger entry as the API answers it (dollars, ISO instant, the history's text). */
export function toCorporateActionEntryJson(r: Selectable<CorporateActionEntriesTable>): CorporateActionEntry {
  const quantity = Number(r.quantity);
  const quantityAfter = Number(r.quantity_after);
  const cashCents = Number(r.cash_cents);
  const kind = r.kind === 'split' ? 'split' : 'dividend';
  const text =
    kind === 'split'
      ? splitEntryText({
          symbol: r.symbol,
          from: Number(r.split_from),
          to: Number(r.split_to),
          quantity,
          quantityAfter,
          cashCents,
        })
      : dividendEntryText({ symbol: r.symbol, quantity, amountDollars: Number(r.dividend_ten_thousandths) / 10_000 });
  return {
    id: Number(r.id),
    kind,
    symbol: r.symbol,
    text,
    quantity,
    quantityAfter,
    cash: dollars(cashCents),
    cashAfter: dollars(Number(r.cash_after_cents ?? 0)),
    at: new Date(Number(r.effective_at)).toISOString(),
  };
}

/** Each user's dividends (net of those charged to shorts) in the portfolios of one competition season, cents. */
export async function sumDividendsByUser(
  db: Kysely<Database>,
  context: PortfolioContext,
): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('corporate_action_entries as e')
    .innerJoin('portfolios as p', 'p.id', 'e.portfolio_id')
    .select(['p.user_id', (eb) => eb.fn.sum<number>('e.cash_cents').as('cents')])
    .where('p.competition_id', '=', context.competitionId)
    .where('p.season', '=', context.season)
    .where('e.kind', '=', 'dividend')
    .groupBy('p.user_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.user_id), Number(r.cents)]));
}
