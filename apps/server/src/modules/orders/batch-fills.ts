import { CompiledQuery, type Kysely } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';
import type { FillWriter } from './fill-writer.ts';
import { type FillPlan, isClosingSide } from './plan-fill.ts';

/**
 * PostgreSQL only (data-modifying CTEs; SQLite writes the same rows with write-fill.ts in its group commit): every
 * fill of the batch in ONE statement, so one round trip and one commit for all of them. The portfolio rows are locked
 * first, skipping any another transaction holds (its fill matches nothing and is decided again under the row lock,
 * alone), so the batch never waits behind a slower transaction
 * (docs/decisions/030-orders-one-lane-per-portfolio-and-sync-off-the-loop.md). Per fill, in this order:
 * the ledger's compare-and-set (cash, trade count and order version as planned: the row is locked, and a concurrent change makes it
 * match nothing), then, only for the fills whose ledger matched, the position (deleted when closed, else upserted; a short is a negative quantity)
 * and the trade row. The statement is atomic: all of its fills commit together or none does.
 */
const FILL_BATCH = `
with o as (
  select * from unnest(
    $1::bigint[], $2::bigint[], $3::bigint[], $4::integer[], $5::bigint[], $6::bigint[], $7::integer[],
    $8::integer[], $9::text[], $10::text[], $11::bigint[], $12::bigint[], $13::bigint[], $14::bigint[],
    $15::bigint[], $16::bigint[], $17::integer[], $18::integer[]
  ) as o(portfolio_id, user_id, cash_before, trades_before, cash_after, realized, sells, wins, symbol, side,
         quantity, price, amount, held_after, basis_after, t, version_before, version_after)
),
free as (
  select p.id from portfolios p join o on p.id = o.portfolio_id for update of p skip locked
),
l as (
  update portfolios p
     set cash_cents = o.cash_after,
         realized_pnl_cents = p.realized_pnl_cents + o.realized,
         total_trades = p.total_trades + 1,
         total_sells = p.total_sells + o.sells,
         winning_sells = p.winning_sells + o.wins,
         updated_at = o.t,
         order_version = o.version_after
    from o
   where p.id = o.portfolio_id and p.id in (select id from free)
     and p.cash_cents = o.cash_before and p.total_trades = o.trades_before and p.order_version = o.version_before
  returning o.*
),
closed as (
  delete from positions x using l
   where l.held_after = 0 and x.portfolio_id = l.portfolio_id and x.symbol = l.symbol
),
held as (
  insert into positions (portfolio_id, symbol, quantity, cost_basis_cents, opened_at, updated_at)
  select portfolio_id, symbol, held_after, basis_after, t, t from l where held_after <> 0
  on conflict (portfolio_id, symbol) do update
     set quantity = excluded.quantity, cost_basis_cents = excluded.cost_basis_cents, updated_at = excluded.updated_at
)
insert into trades (portfolio_id, user_id, symbol, side, quantity, price_cents, amount_cents, realized_pnl_cents,
                    cash_after_cents, executed_at)
select portfolio_id, user_id, symbol, side, quantity, price, amount, realized, cash_after, t from l
returning portfolio_id, id`;

/** Errors after which PostgreSQL has certainly rolled the statement back: its fills are retried under the row lock. */
const ROLLED_BACK = new Set(['40P01', '40001']);

interface Pending {
  plan: FillPlan;
  resolve(tradeId: number | null): void;
  reject(err: unknown): void;
}

/**
 * Group commit for PostgreSQL orders (decision 014): the fills planned in one turn of the event loop are written by
 * one statement (FILL_BATCH) in one round trip, one batch at a time (`maxInFlight`); meanwhile the next turns' fills
 * queue up and form the next batch. A portfolio appears at most once among the batches in flight (a second fill of it
 * waits for the next one, and then finds its planned state gone unless it was planned after the first committed). Every caller is answered after
 * the statement committed (`synchronous_commit` as the server has it, on by default). A fill whose ledger no longer
 * matched resolves null (the caller re-fills under the row lock). A deadlock or serialization failure rolled the
 * whole statement back: every fill of it resolves null and is re-filled alone. Any other error fails the batch's
 * orders (none took effect, unless the connection broke after the commit: then, as for any transaction, the outcome
 * is unknown to the caller, who may retry with an Idempotency-Key).
 */
export function batchFills(db: Kysely<Database>, opts: { maxBatch?: number; maxInFlight?: number } = {}): FillWriter {
  const maxBatch = opts.maxBatch ?? 256;
  // Two batches in flight measured no better than one (docs/benchmarks.md); the option is for experiments.
  const maxInFlight = opts.maxInFlight ?? 1;
  let queue: Pending[] = [];
  let scheduled = false;
  let inFlight = 0;
  /** Portfolios of the batches in flight: a fill of one of them waits, so batches never wait on each other's locks. */
  const busy = new Set<number>();

  function schedule(): void {
    if (scheduled || inFlight >= maxInFlight || queue.length === 0) return;
    scheduled = true;
    // After the I/O phase: every order read from the sockets in this turn joins the batch.
    setImmediate(() => {
      scheduled = false;
      const batch: Pending[] = [];
      const rest: Pending[] = [];
      for (const unit of queue) {
        if (batch.length < maxBatch && !busy.has(unit.plan.portfolioId)) {
          busy.add(unit.plan.portfolioId);
          batch.push(unit);
        } else rest.push(unit);
      }
      queue = rest;
      if (batch.length === 0) return;
      inFlight++;
      runBatch(batch).finally(() => {
        inFlight--;
        for (const unit of batch) busy.delete(unit.plan.portfolioId);
        schedule();
      });
      schedule();
    });
  }

  async function runBatch(batch: Pending[]): Promise<void> {
    // In portfolio id order, which is usually the order the rows get locked in (a deadlock with another locker of
    // several portfolios is nonetheless possible: it rolls the statement back and is handled below).
    batch.sort((a, b) => a.plan.portfolioId - b.plan.portfolioId);
    const columns: (number | string)[][] = Array.from({ length: 18 }, () => new Array(batch.length));
    batch.forEach(({ plan }, i) => {
      const { fill, before, side } = plan;
      const row = [
        plan.portfolioId,
        plan.userId,
        before.cashCents,
        before.totalTrades,
        fill.cashAfterCents,
        fill.realizedPnlCents,
        isClosingSide(side) ? 1 : 0,
        isClosingSide(side) && fill.realizedPnlCents > 0 ? 1 : 0,
        plan.symbol,
        side,
        plan.quantity,
        plan.priceCents,
        fill.amountCents,
        fill.holdingAfter?.quantity ?? 0,
        fill.holdingAfter?.costBasisCents ?? 0,
        plan.now.getTime(),
        plan.reservedBefore.version,
        plan.reservedAfter.version,
      ];
      for (let c = 0; c < row.length; c++) columns[c]![i] = row[c]!;
    });
    let rows: { portfolio_id: number; id: number }[];
    try {
      rows = (await db.executeQuery<{ portfolio_id: number; id: number }>(CompiledQuery.raw(FILL_BATCH, columns))).rows;
    } catch (err) {
      const code = (err as { code?: unknown }).code;
      for (const unit of batch) {
        if (typeof code === 'string' && ROLLED_BACK.has(code)) unit.resolve(null);
        else unit.reject(err);
      }
      return;
    }
    const tradeIds = new Map(rows.map((r) => [Number(r.portfolio_id), Number(r.id)]));
    for (const unit of batch) unit.resolve(tradeIds.get(unit.plan.portfolioId) ?? null);
  }

  return {
    write(plan) {
      return new Promise<number | null>((resolve, reject) => {
        queue.push({ plan, resolve, reject });
        schedule();
      });
    },
  };
}
