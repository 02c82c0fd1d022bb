import { newYorkDateOf, type PerformanceObservation } from '@tradearena/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';
import type { TransferFlow } from '../standings/index.ts';

/**
 * A portfolio's recorded history from `from` (the last snapshot at or before it, then every one after; all of them
 * when null) up to `before`, with its bank transfers after the first snapshot as observations of their own (ADR 023):
 * the value just before a transfer and just after it, at the benchmark, beta and weight of the snapshot before (after
 * it, the weights shrink or grow as the cash does) — so the money moved never counts as a gain. A transfer without
 * its value before (rows older than that column) is left to the next snapshot's deposits. Snapshots taken before the benchmark was recorded (migration 031) are left out.
 */
export async function readPerformanceHistory(
  db: Kysely<Database>,
  input: { portfolioId: number; from: number | null; before: number; flows: readonly TransferFlow[] },
): Promise<PerformanceObservation[]> {
  const base = db
    .selectFrom('portfolio_value_snapshots')
    .select(['taken_at', 'value_cents', 'net_deposits_cents', 'benchmark_cents', 'beta', 'invested_weight'])
    .where('portfolio_id', '=', input.portfolioId)
    .where('benchmark_cents', 'is not', null)
    .where('taken_at', '<', input.before);
  const first =
    input.from === null
      ? undefined
      : await base.where('taken_at', '<=', input.from).orderBy('taken_at', 'desc').limit(1).executeTakeFirst();
  const after = await (input.from === null ? base : base.where('taken_at', '>', input.from))
    .orderBy('taken_at')
    .execute();
  return withTransfers((first ? [first, ...after] : after).map(snapshotObservation), input.flows, input.before);
}

/**
 * Each observation with the dividends credited by its instant (ADR 029): they are already in its value (a return,
 * never a deposit); attribution shows them as its dividends part.
 */
export function withDividends(
  history: readonly PerformanceObservation[],
  paid: readonly { at: number; cashCents: number }[],
): PerformanceObservation[] {
  if (paid.length === 0) return [...history];
  let next = 0;
  let total = 0;
  return history.map((o) => {
    while (next < paid.length && paid[next]!.at <= o.t) total += paid[next++]!.cashCents;
    return { ...o, dividendsCents: total };
  });
}

/** A portfolio_value_snapshots row (with its benchmark) as an observation without its day. */
export function snapshotObservation(r: {
  taken_at: number;
  value_cents: number;
  net_deposits_cents: number;
  benchmark_cents: number | null;
  beta: number | null;
  invested_weight: number | null;
}): Omit<PerformanceObservation, 'day'> {
  return {
    t: Number(r.taken_at),
    valueCents: Number(r.value_cents),
    netDepositsCents: Number(r.net_deposits_cents),
    benchmarkCents: Number(r.benchmark_cents),
    beta: Number(r.beta ?? 0),
    investedWeight: Number(r.invested_weight ?? 0),
  };
}

/**
 * The snapshots (time order) with the transfers after the first one and before `before` as observations of their
 * own (see readPerformanceHistory), each with its trading day.
 */
export function withTransfers(
  snapshots: readonly Omit<PerformanceObservation, 'day'>[],
  allFlows: readonly TransferFlow[],
  before: number,
): PerformanceObservation[] {
  const start = snapshots[0];
  if (!start) return [];
  const flows = allFlows.filter((f) => f.at > start.t && f.at < before);
  const out: PerformanceObservation[] = [];
  let moved = start.netDepositsCents;
  let next = 0;
  const push = (o: Omit<PerformanceObservation, 'day'>) => out.push({ ...o, day: newYorkDateOf(new Date(o.t)) });
  const passFlow = () => {
    const f = flows[next++]!;
    const prev = out[out.length - 1]!;
    if (f.valueBeforeCents !== null) {
      push({ ...prev, t: f.at, valueCents: f.valueBeforeCents, netDepositsCents: moved });
      // The money moves as cash: the holdings stay, their share of the value changes by before / after.
      const after = f.valueBeforeCents + f.amountCents;
      const scale = after > 0 ? f.valueBeforeCents / after : 0;
      push({
        t: f.at,
        valueCents: after,
        netDepositsCents: moved + f.amountCents,
        benchmarkCents: prev.benchmarkCents,
        beta: prev.beta * scale,
        investedWeight: prev.investedWeight * scale,
      });
    }
    moved += f.amountCents;
  };
  for (const s of snapshots) {
    // A transfer at the snapshot's own instant goes first when the snapshot already counts it.
    while (next < flows.length && (flows[next]!.at < s.t || (flows[next]!.at === s.t && moved !== s.netDepositsCents)))
      passFlow();
    push(s);
    moved = s.netDepositsCents;
  }
  while (next < flows.length) passFlow();
  return out;
}
