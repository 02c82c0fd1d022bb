// bench/orders — `npx tsx bench/orders/run.ts` (or `npm run bench -- orders`). docs/product/trading.md#prices-and-quotes: matching runs once per price
// change and must scale with the open orders NEAR the price, not with all of them. Fills BENCH_ORDERS open orders
// (default 100,000) into the matcher's order book (apps/server/src/modules/orders/order-book.ts), spread over the
// whole simulated universe around each symbol's current price — buy limits and sell stops 1–20 % below it, sell
// limits and buy stops 1–20 % above — and then, with 0, 1k, 10k and 100k of them in the book, measures:
//  1. the index: one price change of every symbol of the universe (the simulated tape, 100 ms steps) looked up with
//     `book.reached` — the work the matcher does per tick to find the orders a price reached;
//  2. the matcher's whole round (match-orders.ts `createOrderMatcher(...).runOnce()`) on the simulated market data with
//     a manual clock advanced one quote step per round: market status, the quotes of every symbol with open orders,
//     the reached orders. No order is reached during the run (none within 1 % of the price), so no fill writes to the
//     database; the round's database is never opened (the book counts as loaded).
// Prints µs per tick and the ratio to 1k orders; the per-tick cost must stay flat as far-away orders grow.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateToLatest } from '../../apps/server/src/adapters/db/migrate.ts';
import { openDatabase } from '../../apps/server/src/adapters/db/open-database.ts';
import { createMarketHours } from '../../apps/server/src/adapters/market-data/create-market-hours.ts';
import { createSimulatedMarketData } from '../../apps/server/src/adapters/market-data/simulated/create-simulated-market-data.ts';
import { UNIVERSE } from '../../apps/server/src/adapters/market-data/simulated/universe.ts';
import type { OrdersDeps } from '../../apps/server/src/modules/orders/index.ts';
import { type BookOrder, createOrderBook, createOrderMatcher } from '../../apps/server/src/modules/orders/index.ts';
import { manualClock } from '../../apps/server/src/ports/clock.ts';
import { quickOr, reportKeyFigures } from '../quick.ts';
import { median } from '../trading/app-process.ts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const TICKS = Number(process.env.BENCH_TICKS ?? quickOr(100, 600));
const SIZES = [0, 1_000, 10_000, 100_000].filter((n) => n <= ORDERS);
const START = '2026-11-24T15:00:00.000Z'; // a Tuesday, 10:00 in New York
const STEP_MS = 100; // the simulated tape's quote step (QUOTE_STEP_MS)
const REPS = 5;

// A small deterministic generator (mulberry32): the same orders on every run.
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

async function main() {
  const clock = manualClock(START);
  const marketData = createSimulatedMarketData({ seed: 'tradearena', clock });
  const symbols = UNIVERSE.map((u) => u.symbol);
  const startQuotes = await marketData.quotes(symbols);
  const random = rng(17);
  const t0 = clock.now().getTime();
  const orders: BookOrder[] = [];
  for (let id = 1; id <= ORDERS; id += 1) {
    const symbol = symbols[Math.floor(random() * symbols.length)]!;
    const price = startQuotes.get(symbol)!.priceCents;
    const away = 0.01 + random() * 0.19;
    const kind = Math.floor(random() * 4);
    const below = Math.max(1, Math.round(price * (1 - away)));
    const above = Math.round(price * (1 + away));
    const [side, type, level] = (
      [
        ['buy', 'limit', below],
        ['sell', 'limit', above],
        ['buy', 'stop', above],
        ['sell', 'stop', below],
      ] as const
    )[kind]!;
    const quantity = 1 + Math.floor(random() * 100);
    orders.push({
      id,
      userId: id,
      portfolioId: id,
      competitionId: 0,
      season: 0,
      symbol,
      side,
      type,
      limitPriceCents: type === 'limit' ? level : null,
      stopPriceCents: type === 'stop' ? level : null,
      quantity,
      reservedCashCents: side === 'buy' ? level * quantity : 0,
      reservedShares: side === 'sell' ? quantity : 0,
      activeFrom: t0 - 60_000,
      expiresAt: t0 + 86_400_000,
    });
  }

  // The tape every measurement replays: TICKS price changes of every symbol.
  const tape: Map<string, number>[] = [];
  for (let i = 1; i <= TICKS; i += 1) {
    clock.set(new Date(t0 + i * STEP_MS));
    const q = await marketData.quotes(symbols);
    tape.push(new Map([...q].map(([s, quote]) => [s, quote.priceCents])));
  }

  console.log(
    `${ORDERS.toLocaleString('en-US')} open orders over ${symbols.length} symbols, ${TICKS} ticks of every symbol (node ${process.version})`,
  );
  // The matcher asks the database once per competition of its book whether it is a replay (its own market): an empty
  // migrated SQLite database answers that no competition is.
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-orders-'));
  const db = openDatabase({ sqliteFile: join(dataDir, 'bench.sqlite') });
  await migrateToLatest(db.db, db.kind);
  console.log('open orders | put (ms) | index µs/tick | ×1k | round µs/tick | ×1k | reached');
  const rows: { n: number; index: number; round: number }[] = [];
  for (const n of SIZES) {
    const book = createOrderBook();
    const putStart = performance.now();
    for (let i = 0; i < n; i += 1) book.put(orders[i]!);
    const putMs = performance.now() - putStart;
    book.loaded = true;

    // 1. the index alone: REPS passes over the tape (the first warms up the JIT), the median one counts
    let reached = 0;
    const indexMs = median(
      Array.from({ length: REPS }, () => {
        reached = 0;
        const started = performance.now();
        for (const prices of tape) for (const [symbol, price] of prices) reached += book.reached(symbol, price).length;
        return performance.now() - started;
      }),
    );
    // 2. the matcher's round, REPS passes over the same TICKS instants, the median one counts
    const deps = { book, clock, marketHours: createMarketHours('always'), marketData, db } as unknown as OrdersDeps;
    const matcher = createOrderMatcher(deps);
    let filled = 0;
    const passes: number[] = [];
    for (let rep = 0; rep < REPS; rep += 1) {
      clock.set(new Date(t0));
      await matcher.runOnce();
      const started = performance.now();
      for (let i = 1; i <= TICKS; i += 1) {
        clock.set(new Date(t0 + i * STEP_MS));
        filled += (await matcher.runOnce()).results.length;
      }
      passes.push(performance.now() - started);
    }
    const roundMs = median(passes);
    if (reached !== 0 || filled !== 0) throw new Error(`expected no order reached, got ${reached} (${filled} results)`);
    const row = { n, index: (indexMs * 1000) / TICKS, round: (roundMs * 1000) / TICKS };
    rows.push(row);
    const base = rows.find((r) => r.n === 1_000);
    const ratio = (v: number, b: number | undefined) => (b ? `${(v / b).toFixed(2)}` : '—');
    console.log(
      [
        n.toLocaleString('en-US').padStart(11),
        putMs.toFixed(0).padStart(8),
        row.index.toFixed(1).padStart(13),
        ratio(row.index, base?.index).padStart(4),
        row.round.toFixed(1).padStart(13),
        ratio(row.round, base?.round).padStart(4),
        String(reached).padStart(7),
      ].join(' | '),
    );
  }
  const at1k = rows.find((r) => r.n === 1_000);
  const atMax = rows[rows.length - 1]!;
  if (at1k && atMax.n > at1k.n) {
    console.log(
      `${atMax.n.toLocaleString('en-US')} vs 1,000 open orders: index ×${(atMax.index / at1k.index).toFixed(2)}, whole round ×${(atMax.round / at1k.round).toFixed(2)} per tick (${(1_000_000 / atMax.round).toFixed(0)} rounds/s)`,
    );
    reportKeyFigures('orders', {
      [`matcher round, ${atMax.n.toLocaleString('en-US')} vs 1,000 open orders`]: `×${(atMax.round / at1k.round).toFixed(2)} (${atMax.round.toFixed(0)} µs/tick)`,
    });
  }
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
}

await main();
